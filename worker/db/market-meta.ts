import { eq, sql } from "drizzle-orm";
import { marketMeta } from "../../schema/market";
import type { Db } from "./index";

export type MarketMeta = typeof marketMeta.$inferSelect;
/**
 * A data set that has data: its source and time are known; `failingSince` is when live refreshes started
 * failing (null or absent while they succeed).
 */
export type DataState = { source: "coingecko" | "snapshot"; updatedAt: Date; failingSince?: Date | null };

export const TOP_KEY = "top";
export const ecosystemKey = (ecosystemId: string) => `ecosystem:${ecosystemId}`;

export async function getMeta(db: Db, key: string): Promise<MarketMeta | null> {
  return (await db.select().from(marketMeta).where(eq(marketMeta.key, key)).get()) ?? null;
}

export async function listMeta(db: Db): Promise<MarketMeta[]> {
  return db.select().from(marketMeta).all();
}

export const dataState = (meta: MarketMeta | null): DataState | null =>
  meta?.source && meta.updatedAt
    ? { source: meta.source, updatedAt: meta.updatedAt, failingSince: meta.failingSince }
    : null;

/**
 * Takes the refresh lock of a data set until `now + holdMs`, or answers false when another refresh holds
 * it. The lock expires by itself, so a refresh that died (isolate evicted mid-call) blocks nothing for long.
 */
export async function acquireRefreshLock(db: Db, key: string, now: Date, holdMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + holdMs);
  const row = await db
    .insert(marketMeta)
    .values({ key, refreshingUntil: until, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: marketMeta.key,
      set: { refreshingUntil: until, lastAttemptAt: now },
      setWhere: sql`${marketMeta.refreshingUntil} IS NULL OR ${marketMeta.refreshingUntil} <= ${now.getTime()}`,
    })
    .returning({ key: marketMeta.key })
    .get();
  return Boolean(row);
}

/**
 * Ends a refresh; a failure is remembered, with the time of the first failure in a row, so the status and
 * the labels can say why data is old and since when live data is unavailable.
 */
export async function releaseRefreshLock(db: Db, key: string, error: string | null, now: Date): Promise<void> {
  const failure = error
    ? { lastError: error.slice(0, 500), failingSince: sql`COALESCE(${marketMeta.failingSince}, ${now.getTime()})` }
    : {};
  await db
    .update(marketMeta)
    .set({ refreshingUntil: null, ...failure })
    .where(eq(marketMeta.key, key));
}

/** The statement that records fresh data of a data set (run in the same batch as the data itself). */
export const markFresh = (db: Db, key: string, { source, updatedAt }: DataState) => {
  const fresh = { source, updatedAt, lastError: null, failingSince: null };
  return db
    .insert(marketMeta)
    .values({ key, ...fresh })
    .onConflictDoUpdate({ target: marketMeta.key, set: fresh });
};
