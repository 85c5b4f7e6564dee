import type { MarketSource } from "../domain/format";
import type { Performance } from "../domain/portfolio-history";

/** GET /api/portfolio/history?range= (the range query is schema/coin-api.ts's historyQuery). */

type Coin = { coinId: string; symbol: string; name: string };

export type PortfolioHistory = {
  /** `[unixMs, value USD | null, invested USD]`, oldest first; a null value: nothing held had a price then. */
  points: Array<[number, string | null, string]>;
  source: MarketSource;
  from: number;
  to: number;
  performance: Performance & {
    best: (Coin & { percent: string }) | null;
    worst: (Coin & { percent: string }) | null;
  };
  /** What is held at `to` by value: the top 8 coins and "Others" (coinId null). */
  allocation: Array<{ coinId: string | null; symbol: string; name: string; value: string; percent: string }>;
  /** Coins held in the range without a price for part of it, and from when they have one (null: never). */
  missing: Array<Coin & { pricedFrom: number | null }>;
};
