import type { Db } from "../db";
import { reserveCalls, startCooldown } from "../db/upstream-budget";
import { type CoinGeckoConfig, type MarketSource, createCoinGecko } from "../upstream/coingecko";
import { COINGECKO } from "../upstream/coingecko-parse";
import { UpstreamError } from "../upstream/http";

const PROVIDER = "coingecko";

/**
 * Runs `calls` CoinGecko calls inside the app-wide budget kept in D1: refused (UpstreamError "budget",
 * no call made) when the minute's budget minus `headroom` is spent or a 429 cool-down runs; a 429 starts
 * the cool-down the service asked for, so every isolate skips calls until it ends.
 */
export async function callCoinGecko<T>(
  db: Db,
  config: CoinGeckoConfig,
  now: Date,
  calls: number,
  run: (source: MarketSource) => Promise<T>,
  { headroom = 0 } = {},
): Promise<T> {
  if (config.plan === "offline") throw new UpstreamError(COINGECKO, "budget", "CoinGecko is offline by configuration");
  if (!(await reserveCalls(db, PROVIDER, calls, config.callsPerMinute - headroom, now))) {
    throw new UpstreamError(COINGECKO, "budget", `no CoinGecko budget for ${calls} call(s) now`);
  }
  try {
    return await run(createCoinGecko(config));
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === "rate_limited") {
      await startCooldown(db, PROVIDER, new Date(now.getTime() + (err.retryAfterSeconds ?? 60) * 1000), now);
    }
    throw err;
  }
}
