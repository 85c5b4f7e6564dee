import type { Context } from "hono";
import type { AppEnv } from "../env";
import { type Db, getDb } from "../db";
import type { DataState, MarketMeta } from "../db/market-meta";
import { ensureTopSeeded } from "./market-seed";
import { type RefreshOutcome, isDue, refreshTopCoins, topMaxAgeMs } from "./market-refresh";
import { coinGeckoConfig } from "../upstream/coingecko";

/**
 * Says where the answer's data came from and as of when (every market data response carries these), and
 * since when live data has been unavailable while refreshes fail.
 */
export function setDataHeaders(c: Context<AppEnv>, state: DataState) {
  c.header("X-Data-Source", state.source);
  c.header("X-Data-Updated-At", state.updatedAt.toISOString());
  if (state.failingSince) c.header("X-Data-Failing-Since", state.failingSince.toISOString());
}

/**
 * When the data set is due and nothing refreshes it (wrangler dev has no cron), the request starts the
 * refresh in the background and answers at once with what it has; the refresh itself takes the lock.
 */
export function refreshInBackgroundIfDue(
  c: Context<AppEnv>,
  meta: MarketMeta | null,
  maxAgeMs: number,
  refresh: (now: Date) => Promise<RefreshOutcome>,
) {
  const now = new Date();
  if (coinGeckoConfig(c.env).plan === "offline" || !isDue(meta, now, maxAgeMs)) return;
  c.executionCtx.waitUntil(refresh(now).catch((err) => console.error("background market refresh failed", err)));
}

/** The top list's database and state: seeded from the snapshot on first use, headers set. */
export async function loadTopMarket(c: Context<AppEnv>): Promise<{ db: Db; state: DataState }> {
  const db = getDb(c.env.DB);
  const { meta, state } = await ensureTopSeeded(db);
  refreshInBackgroundIfDue(c, meta, topMaxAgeMs(c.env), (now) => refreshTopCoins(c.env, now));
  setDataHeaders(c, state);
  return { db, state };
}
