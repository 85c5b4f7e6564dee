/** product.md § Symbol to coin id: the symbols whose CoinGecko id differs from the symbol; both market data and positions use it. */
export const SYMBOL_COIN_IDS: Readonly<Record<string, string>> = {
  btc: "bitcoin",
  eth: "ethereum",
  sol: "solana",
  bnb: "binancecoin",
  ada: "cardano",
  dot: "polkadot",
  link: "chainlink",
  uni: "uniswap",
  ltc: "litecoin",
  doge: "dogecoin",
  icp: "internet-computer",
  ckb: "nervos-network",
};

/** The coin id for a symbol (any case); unmapped symbols pass through as themselves, lower-cased. */
export function coinIdForSymbol(symbol: string): string {
  const key = symbol.trim().toLowerCase();
  return Object.hasOwn(SYMBOL_COIN_IDS, key) ? SYMBOL_COIN_IDS[key]! : key;
}
