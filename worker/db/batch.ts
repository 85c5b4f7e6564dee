import { SQL, is } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./index";

const dialect = new SQLiteAsyncDialect();

export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/**
 * Runs statements as one D1 batch, which D1 executes as a single transaction, and answers how many
 * statements it sent. Drizzle's own `db.batch` cannot take raw SQL with parameters (its SQLiteRaw has no
 * prepared statement to bind), so the statements are prepared here from drizzle's query text and parameters.
 */
export async function runBatch(db: Db, statements: readonly Statement[]): Promise<number> {
  return (await runBatchResults(db, statements)).length;
}

/** The same batch, answering each statement's D1 result (rows of a RETURNING, `meta.changes`). */
export async function runBatchResults(db: Db, statements: readonly Statement[]): Promise<D1Result[]> {
  if (statements.length === 0) return []; // D1 refuses an empty batch
  const d1 = db.$client;
  const prepared = statements.map((statement) => {
    const { sql, params } = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
    return d1.prepare(sql).bind(...params);
  });
  return d1.batch(prepared);
}
