import { type SQL, eq, sql } from "drizzle-orm";
import {
  FINE_FOR_MS,
  HOURLY_FOR_MS,
  DAY_MS,
  HOUR_MS,
  type PricePoint,
  RECORD_EVERY_MS,
  sparklinePointTimes,
} from "../../domain/price-history";
import { marketCoins } from "../../schema/market";
import { priceHistory, priceHistoryCoins } from "../../schema/price-history";
import { runBatch } from "./batch";
import type { Db } from "./index";

/** Coins per statement: 100 sparklines of 42 timed points make a JSON parameter of about 100 KB at most. */
const COINS_PER_STATEMENT = 100;
/** Points per statement for one coin's backfill (about 30 KB of JSON). */
const POINTS_PER_STATEMENT = 1000;
/** Each roll-up looks this far behind its boundary, so a cron that missed runs for days still catches up. */
const ROLL_UP_WINDOW_MS = 7 * DAY_MS;

const chunk = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const h = priceHistory;
const registry = priceHistoryCoins;

/** Registers coins as having history (the roll-up walks this list). */
const registerStatement = (ids: readonly string[]) =>
  sql`INSERT OR IGNORE INTO ${registry} (${sql.identifier(registry.coinId.name)})
      SELECT value FROM json_each(${JSON.stringify(ids)})`;

/**
 * The statements that record each coin's current price at `now`: at most one point per coin in each
 * 5-minute slot (a refresh every minute records the slot's first price), coins registered.
 */
export function recordPriceStatements(prices: ReadonlyArray<{ id: string; price: number | null }>, now: Date): SQL[] {
  const priced = prices.filter((p): p is { id: string; price: number } => p.price !== null && Number.isFinite(p.price));
  if (priced.length === 0) return [];
  const t = now.getTime();
  const slot = Math.floor(t / RECORD_EVERY_MS) * RECORD_EVERY_MS;
  const inserts = chunk(priced, 500).map(
    (part) => sql`INSERT OR IGNORE INTO ${h} (coin_id, t, price)
      SELECT json_extract(value, '$.id'), ${t}, json_extract(value, '$.price') FROM json_each(${JSON.stringify(part)}) AS p
      WHERE NOT EXISTS (SELECT 1 FROM ${h} AS seen WHERE seen.coin_id = json_extract(p.value, '$.id')
        AND seen.t >= ${slot} AND seen.t < ${slot + RECORD_EVERY_MS})`,
  );
  return [...inserts, registerStatement(priced.map((p) => p.id))];
}

export type SparklineRecord = { id: string; sparkline: readonly number[]; endsAt: Date };

/**
 * The statements that record the 7-day sparklines of coins that have no history yet, each point at its
 * real time (domain/price-history.ts), then register them. Coins with history keep what they have.
 */
export function recordSparklineStatements(coins: readonly SparklineRecord[]): SQL[] {
  const records = coins
    .filter((c) => c.sparkline.length > 0)
    .map((c) => {
      const times = sparklinePointTimes(c.endsAt.getTime(), c.sparkline.length);
      return { id: c.id, points: c.sparkline.map((price, i) => [times[i], price]) };
    });
  if (records.length === 0) return [];
  const inserts = chunk(records, COINS_PER_STATEMENT).map(
    (part) => sql`INSERT OR IGNORE INTO ${h} (coin_id, t, price)
      SELECT json_extract(c.value, '$.id'), json_extract(p.value, '$[0]'), json_extract(p.value, '$[1]')
      FROM json_each(${JSON.stringify(part)}) AS c, json_each(c.value, '$.points') AS p
      WHERE NOT EXISTS (SELECT 1 FROM ${registry} AS r WHERE r.coin_id = json_extract(c.value, '$.id'))`,
  );
  return [...inserts, registerStatement(records.map((r) => r.id))];
}

/**
 * Offline (or before the first live refresh), history is what the snapshot recorded: when no coin has
 * history yet, the cached top list's sparklines are recorded at their real times. Racing callers are
 * harmless (every insert ignores what exists).
 */
export async function ensureHistorySeeded(db: Db): Promise<void> {
  if (await db.select({ id: registry.coinId }).from(registry).limit(1).get()) return;
  const rows = await db
    .select({ id: marketCoins.id, sparkline: marketCoins.sparkline, endsAt: marketCoins.updatedAt })
    .from(marketCoins)
    .all();
  await runBatch(db, recordSparklineStatements(rows));
}

/**
 * Thins old history, keeping each period's last real point: 5-minute points older than 24 h to one per
 * hour, hourly points older than 90 days to one per UTC day. Walks the registered coins through the primary
 * key, inside a window behind each boundary. Answers the rows deleted.
 */
export async function rollUpPriceHistory(db: Db, now: Date): Promise<number> {
  // D1 binds JS numbers as REAL: the slot's integer division needs the CAST.
  const thin = (boundary: number, bucket: number) =>
    sql`DELETE FROM ${h} WHERE coin_id IN (SELECT coin_id FROM ${registry})
      AND t >= ${boundary - ROLL_UP_WINDOW_MS} AND t < ${boundary}
      AND EXISTS (SELECT 1 FROM ${h} AS later WHERE later.coin_id = ${h}.coin_id
        AND later.t > ${h}.t AND later.t < (${h}.t / CAST(${bucket} AS INTEGER) + 1) * ${bucket})`;
  const t = now.getTime();
  let deleted = 0;
  for (const statement of [thin(t - FINE_FOR_MS, HOUR_MS), thin(t - HOURLY_FOR_MS, DAY_MS)]) {
    deleted += (await db.run(statement)).meta.changes ?? 0;
  }
  return deleted;
}

/** A coin's recorded points in [from, to], oldest first. */
export async function readHistory(db: Db, coinId: string, from: number, to: number): Promise<PricePoint[]> {
  return db.$client
    .prepare("SELECT t, price FROM price_history WHERE coin_id = ?1 AND t >= ?2 AND t <= ?3 ORDER BY t")
    .bind(coinId, from, to)
    .raw<PricePoint>();
}

export async function hasHistory(db: Db, coinId: string): Promise<boolean> {
  return Boolean(await db.select({ id: registry.coinId }).from(registry).where(eq(registry.coinId, coinId)).get());
}

/**
 * Claims a coin's backfill for this request, in one statement: only when it was never backfilled and no
 * attempt ran in the last `retryMs` (so 40 requests at once start one backfill). Registers the coin.
 */
export async function claimBackfill(db: Db, coinId: string, now: Date, retryMs: number): Promise<boolean> {
  const row = await db
    .insert(registry)
    .values({ coinId, backfillAttemptAt: now })
    .onConflictDoUpdate({
      target: registry.coinId,
      set: { backfillAttemptAt: now },
      setWhere: sql`${registry.backfilledAt} IS NULL AND (${registry.backfillAttemptAt} IS NULL
        OR ${registry.backfillAttemptAt} <= ${now.getTime() - retryMs})`,
    })
    .returning({ coinId: registry.coinId })
    .get();
  return Boolean(row);
}

/** Gives a claim back (the attempt made no call, e.g. no budget this minute): the next request may try. */
export async function releaseBackfill(db: Db, coinId: string): Promise<void> {
  await db.update(registry).set({ backfillAttemptAt: null }).where(eq(registry.coinId, coinId));
}

/** Keeps the backfilled points (existing points win) and marks the coin backfilled, in one batch. */
export async function storeBackfill(db: Db, coinId: string, points: readonly PricePoint[], now: Date): Promise<void> {
  const inserts = chunk(points, POINTS_PER_STATEMENT).map(
    (part) => sql`INSERT OR IGNORE INTO ${h} (coin_id, t, price)
      SELECT ${coinId}, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${JSON.stringify(part)})`,
  );
  await runBatch(db, [...inserts, db.update(registry).set({ backfilledAt: now }).where(eq(registry.coinId, coinId))]);
}

/**
 * Several coins' points in [from, to], at most the last real point of each `bucketMs` slot per coin, grouped
 * by coin and oldest first (one statement: the coin list goes as one JSON parameter).
 */
export async function readHistories(
  db: Db,
  coinIds: readonly string[],
  from: number,
  to: number,
  bucketMs: number,
): Promise<Map<string, PricePoint[]>> {
  const series = new Map<string, PricePoint[]>(coinIds.map((id) => [id, []]));
  if (coinIds.length === 0) return series;
  const rows = await db.$client
    .prepare(
      `SELECT coin_id, max(t) AS t, price FROM price_history
       WHERE coin_id IN (SELECT value FROM json_each(?1)) AND t >= ?2 AND t <= ?3
       GROUP BY coin_id, t / CAST(?4 AS INTEGER) ORDER BY coin_id, t`,
    )
    .bind(JSON.stringify(coinIds), from, to, bucketMs)
    .raw<[string, number, number]>();
  for (const [coinId, t, price] of rows) series.get(coinId)?.push([t, price]);
  return series;
}
