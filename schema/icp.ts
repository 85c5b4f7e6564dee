import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { PricePoint } from "../domain/price-history";

/** Where the cached Internet Computer token list came from: the live exchange or the bundled snapshot. */
export const ICP_DATA_SOURCES = ["icpswap", "snapshot"] as const;
export type IcpDataSource = (typeof ICP_DATA_SOURCES)[number];

// Figures are TEXT decimal strings exactly as the exchange sent them (no float on the way in), or NULL
// when none was recorded; the API turns them into JSON numbers (docs/decisions.md).
export const icpTokens = sqliteTable("icp_tokens", {
  canisterId: text("canister_id").primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  decimals: integer("decimals"),
  logoUrl: text("logo_url"),
  price: text("price"),
  marketCap: text("market_cap"),
  volume24h: text("volume_24h"),
  priceChange24h: text("price_change_24h"),
  tvl: text("tvl"),
  /** When this row's figures were true: the fetch time, or the date of the recording a snapshot price comes from. */
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  source: text("source", { enum: ICP_DATA_SOURCES }).notNull(),
});

/** One row (id 1): what the token table holds, the last refresh attempt, and the cron's refresh lock. */
export const icpMeta = sqliteTable("icp_meta", {
  id: integer("id").primaryKey(),
  source: text("source", { enum: ICP_DATA_SOURCES }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  lastAttemptAt: integer("last_attempt_at", { mode: "timestamp_ms" }),
  lastError: text("last_error"),
  lockUntil: integer("lock_until", { mode: "timestamp_ms" }),
  /** The first failed refresh since the last good one (null while refreshes succeed): "unavailable since". */
  failingSince: integer("failing_since", { mode: "timestamp_ms" }),
});

// ---- API shapes (GET /api/{dex}/…) ----

/** product.md § Data shapes, ICP token; the figures are repeated under `metrics`, as clients may read either. */
export type IcpTokenMetrics = {
  price: number | null;
  price_change_24h: number | null;
  volume_24h: number | null;
  market_cap: number | null;
  tvl: number | null;
  updated_at: string;
};
export type IcpToken = {
  token_id: string;
  name: string;
  symbol: string;
  canister_id: string;
  logo_url: string | null;
  decimals: number | null;
  price: number | null;
  market_cap: number | null;
  volume_24h: number | null;
  price_change_24h: number | null;
  tvl: number | null;
  updated_at: string;
  metrics: IcpTokenMetrics;
};

export type IcpPoolSide = {
  canister_id: string;
  name: string;
  symbol: string;
  price: number | null;
  liquidity: number | null;
  volume_24h: number | null;
};
export type IcpPool = {
  pool_id: string;
  /** The pool's swap fee in percent (ICPSwap's fee tier 3000 is 0.3). */
  fee_percent: number | null;
  token0: IcpPoolSide;
  token1: IcpPoolSide;
  tvl: number | null;
  tvl_change_24h: number | null;
  volume_24h: number | null;
  volume_7d: number | null;
  total_volume: number | null;
  fees_24h: number | null;
  tx_count_24h: number | null;
};

export type IcpCandle = {
  open_time: string;
  close_time: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume_usd: number | null;
};

export type IcpTransactionSide = {
  canister_id: string;
  symbol: string;
  amount_in: number | null;
  amount_out: number | null;
  price: number | null;
};
export type IcpTransaction = {
  tx_hash: string;
  time: string;
  action: string;
  pool_id: string;
  from: string | null;
  to: string | null;
  token0: IcpTransactionSide;
  token1: IcpTransactionSide;
  value_usd: number | null;
};

/**
 * GET /api/{dex}/tokens/:id/history: the token's recorded prices in a range, `[unixMs, usd]` oldest first
 * (the coin history's shape); the window ends now, or offline at the time of the token's recorded figures.
 */
export type IcpTokenHistory = { points: PricePoint[]; source: IcpDataSource; from: number; to: number };

export type IcpLeaderboardEntry = { rank: number; account: string; volume_usd: number | null };

export type Paged<T> = { items: T[]; page: number; limit: number; total: number };

export type IcpStatus = {
  exchange: string;
  source: IcpDataSource;
  updatedAt: string;
  label: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** When live refreshes started failing; null while they succeed. */
  failingSince: string | null;
};

// ---- Query parameters ----

/** A principal in text form (canister ids are 5-5-5-5-3 groups of lowercase base32). */
export const principalSchema = z
  .string({ error: "Required: a canister id" })
  .regex(
    /^[a-z2-7]{5}(-[a-z2-7]{5}){0,10}(-[a-z2-7]{1,5})?$/,
    "Must be a canister id such as ryjl3-tyaaa-aaaaa-aaaba-cai",
  );

const whole = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(fallback);

export const DEFAULT_PAGE_SIZE = 50;
const page = whole(1, 1_000_000, 1);
const limit = (fallback: number) => whole(1, 100, fallback);

export const OHLC_INTERVALS = ["1m", "1h", "1d"] as const;
export type OhlcInterval = (typeof OHLC_INTERVALS)[number];
export const LEADERBOARD_PERIODS = ["24h", "7d", "30d"] as const;

export const topTokensQuerySchema = z.object({
  sort: z.enum(["volume"], { error: "sort must be 'volume'" }).default("volume"),
});
export const pageQuerySchema = z.object({ page, limit: limit(DEFAULT_PAGE_SIZE) });
export const leaderboardQuerySchema = z.object({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: `period must be one of ${LEADERBOARD_PERIODS.join(", ")}` })
    .default("24h"),
  page,
  limit: limit(DEFAULT_PAGE_SIZE),
});
export const ohlcQuerySchema = z.object({
  pair: principalSchema,
  interval: z.enum(OHLC_INTERVALS, { error: `interval must be one of ${OHLC_INTERVALS.join(", ")}` }).default("1h"),
  limit: limit(100),
});
