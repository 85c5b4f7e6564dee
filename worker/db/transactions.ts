import { type SQL, and, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { LedgerTransaction } from "../../domain/cost-basis";
import { transactions, type TransactionRow } from "../../schema/ledger";
import type { Transaction } from "../../schema/ledger-api";
import { spotPositions, users } from "../../schema/tables";
import { type Statement, runBatchResults } from "./batch";
import type { Db } from "./index";
import { jsonInsertStatements } from "./json-insert";

export type { TransactionRow };

/** What a new ledger row needs besides its owner. */
export type NewTransaction = Pick<
  TransactionRow,
  "coinId" | "symbol" | "name" | "type" | "quantity" | "price" | "fee" | "executedAt" | "note" | "source"
> & { importKey?: string | null; spotPositionId?: number | null };

export const toLedgerTransaction = (
  row: Pick<TransactionRow, "id" | "coinId" | "type" | "quantity" | "price" | "fee" | "executedAt">,
): LedgerTransaction => ({
  id: row.id,
  coinId: row.coinId,
  type: row.type,
  quantity: row.quantity,
  price: row.price,
  fee: row.fee,
  executedAt: row.executedAt.toISOString(),
});

export const toTransaction = (row: TransactionRow): Transaction => ({
  id: row.id,
  coinId: row.coinId,
  symbol: row.symbol,
  name: row.name,
  type: row.type,
  quantity: row.quantity,
  price: row.price,
  fee: row.fee,
  executedAt: row.executedAt.toISOString(),
  note: row.note,
  source: row.source,
  spotPositionId: row.spotPositionId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const own = (userId: number, id: number) => and(eq(transactions.id, id), eq(transactions.userId, userId));

/** The user's ledger version (and default cost-basis method); null: no such user. */
export async function readLedgerHead(db: Db, userId: number) {
  return (
    (await db
      .select({ version: users.ledgerVersion, method: users.costBasisMethod })
      .from(users)
      .where(eq(users.id, userId))
      .get()) ?? null
  );
}

/** Every transaction of the user (of the given coins only, when named), for a replay. */
export function listLedger(db: Db, userId: number, coinIds?: readonly string[]): Promise<TransactionRow[]> {
  const scope = coinIds
    ? and(
        eq(transactions.userId, userId),
        sql`${transactions.coinId} IN (SELECT value FROM json_each(${JSON.stringify(coinIds)}))`,
      )
    : eq(transactions.userId, userId);
  return db.select().from(transactions).where(scope).all();
}

const {
  note: _note,
  source: _source,
  importKey: _importKey,
  createdAt: _c,
  updatedAt: _u,
  userId: _user,
  ...replayColumns
} = getTableColumns(transactions);
export type ReplayRow = Pick<TransactionRow, keyof typeof replayColumns>;

/** The columns a holdings replay needs, for all of a user's transactions (the hot path of GET /api/holdings). */
export function listReplayRows(db: Db, userId: number): Promise<ReplayRow[]> {
  return db.select(replayColumns).from(transactions).where(eq(transactions.userId, userId)).all();
}

export async function pageTransactions(
  db: Db,
  userId: number,
  { coinId, page, limit }: { coinId?: string; page: number; limit: number },
) {
  const scope = coinId
    ? and(eq(transactions.userId, userId), eq(transactions.coinId, coinId))
    : eq(transactions.userId, userId);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(scope)
      .orderBy(desc(transactions.executedAt), desc(transactions.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all(),
    db.select({ n: count() }).from(transactions).where(scope).get(),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findTransaction(db: Db, userId: number, id: number): Promise<TransactionRow | null> {
  return (await db.select().from(transactions).where(own(userId, id)).get()) ?? null;
}

export async function countTransactions(db: Db, userId: number): Promise<number> {
  return (await db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)).get())?.n ?? 0;
}

/** Import keys the user already has among the given ones. */
export async function existingImportKeys(db: Db, userId: number, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const part = JSON.stringify(keys.slice(i, i + 1000));
    const rows = await db
      .select({ key: transactions.importKey })
      .from(transactions)
      .where(
        and(eq(transactions.userId, userId), sql`${transactions.importKey} IN (SELECT value FROM json_each(${part}))`),
      )
      .all();
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

// ---- Guarded writes: every ledger change commits only if the ledger is still at the version it was planned on ----

/** True while the user's ledger is still at `version` (evaluated inside the write's own batch). */
export const atVersion = (userId: number, version: number): SQL =>
  sql`(SELECT ${users.ledgerVersion} FROM ${users} WHERE ${users.id} = ${userId}) = ${version}`;

const record = (userId: number, tx: NewTransaction) => ({
  user_id: userId,
  coin_id: tx.coinId,
  symbol: tx.symbol,
  name: tx.name,
  type: tx.type,
  quantity: tx.quantity,
  price: tx.price,
  fee: tx.fee,
  executed_at: tx.executedAt.getTime(),
  note: tx.note,
  source: tx.source,
  import_key: tx.importKey ?? null,
  spot_position_id: tx.spotPositionId ?? null,
});

/** INSERTs of new rows (many per statement), each answering the new ids. */
export const insertTransactions = (userId: number, guard: SQL, rows: readonly NewTransaction[]): SQL[] =>
  jsonInsertStatements(
    transactions,
    rows.map((row) => record(userId, row)),
    guard,
  ).map((statement) => sql`${statement} RETURNING ${transactions.id}`);

export const updateTransaction = (db: Db, userId: number, id: number, guard: SQL, values: Partial<NewTransaction>) =>
  db
    .update(transactions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(own(userId, id), guard));

export const deleteTransaction = (db: Db, userId: number, id: number, guard: SQL) =>
  db.delete(transactions).where(and(own(userId, id), guard));

export const deleteTransactionsOfPosition = (db: Db, userId: number, spotPositionId: number) =>
  db.delete(transactions).where(and(eq(transactions.userId, userId), eq(transactions.spotPositionId, spotPositionId)));

export const findBackingBuy = async (db: Db, userId: number, spotPositionIds: readonly number[]) =>
  spotPositionIds.length === 0
    ? []
    : db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), inArray(transactions.spotPositionId, [...spotPositionIds])))
        .all();

/**
 * Runs guarded statements then moves the version on, all in one D1 batch (one transaction). Answers the
 * statements' results, or null when the ledger had moved on meanwhile (then nothing was written).
 */
export async function commitLedger(db: Db, userId: number, version: number, statements: readonly Statement[]) {
  const bump = db
    .update(users)
    .set({ ledgerVersion: sql`${users.ledgerVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.ledgerVersion, version)));
  const results = await runBatchResults(db, [...statements, bump]);
  return results.at(-1)?.meta.changes === 1 ? results.slice(0, -1) : null;
}

/**
 * The current price typed on the user's spot positions of these coins (the newest position's), by coin id: a
 * coin the market does not price is valued at it, as product.md § Trading formulas values a position at `marketPrice ?? currentPrice`.
 */
export async function enteredPrices(db: Db, userId: number, coinIds: readonly string[]) {
  const found = new Map<string, { price: string; at: Date }>();
  if (coinIds.length === 0) return found;
  const rows = await db
    .select({ coinId: transactions.coinId, price: spotPositions.currentPrice, at: spotPositions.createdAt })
    .from(transactions)
    .innerJoin(spotPositions, eq(spotPositions.id, transactions.spotPositionId))
    .where(
      and(
        eq(transactions.userId, userId),
        sql`${transactions.coinId} IN (SELECT value FROM json_each(${JSON.stringify(coinIds)}))`,
      ),
    )
    .orderBy(desc(spotPositions.id))
    .all();
  for (const row of rows) if (!found.has(row.coinId)) found.set(row.coinId, { price: row.price, at: row.at });
  return found;
}
