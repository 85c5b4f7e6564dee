import { type Column, SQL, type SQLWrapper, getTableColumns, is, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./index";

/** A value for the SELECT list, the way drizzle's own INSERT … VALUES fills a column left out. */
function columnValue(column: Column, value: unknown): SQLWrapper {
  if (is(value, SQL)) return value;
  if (value !== undefined) return sql.param(value, column);
  if (column.default !== undefined) return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  const made = column.defaultFn?.();
  return made === undefined ? sql`NULL` : is(made, SQL) ? made : sql.param(made, column);
}

/**
 * Inserts one row only while fewer than `cap` rows match `scope`, in one statement:
 * `INSERT INTO t (…) SELECT ?, ?, … WHERE (SELECT count(*) FROM t WHERE scope) < cap RETURNING *`.
 * D1 runs statements one at a time, so 40 parallel inserts against a cap cannot all see room (STYLE 17).
 * Answers the new row, or null when the cap was reached.
 */
export async function insertWithinCap<T extends SQLiteTable>(
  db: Db,
  table: T,
  record: T["$inferInsert"],
  scope: SQL | undefined,
  cap: number,
): Promise<T["$inferSelect"] | null> {
  // Same columns, same order as drizzle's insert list (generated columns are never inserted).
  const values = Object.entries(getTableColumns(table))
    .filter(([, column]) => column.generated === undefined || column.generated.type === "byDefault")
    .map(([field, column]) => columnValue(column, (record as Record<string, unknown>)[field]));
  const rows: unknown[] = await db
    .insert(table)
    .select(sql`SELECT ${sql.join(values, sql`, `)} WHERE (SELECT count(*) FROM ${table} WHERE ${scope}) < ${cap}`)
    .returning();
  return (rows[0] as T["$inferSelect"] | undefined) ?? null;
}
