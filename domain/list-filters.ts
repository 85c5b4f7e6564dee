/** The list filters of product.md § List filters and the search helpers, shared by the worker (what it stores) and the web. */

type Named = { name: string; symbol: string };

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/** Keeps the first item of each id. */
export function dedupeById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

// 'fomowell' spam and '{name}' template leftovers sit in upstream lists; the market never shows them.
const MARKET_HIDDEN = ["fomowell", "{name}"];
const isHiddenFromMarket = (coin: Named) =>
  MARKET_HIDDEN.some((word) => contains(coin.name, word) || contains(coin.symbol, word));

/** Market list: duplicate ids removed, spam names hidden. */
export function filterMarketCoins<T extends Named & { id: string }>(coins: readonly T[]): T[] {
  return dedupeById(coins).filter((coin) => !isHiddenFromMarket(coin));
}

/** ICP token and ticker lists: the symbol PUSD and anything mentioning 'odin' are hidden. */
export function isHiddenFromTicker(item: Named): boolean {
  return item.symbol.toLowerCase() === "pusd" || contains(item.name, "odin") || contains(item.symbol, "odin");
}

export function filterTickerItems<T extends Named>(items: readonly T[]): T[] {
  return items.filter((item) => !isHiddenFromTicker(item));
}

/** Case-insensitive substring search on name or symbol; a blank query keeps everything. */
export function searchByNameOrSymbol<T extends Named>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => contains(item.name, needle) || contains(item.symbol, needle));
}

/** How well a coin matches a query: 0 exact symbol, 1 exact name, 2 prefix, 3 contains, null no match. */
function matchTier(coin: Named, needle: string): number | null {
  const symbol = coin.symbol.toLowerCase();
  const name = coin.name.toLowerCase();
  if (symbol === needle) return 0;
  if (name === needle) return 1;
  if (symbol.startsWith(needle) || name.startsWith(needle)) return 2;
  if (symbol.includes(needle) || name.includes(needle)) return 3;
  return null;
}

/**
 * Coin search, best match first: exact symbol, exact name, prefix, contains; ties in list order
 * (the market list is in rank order). At most `limit` results.
 */
export function rankCoinMatches<T extends Named>(coins: readonly T[], query: string, limit = 10): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return coins
    .map((coin, index) => ({ coin, index, tier: matchTier(coin, needle) }))
    .filter((m): m is { coin: T; index: number; tier: number } => m.tier !== null)
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .slice(0, limit)
    .map((m) => m.coin);
}
