/**
 * Refreshing the market lists from CoinGecko, and when each list is due: shared by the cron
 * (worker/jobs/market.ts decides what runs each minute) and by market reads, which start a refresh in the
 * background when no cron runs (services/market-data.ts).
 */
import { filterMarketCoins } from "../../domain/list-filters";
import { findEcosystem } from "../../domain/ecosystems";
import type { CoinData } from "../../schema/market";
import type { Env } from "../env";
import { type Db, getDb } from "../db";
import { replaceEcosystemTokens, replaceTopCoins } from "../db/market-coins";
import { recordPriceStatements, recordSparklineStatements } from "../db/price-history";
import { runBatch } from "../db/batch";
import {
  type DataState,
  type MarketMeta,
  TOP_KEY,
  acquireRefreshLock,
  ecosystemKey,
  releaseRefreshLock,
} from "../db/market-meta";
import { type MarketSource, coinGeckoConfig } from "../upstream/coingecko";
import { COINGECKO, type Parsed } from "../upstream/coingecko-parse";
import { UpstreamError } from "../upstream/http";
import { callCoinGecko } from "./coingecko-budget";

/** Top 1000 = 4 pages of 250, CoinGecko's largest page. */
export const TOP_PAGES = 4;
const PER_PAGE = 250;
/** Ecosystem lists refreshed per cron run: with the top list's 4 calls, 6 of the default 20 calls a minute. */
export const ECOSYSTEMS_PER_RUN = 2;
/** Calls each minute that visitor-driven calls (search, history backfill) leave to the cron's refreshes. */
export const CRON_CALLS_PER_MINUTE = TOP_PAGES + ECOSYSTEMS_PER_RUN;
/** By default an ecosystem list is refreshed at most every 10 minutes; 31 lists at 2 a minute take ~16. */
const ECOSYSTEM_MAX_AGE_SECONDS = 600;
/** Longer than parallel calls with 8 s timeouts plus the write; a dead refresh frees the lock after this. */
const LOCK_MS = 60_000;
/** After any attempt, requests wait this long before starting another one (failures do not hammer). */
const RETRY_AFTER_MS = 30_000;
/** Cron fires about every 60 s with jitter; the slack keeps a 60 s cycle from skipping every other minute. */
const SCHEDULE_SLACK_MS = 10_000;

export type RefreshOutcome =
  /** `statements`: the D1 statements of the one batch that wrote the list. */
  | { status: "ok"; stored: number; calls: number; statements: number; ms: number }
  | { status: "skipped"; reason: "offline" | "busy" | "budget" }
  | { status: "failed"; error: string };

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return (value && Number.isInteger(n) && n > 0 ? n : fallback) * 1000;
};
export const topMaxAgeMs = (env: Env) => seconds(env.MARKET_REFRESH_SECONDS, 60);
export const ecosystemMaxAgeMs = (env: Env) => seconds(env.ECOSYSTEM_REFRESH_SECONDS, ECOSYSTEM_MAX_AGE_SECONDS);

/**
 * The earliest time a refresh of a data set may start: once it is old enough, no refresh holds its lock and
 * the last attempt (success or failure) is RETRY_AFTER_MS behind — the back-off after a failure.
 */
export function nextRefreshAt(meta: MarketMeta | null, maxAgeMs: number): Date {
  const times = [
    meta?.refreshingUntil?.getTime() ?? 0,
    meta?.lastAttemptAt ? meta.lastAttemptAt.getTime() + RETRY_AFTER_MS : 0,
    meta?.updatedAt ? meta.updatedAt.getTime() + maxAgeMs - SCHEDULE_SLACK_MS : 0,
  ];
  return new Date(Math.max(...times));
}

/** Whether a data set should be refreshed now: old enough, not being refreshed, not just tried. */
export const isDue = (meta: MarketMeta | null, now: Date, maxAgeMs: number): boolean =>
  nextRefreshAt(meta, maxAgeMs).getTime() <= now.getTime();

/** A page that lost most of its rows to the parser means the format changed: use none of it. */
export function usableRows(page: Parsed<CoinData>): CoinData[] {
  if (page.dropped > page.rows.length) {
    throw new UpstreamError(
      COINGECKO,
      "invalid",
      `${page.dropped} of ${page.dropped + page.rows.length} rows malformed`,
    );
  }
  return page.rows;
}

/**
 * The common shape of every refresh: lock, budget, fetch, then one batched write. On any failure nothing
 * is written, so the last good data stays; a list never becomes empty.
 */
async function refresh(
  env: Env,
  now: Date,
  key: string,
  calls: number,
  load: (source: MarketSource) => Promise<CoinData[]>,
  store: (db: Db, coins: CoinData[], state: DataState) => Promise<number>,
): Promise<RefreshOutcome> {
  const config = coinGeckoConfig(env);
  if (config.plan === "offline") return { status: "skipped", reason: "offline" };
  const db = getDb(env.DB);
  if (!(await acquireRefreshLock(db, key, now, LOCK_MS))) return { status: "skipped", reason: "busy" };
  let error: string | null = null;
  const started = Date.now();
  try {
    const coins = filterMarketCoins(await callCoinGecko(db, config, now, calls, load));
    if (coins.length === 0) throw new UpstreamError(COINGECKO, "invalid", "no usable coins in the answer");
    const statements = await store(db, coins, { source: "coingecko", updatedAt: now });
    const ms = Date.now() - started;
    // Operators read the refresh's cost here (and npm run bench does).
    console.log(
      `market refresh of ${key}: ${coins.length} coins, ${calls} upstream calls, ${statements} D1 statements in one batch, ${ms} ms`,
    );
    return { status: "ok", stored: coins.length, calls, statements, ms };
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === "budget") return { status: "skipped", reason: "budget" };
    error = err instanceof Error ? err.message : String(err);
    console.error(`market refresh of ${key} failed, keeping the last good data: ${error}`);
    return { status: "failed", error };
  } finally {
    await releaseRefreshLock(db, key, error, now);
  }
}

/**
 * Records a refresh's prices in the price history (a batch of its own after the list's): the current
 * prices at most every 5 minutes, and the 7-day sparkline of a coin seen for the first time. A failure
 * here is logged and leaves the stored list as it is.
 */
async function recordHistory(db: Db, coins: readonly CoinData[], now: Date): Promise<void> {
  try {
    await runBatch(db, [
      ...recordSparklineStatements(coins.map((c) => ({ id: c.id, sparkline: c.sparkline, endsAt: now }))),
      ...recordPriceStatements(
        coins.map((c) => ({ id: c.id, price: c.currentPrice })),
        now,
      ),
    ]);
  } catch (err) {
    console.error("recording the price history failed", err);
  }
}

/** The top 1000 in 4 parallel calls, written as one batch. */
export function refreshTopCoins(env: Env, now: Date): Promise<RefreshOutcome> {
  return refresh(
    env,
    now,
    TOP_KEY,
    TOP_PAGES,
    async (source) => {
      const pages = Array.from({ length: TOP_PAGES }, (_, i) => source.markets({ page: i + 1, perPage: PER_PAGE }));
      return (await Promise.all(pages)).flatMap(usableRows);
    },
    async (db, coins, state) => {
      const statements = await replaceTopCoins(db, coins, state);
      await recordHistory(db, coins, state.updatedAt);
      return statements;
    },
  );
}

/** One ecosystem's list from its CoinGecko category: one call, its top 250 by market cap. */
export function refreshEcosystem(env: Env, ecosystemId: string, now: Date): Promise<RefreshOutcome> {
  const ecosystem = findEcosystem(ecosystemId);
  if (!ecosystem) return Promise.resolve({ status: "failed", error: `unknown ecosystem ${ecosystemId}` });
  return refresh(
    env,
    now,
    ecosystemKey(ecosystem.id),
    1,
    async (source) => usableRows(await source.markets({ page: 1, perPage: PER_PAGE, category: ecosystem.categoryId })),
    async (db, coins, state) => {
      const statements = await replaceEcosystemTokens(db, ecosystem.id, coins, state);
      await recordHistory(db, coins, state.updatedAt);
      return statements;
    },
  );
}
