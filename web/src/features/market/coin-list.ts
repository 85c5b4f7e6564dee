import { searchByNameOrSymbol } from "../../../../domain/list-filters";
import type { MarketCoin } from "../../../../schema/market-api";
import { type SortState as SortStateOf, byValue } from "../../lib/sort";

export type SortKey = "rank" | "name" | "price" | "change24h" | "change7d" | "marketCap" | "volume" | "supply";
export type SortState = SortStateOf<SortKey>;

/** Market cap order, as the API sends it. */
export const DEFAULT_SORT: SortState = { key: "rank", direction: "asc" };

const value: Record<SortKey, (coin: MarketCoin) => number | string | null> = {
  rank: (c) => c.market_cap_rank,
  name: (c) => c.name,
  price: (c) => c.current_price,
  change24h: (c) => c.price_change_percentage_24h,
  change7d: (c) => c.price_change_percentage_7d_in_currency,
  marketCap: (c) => c.market_cap,
  volume: (c) => c.total_volume,
  supply: (c) => c.circulating_supply,
};

/** Sorted copy; coins without the figure go last in either direction, ties keep the list's order. */
export function sortCoins(coins: readonly MarketCoin[], { key, direction }: SortState): MarketCoin[] {
  return [...coins].sort(byValue(value[key], direction));
}

/**
 * A sponsored row, keyed by coin id (the ads feature supplies these): a SPONSORED badge, an optional
 * highlight colour, and whether it is pinned to the top.
 */
export type Promotion = { sponsored: boolean; highlightColor?: string | null; forceToTop?: boolean };
export type Promotions = Readonly<Record<string, Promotion>>;

/** product.md § Serving ads: highlighted tokens first, then promoted tokens forced to the top, then the rest in order. */
export function pinPromoted(coins: readonly MarketCoin[], promotions: Promotions | undefined): MarketCoin[] {
  if (!promotions) return [...coins];
  const tier = (coin: MarketCoin) => {
    const promotion = promotions[coin.id];
    return promotion?.highlightColor ? 0 : promotion?.forceToTop ? 1 : 2;
  };
  return [...coins].sort((a, b) => tier(a) - tier(b));
}

/** What the list shows: the search (name or symbol, any case), the chosen order, then the pinned rows. */
export function visibleCoins(
  coins: readonly MarketCoin[],
  { query, sort, promotions }: { query: string; sort: SortState; promotions?: Promotions },
): MarketCoin[] {
  return pinPromoted(sortCoins(searchByNameOrSymbol(coins, query), sort), promotions);
}

/** How many of the biggest coins the market page's gainers and losers tickers choose from. */
export const MOVERS_FROM = 100;

/**
 * The market page's tickers: the biggest 24h gainers ("up") or losers ("down") among the top 100 by
 * market cap (smaller coins swing on thin volume), at most `shown` (product.md § Market tickers: 20, or 10 on small screens).
 */
export function topMovers(coins: readonly MarketCoin[], direction: "up" | "down", shown = 20): MarketCoin[] {
  const sign = direction === "up" ? 1 : -1;
  return sortCoins(coins, DEFAULT_SORT)
    .slice(0, MOVERS_FROM)
    .filter((c) => c.price_change_percentage_24h !== null && sign * c.price_change_percentage_24h > 0)
    .sort((a, b) => sign * (b.price_change_percentage_24h! - a.price_change_percentage_24h!))
    .slice(0, shown);
}
