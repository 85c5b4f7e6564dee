import type { Env } from "../env";
import type { Db } from "../db";
import { claimBackfill, releaseBackfill, storeBackfill } from "../db/price-history";
import { CRON_CALLS_PER_MINUTE } from "./market-refresh";
import { coinGeckoConfig } from "../upstream/coingecko";
import { callCoinGecko } from "./coingecko-budget";
import { UpstreamError } from "../upstream/http";

/** A failed backfill is tried again after this long (a refused budget at once, by the next request). */
const RETRY_MS = 10 * 60_000;
/** CoinGecko's hourly window: its market chart is hourly up to 90 days back (our hourly tier too). */
const HOURLY_DAYS = 90;
/** The public and Demo APIs give at most 365 days of history; Pro gives all of it. */
const longestDays = (plan: string) => (plan === "pro" ? ("max" as const) : 365);

/**
 * The first time a coin's history is asked for with the live source configured, its longer history comes
 * from CoinGecko's market chart (2 calls: the longest span, daily; the last 90 days, hourly) inside the
 * app's call budget with the cron's calls left free, and is kept. A failure is logged; the history then is
 * what was recorded, and a later request tries again.
 */
export async function backfillHistory(env: Env, db: Db, coinId: string, now: Date): Promise<void> {
  const config = coinGeckoConfig(env);
  if (config.plan === "offline" || !(await claimBackfill(db, coinId, now, RETRY_MS))) return;
  try {
    const [long, hourly] = await callCoinGecko(
      db,
      config,
      now,
      2,
      (source) =>
        Promise.all([source.marketChart(coinId, longestDays(config.plan)), source.marketChart(coinId, HOURLY_DAYS)]),
      { headroom: CRON_CALLS_PER_MINUTE },
    );
    await storeBackfill(db, coinId, [...long, ...hourly], now);
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === "budget") return releaseBackfill(db, coinId);
    console.warn(`history backfill of ${coinId} failed`, err instanceof Error ? err.message : err);
  }
}
