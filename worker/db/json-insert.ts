import { type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * Rows per statement by default: each statement's JSON parameter should stay under D1's 100 KB statement
 * limit even if a parameter counted toward it (D1's value limit is 2 MB). Callers with wide rows pass fewer.
 */
const ROWS_PER_STATEMENT = 100;

/**
 * INSERT statements that unpack rows from one JSON parameter (`json_each`). D1 allows 100 bound parameters
 * per statement, so plain multi-row VALUES would need ~150 statements for 1,000 coins; this needs 10.
 * Every record must have the same keys, which are column names (constants of ours, never user input).
 */
export function jsonInsertStatements(
  table: SQLiteTable,
  records: ReadonlyArray<Record<string, unknown>>,
  where?: SQL,
  rowsPerStatement = ROWS_PER_STATEMENT,
): SQL[] {
  if (records.length === 0) return [];
  const columns = Object.keys(records[0]!);
  const names = sql.raw(columns.map((c) => `"${c}"`).join(", "));
  const values = sql.raw(columns.map((c) => `json_extract(value, '$.${c}')`).join(", "));
  const statements: SQL[] = [];
  for (let start = 0; start < records.length; start += rowsPerStatement) {
    const chunk = JSON.stringify(records.slice(start, start + rowsPerStatement));
    statements.push(
      sql`INSERT INTO ${table} (${names}) SELECT ${values} FROM json_each(${chunk})${where ? sql` WHERE ${where}` : sql``}`,
    );
  }
  return statements;
}
