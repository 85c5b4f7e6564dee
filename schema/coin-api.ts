import { z } from "zod";
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES, type PricePoint } from "../domain/price-history";
import type { MarketSource } from "../domain/format";
import { COIN_ID, type MarketCoin } from "./market-api";

/** Shapes of GET /api/coins/:id and its history, shared by worker and web. */

export const coinParam = z.object({
  id: z.string().max(120, "id is too long").regex(COIN_ID, "id must be a coin id such as bitcoin"),
});

export const historyQuery = z.object({
  range: z
    .enum(HISTORY_RANGES, { error: `range must be one of ${HISTORY_RANGES.join(", ")}` })
    .default(DEFAULT_HISTORY_RANGE),
});

/**
 * A coin of the market lists with what its page shows besides (product.md § Data shapes, Market coin, plus these). The extra
 * figures are CoinGecko's /coins/markets fields under their names, null where the source gave none (a
 * coin without a max supply, the offline snapshot's coins outside its recording); dates are ISO 8601.
 */
export type CoinDetail = MarketCoin & {
  high_24h: number | null;
  low_24h: number | null;
  ath: number | null;
  ath_change_percentage: number | null;
  ath_date: string | null;
  atl: number | null;
  atl_change_percentage: number | null;
  atl_date: string | null;
  total_supply: number | null;
  max_supply: number | null;
  fully_diluted_valuation: number | null;
  ecosystem_name: string | null;
  links: { coingecko: string };
  source: MarketSource;
  updated_at: string;
};

/**
 * A coin's recorded prices in a range: `[unixMs, usd]` oldest first, never interpolated; `from`/`to` are
 * the range's window (unix ms), which ends at the data's time (the snapshot's, offline).
 */
export type CoinHistory = { points: PricePoint[]; source: MarketSource; from: number; to: number };
