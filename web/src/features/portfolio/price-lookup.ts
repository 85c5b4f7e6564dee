import { coinIdForSymbol } from "../../../../domain/coin-ids";
import { pricePrefill } from "../../../../domain/trading";
import { api } from "../../lib/api";

export type LookedUp = { name: string; price: string };

async function marketData(id: string): Promise<LookedUp | null> {
  const [item] = await api.get("/api/market-data", { query: { ids: id } });
  const price = pricePrefill(item?.price);
  return item && price ? { name: item.name, price } : null;
}

/**
 * product.md § Position dialogs, the leveraged edit dialog: search by symbol (?query=), take the first exact symbol match or else the
 * first result, then its market data: the price fills the current price and the coin's name the name.
 */
export async function lookUpBySearch(symbol: string): Promise<LookedUp | null> {
  const coins = await api.get("/api/search-coins", { query: { query: symbol } });
  const wanted = symbol.trim().toLowerCase();
  const coin = coins.find((c) => c.symbol.toLowerCase() === wanted) ?? coins[0];
  if (!coin) return null;
  const price = pricePrefill(coin.current_price);
  return (await marketData(coin.id)) ?? (price ? { name: coin.name, price } : null);
}

/** The refresh button: the symbol's mapped coin id first (product.md § Symbol to coin id), then the search. */
export async function lookUpPrice(symbol: string): Promise<LookedUp | null> {
  const mapped = await marketData(coinIdForSymbol(symbol)).catch(() => null);
  return mapped ?? lookUpBySearch(symbol);
}
