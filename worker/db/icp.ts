import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import snapshotJson from "../data/icp-snapshot.json";
import { icpMeta, icpTokens, type IcpDataSource, type IcpToken } from "../../schema/icp";
import type { Db } from "./index";

export type IcpTokenRow = typeof icpTokens.$inferSelect;
export type IcpMetaRow = typeof icpMeta.$inferSelect;

/** worker/data/icp-snapshot.json, built by scripts/build-icp-snapshot.mjs from recorded responses. */
type SnapshotToken = Omit<IcpToken, "token_id" | "metrics" | Figure> & Record<Figure, string | null>;
type Figure = "price" | "market_cap" | "volume_24h" | "price_change_24h" | "tvl";
export const ICP_SNAPSHOT = snapshotJson as { as_of: string; tokens: SnapshotToken[] };

const META_ID = 1;

const num = (text: string | null) => (text === null ? null : Number(text));

/** A cached row in the ICP token shape (product.md § Data shapes); figures become JSON numbers, the token id is the canister id. */
export function toIcpToken(row: IcpTokenRow): IcpToken {
  const metrics = {
    price: num(row.price),
    price_change_24h: num(row.priceChange24h),
    volume_24h: num(row.volume24h),
    market_cap: num(row.marketCap),
    tvl: num(row.tvl),
    updated_at: row.updatedAt.toISOString(),
  };
  return {
    token_id: row.canisterId,
    name: row.name,
    symbol: row.symbol,
    canister_id: row.canisterId,
    logo_url: row.logoUrl,
    decimals: row.decimals,
    ...metrics,
    metrics,
  };
}

function snapshotRows(): IcpTokenRow[] {
  return ICP_SNAPSHOT.tokens.map((token) => ({
    canisterId: token.canister_id,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    logoUrl: token.logo_url,
    price: token.price,
    marketCap: token.market_cap,
    volume24h: token.volume_24h,
    priceChange24h: token.price_change_24h,
    tvl: token.tvl,
    updatedAt: new Date(token.updated_at),
    source: "snapshot",
  }));
}

export async function readIcpMeta(db: Db): Promise<IcpMetaRow | null> {
  return (await db.select().from(icpMeta).where(eq(icpMeta.id, META_ID)).get()) ?? null;
}

export async function readIcpTokens(db: Db): Promise<IcpTokenRow[]> {
  return db.select().from(icpTokens).all();
}

export async function findIcpToken(db: Db, canisterId: string): Promise<IcpTokenRow | null> {
  return (await db.select().from(icpTokens).where(eq(icpTokens.canisterId, canisterId)).get()) ?? null;
}

/** A drizzle query as a D1 statement, for D1's own batch (drizzle's cannot batch a raw query with parameters). */
const statement = (db: Db, query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = query.toSQL();
  return db.$client.prepare(text).bind(...params);
};

/**
 * Rows go in as one JSON parameter per few hundred rows, unpacked by SQLite's json_each: D1 allows 100 bound
 * parameters a statement, which would mean hundreds of statements for a full exchange list.
 */
const ROWS_PER_STATEMENT = 400;
const COLUMNS: Array<[string, keyof IcpTokenRow]> = [
  ["canister_id", "canisterId"],
  ["name", "name"],
  ["symbol", "symbol"],
  ["decimals", "decimals"],
  ["logo_url", "logoUrl"],
  ["price", "price"],
  ["market_cap", "marketCap"],
  ["volume_24h", "volume24h"],
  ["price_change_24h", "priceChange24h"],
  ["tvl", "tvl"],
  ["updated_at", "updatedAt"],
  ["source", "source"],
];
const INSERT_FROM_JSON = `INSERT OR IGNORE INTO icp_tokens (${COLUMNS.map(([column]) => column).join(", ")})
  SELECT ${COLUMNS.map(([, key]) => `json_extract(value, '$.${key}')`).join(", ")} FROM json_each(?)`;

function insertRows(db: Db, rows: IcpTokenRow[], onlyIfUnseeded: boolean): D1PreparedStatement[] {
  const text = onlyIfUnseeded ? `${INSERT_FROM_JSON} WHERE NOT EXISTS (SELECT 1 FROM icp_meta)` : INSERT_FROM_JSON;
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => ({ ...row, updatedAt: row.updatedAt.getTime() }));
    statements.push(db.$client.prepare(text).bind(JSON.stringify(chunk)));
  }
  return statements;
}

/**
 * Fills an empty cache from the bundled snapshot. Guarded in SQL, so when two first requests (or a request
 * and the cron) race, the later batch inserts nothing and never overwrites newer data.
 */
export async function seedIcpSnapshot(db: Db): Promise<void> {
  const asOf = new Date(ICP_SNAPSHOT.as_of);
  await db.$client.batch([
    ...insertRows(db, snapshotRows(), true),
    statement(
      db,
      db.insert(icpMeta).values({ id: META_ID, source: "snapshot", updatedAt: asOf }).onConflictDoNothing(),
    ),
  ]);
}

/** The cached list, seeding it from the snapshot on the first read of an empty cache. */
export async function loadIcpTokens(db: Db): Promise<{ meta: IcpMetaRow; rows: IcpTokenRow[] }> {
  let [meta, rows] = await Promise.all([readIcpMeta(db), readIcpTokens(db)]);
  if (!meta || rows.length === 0) {
    await seedIcpSnapshot(db);
    [meta, rows] = await Promise.all([readIcpMeta(db), readIcpTokens(db)]);
  }
  return { meta: meta!, rows };
}

/** Swaps the whole list in one transaction (D1 runs a batch atomically) and clears the refresh lock. */
export async function replaceIcpTokens(db: Db, rows: IcpTokenRow[], source: IcpDataSource, now: Date): Promise<void> {
  const meta = { source, updatedAt: now, lastAttemptAt: now, lastError: null, lockUntil: null, failingSince: null };
  await db.$client.batch([
    statement(db, db.delete(icpTokens)),
    ...insertRows(db, rows, false),
    statement(
      db,
      db
        .insert(icpMeta)
        .values({ id: META_ID, ...meta })
        .onConflictDoUpdate({ target: icpMeta.id, set: meta }),
    ),
  ]);
}

/** A failed refresh leaves the rows alone; only the attempt is noted (and the lock released). */
export async function recordIcpRefreshFailure(db: Db, message: string, now: Date): Promise<void> {
  await db
    .update(icpMeta)
    .set({
      lastAttemptAt: now,
      lastError: message.slice(0, 500),
      lockUntil: null,
      failingSince: sql`COALESCE(${icpMeta.failingSince}, ${now.getTime()})`,
    })
    .where(eq(icpMeta.id, META_ID));
}

/** True when this caller may refresh now: no other refresh holds an unexpired lock. */
export async function acquireIcpRefreshLock(db: Db, now: Date, holdMs: number): Promise<boolean> {
  const taken = await db
    .update(icpMeta)
    .set({ lockUntil: new Date(now.getTime() + holdMs) })
    .where(and(eq(icpMeta.id, META_ID), or(isNull(icpMeta.lockUntil), lte(icpMeta.lockUntil, now))))
    .returning({ id: icpMeta.id })
    .all();
  return taken.length === 1;
}
