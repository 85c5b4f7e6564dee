import { rankCoinMatches } from "../../domain/list-filters";
import { SEARCH_RESULTS_MAX, type SearchCoin } from "../../schema/market-api";
import type { Env } from "../env";
import type { Db } from "../db";
import { CRON_CALLS_PER_MINUTE } from "./market-refresh";
import { coinGeckoConfig } from "../upstream/coingecko";
import { callCoinGecko } from "./coingecko-budget";
import { UpstreamError } from "../upstream/http";

/** Searches leave this many calls of each minute to the cron's refreshes, so visitors cannot starve them. */
const CRON_RESERVE = CRON_CALLS_PER_MINUTE;

/**
 * A coin outside the cached market, from CoinGecko's /search (one call) and its prices from /simple/price
 * (a second call, only within budget; a coin without a price shows N/A). Any failure answers nothing:
 * a search is a convenience and is logged, never an error for the visitor.
 */
export async function searchCoinGecko(env: Env, db: Db, text: string, now: Date): Promise<SearchCoin[]> {
  const config = coinGeckoConfig(env);
  if (config.plan === "offline") return [];
  try {
    const hits = await callCoinGecko(db, config, now, 1, (s) => s.search(text), { headroom: CRON_RESERVE });
    const best = rankCoinMatches(hits, text, SEARCH_RESULTS_MAX);
    if (best.length === 0) return [];
    const prices = await callCoinGecko(db, config, now, 1, (s) => s.simplePrices(best.map((h) => h.id)), {
      headroom: CRON_RESERVE,
    }).catch((err: unknown) => {
      console.warn("coin search: no prices", err instanceof Error ? err.message : err);
      return new Map<string, number>();
    });
    return best.map((hit) => ({
      id: hit.id,
      name: hit.name,
      symbol: hit.symbol,
      image: hit.image,
      current_price: prices.get(hit.id) ?? null,
    }));
  } catch (err) {
    if (!(err instanceof UpstreamError && err.kind === "budget")) console.warn("coin search upstream failed", err);
    return [];
  }
}
