import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Market figures are REAL: CoinGecko sends them as JSON doubles, REAL keeps exactly that double, and no
// user money is computed from these columns without going through domain/ (docs/decisions.md).
const coinColumns = () => ({
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  image: text("image"),
  currentPrice: real("current_price"),
  marketCap: real("market_cap"),
  marketCapRank: integer("market_cap_rank"),
  totalVolume: real("total_volume"),
  circulatingSupply: real("circulating_supply"),
  change24h: real("price_change_percentage_24h"),
  change7d: real("price_change_percentage_7d"),
  /** 7-day prices, oldest first, about 42 points. */
  sparkline: text("sparkline_7d", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  ...coinDetailColumns(),
});

/**
 * What /coins/markets gives besides the list's figures, read by the coin page only (the lists leave these
 * columns out). Nullable: rows stored before them have none, and CoinGecko sends null where it has none
 * (no max supply, a coin too young for an ATH).
 */
const coinDetailColumns = () => ({
  high24h: real("high_24h"),
  low24h: real("low_24h"),
  ath: real("ath"),
  athChangePercentage: real("ath_change_percentage"),
  athDate: integer("ath_date", { mode: "timestamp_ms" }),
  atl: real("atl"),
  atlChangePercentage: real("atl_change_percentage"),
  atlDate: integer("atl_date", { mode: "timestamp_ms" }),
  totalSupply: real("total_supply"),
  maxSupply: real("max_supply"),
  fullyDilutedValuation: real("fully_diluted_valuation"),
});
export type CoinDetailField = keyof ReturnType<typeof coinDetailColumns>;
export const COIN_DETAIL_FIELDS = Object.keys(coinDetailColumns()) as CoinDetailField[];

/** The top-1000 market list, in list order (`position` 1…n, market-cap order as CoinGecko gave it). */
export const marketCoins = sqliteTable(
  "market_coins",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull(),
    ...coinColumns(),
  },
  (t) => [index("market_coins_position_idx").on(t.position)],
);

/** Each ecosystem's list from its CoinGecko category (it holds coins outside the top 1000, so no join). */
export const ecosystemTokens = sqliteTable(
  "ecosystem_tokens",
  {
    ecosystemId: text("ecosystem_id").notNull(),
    coinId: text("coin_id").notNull(),
    position: integer("position").notNull(),
    ...coinColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.ecosystemId, t.coinId] }),
    index("ecosystem_tokens_position_idx").on(t.ecosystemId, t.position),
  ],
);

/**
 * One row per data set ("top", "ecosystem:<id>"): where its data came from and when (both null until the
 * first data arrives), and a refresh lock that expires on its own so a crashed refresh blocks nothing.
 */
export const marketMeta = sqliteTable("market_meta", {
  key: text("key").primaryKey(),
  source: text("source", { enum: ["coingecko", "snapshot"] }),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  refreshingUntil: integer("refreshing_until", { mode: "timestamp_ms" }),
  lastAttemptAt: integer("last_attempt_at", { mode: "timestamp_ms" }),
  lastError: text("last_error"),
  /** The first failed refresh since the last good one (null while refreshes succeed): "unavailable since". */
  failingSince: integer("failing_since", { mode: "timestamp_ms" }),
});

/** Upstream calls made in the current minute, and a 429 cool-down, shared by every isolate of the app. */
export const upstreamBudget = sqliteTable("upstream_budget", {
  provider: text("provider").primaryKey(),
  windowStart: integer("window_start").notNull(),
  calls: integer("calls").notNull(),
  cooldownUntil: integer("cooldown_until"),
});

/** A coin as the worker stores it: what the CoinGecko parser gives and worker/db maps to columns. */
export type CoinData = {
  id: string;
  symbol: string;
  name: string;
  image: string | null;
  currentPrice: number | null;
  marketCap: number | null;
  marketCapRank: number | null;
  totalVolume: number | null;
  circulatingSupply: number | null;
  change24h: number | null;
  change7d: number | null;
  sparkline: number[];
  /** Figures the coin page shows besides (schema/market.ts coinDetailColumns); dates in unix ms. */
  high24h: number | null;
  low24h: number | null;
  ath: number | null;
  athChangePercentage: number | null;
  athDate: number | null;
  atl: number | null;
  atlChangePercentage: number | null;
  atlDate: number | null;
  totalSupply: number | null;
  maxSupply: number | null;
  fullyDilutedValuation: number | null;
};
