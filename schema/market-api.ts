import { z } from "zod";
import type { MarketSource } from "../domain/format";
import type { ServedAd } from "./ad-constants";
import type { PublicUser } from "./users";

/** Query shapes of the public market endpoints and the JSON they answer, shared by worker and web. */

export const TOP_COINS_MAX = 1000;
export const SEARCH_RESULTS_MAX = 10;
export const MARKET_DATA_MAX_IDS = 100;

/** The price-id mapping of the ad payment currencies (product.md § Ad types and prices); /api/token-prices always covers these. */
export { PAYMENT_PRICE_IDS } from "./ad-constants";

/** CoinGecko coin ids: lower-case letters, digits, dots, hyphens and underscores. */
export const COIN_ID = /^[a-z0-9][a-z0-9._-]{0,119}$/;

export const topCoinsQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(TOP_COINS_MAX, `limit must be at most ${TOP_COINS_MAX}`)
    .default(TOP_COINS_MAX),
});

const searchText = z.string().max(100, "Search text must be at most 100 characters").optional();

/** `q` (add modals) or `query` (leveraged edit dialog); a blank search answers an empty list. */
export const searchCoinsQuery = z
  .object({ q: searchText, query: searchText })
  .refine((v) => v.q !== undefined || v.query !== undefined, { message: "q or query is required", path: ["q"] })
  .transform((v) => ({ text: (v.q ?? v.query ?? "").trim() }));

export const marketDataQuery = z.object({
  ids: z
    .string({ error: "ids is required" })
    .max(6000, "ids is too long")
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(COIN_ID, "ids must be coin ids such as bitcoin,ethereum"))
        .min(1, "ids is required")
        .max(MARKET_DATA_MAX_IDS, `at most ${MARKET_DATA_MAX_IDS} ids`),
    ),
});

export const ecosystemParam = z.object({ ecosystemId: z.string().max(64) });

/**
 * A coin of the market list (product.md § Data shapes, Market coin) with its 'View Ecosystem' target. The 7-day sparklines come
 * separately from /api/sparklines, so 1000 coins stay inside the payload budget (docs/decisions.md).
 */
export type MarketCoin = {
  id: string;
  name: string;
  symbol: string;
  image: string | null;
  current_price: number | null;
  market_cap: number | null;
  market_cap_rank: number | null;
  total_volume: number | null;
  circulating_supply: number | null;
  price_change_percentage_24h: number | null;
  price_change_percentage_7d_in_currency: number | null;
  ecosystem: string | null;
};

/** /api/sparklines: coin id → the 7-day line's shape, integers 0 (low) to 100 (high), oldest first. */
export type SparklineMap = Record<string, number[]>;

export type SearchCoin = Pick<MarketCoin, "id" | "name" | "symbol" | "image" | "current_price">;
export type MarketDataItem = { id: string; name: string; price: number };
export type TokenPriceMap = Record<string, { usd: number }>;
export type EcosystemSummary = {
  id: string;
  name: string;
  description: string;
  colors: { from: string; to: string };
};
/** `failingSince`: when live refreshes started failing (null while they succeed), as the label says. */
export type MarketStatus = { source: MarketSource; updatedAt: string; label: string; failingSince: string | null };

/**
 * GET /api/status: each upstream source of market data. `state` is "live" while the source serves fresh live
 * data, "fallback" when it is configured live but the app serves its last good data or the bundled snapshot
 * (refreshes failing, or none has succeeded yet), and "offline" when it is switched off by configuration.
 */
export type SourceStatus = {
  id: "coingecko" | "icpswap";
  name: string;
  state: "live" | "fallback" | "offline";
  /** What the app serves now: the source's own data or the snapshot, as of when, in the list's words. */
  data: { source: "coingecko" | "icpswap" | "snapshot"; updatedAt: string; label: string };
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  failingSince: string | null;
  /** The earliest next refresh (null when offline by configuration). */
  nextTryAt: string | null;
};
export type ApiStatus = { sources: SourceStatus[] };

/**
 * GET /api/first-screen: the answers of the routes every first screen reads, each as its own route gives it
 * (a part whose route failed is absent); `user` is null for a visitor.
 */
export type FirstScreen = Partial<{
  status: ApiStatus;
  marketStatus: MarketStatus;
  tickerCoins: MarketCoin[];
  activeAds: ServedAd[];
  user: PublicUser | null;
}>;
