import { asc, desc, inArray, sql } from "drizzle-orm";
import { coinIdForSymbol } from "../../domain/coin-ids";
import { marketPriceToDecimal } from "../../domain/trading";
import { ecosystemTokens, marketCoins } from "../../schema/market";
import type { Db } from "./index";

/** A coin's price in the market cache as storable money, with its 24 h change in percent. */
export type Quote = { price: string; change24h: number | null };

type CachedCoin = { key: string; price: number | null; change24h: number | null };

// D1 binds at most 100 parameters per statement.
const CHUNK = 90;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The first priced row per key (rows come best first); a row without a usable price falls through. */
async function firstPriced(keys: readonly string[], query: (keys: string[]) => Promise<CachedCoin[]>) {
  const found = new Map<string, Quote>();
  for (const part of chunks(keys)) {
    for (const row of await query(part)) {
      const price = marketPriceToDecimal(row.price);
      if (price && !found.has(row.key)) found.set(row.key, { price, change24h: row.change24h ?? null });
    }
  }
  return found;
}

const byTopId = (db: Db) => (ids: string[]) =>
  db
    .select({ key: marketCoins.id, price: marketCoins.currentPrice, change24h: marketCoins.change24h })
    .from(marketCoins)
    .where(inArray(marketCoins.id, ids))
    .all();

const byEcosystemId = (db: Db) => (ids: string[]) =>
  db
    .select({ key: ecosystemTokens.coinId, price: ecosystemTokens.currentPrice, change24h: ecosystemTokens.change24h })
    .from(ecosystemTokens)
    .where(inArray(ecosystemTokens.coinId, ids))
    .orderBy(desc(ecosystemTokens.updatedAt))
    .all();

const lowerSymbol = sql<string>`lower(${marketCoins.symbol})`;
const byTopSymbol = (db: Db) => (symbols: string[]) =>
  db
    .select({ key: lowerSymbol, price: marketCoins.currentPrice, change24h: marketCoins.change24h })
    .from(marketCoins)
    .where(inArray(lowerSymbol, symbols))
    .orderBy(asc(marketCoins.position))
    .all();

/**
 * Prices for position symbols from the market cache (never invented): the mapped coin id (product.md § Symbol to coin id) in the top-1000
 * list, else that id in an ecosystem list, else the best-ranked top-1000 coin with that symbol.
 * Symbols the cache does not know are absent from the answer.
 */
export async function findQuotes(db: Db, symbols: readonly string[]): Promise<Map<string, Quote>> {
  const wanted = [...new Set(symbols.map((s) => s.toLowerCase()))];
  const quotes = new Map<string, Quote>();
  const missing = () => wanted.filter((s) => !quotes.has(s));
  const takeById = (byId: Map<string, Quote>) => {
    for (const symbol of missing()) {
      const quote = byId.get(coinIdForSymbol(symbol));
      if (quote) quotes.set(symbol, quote);
    }
  };
  const idsOf = (list: string[]) => [...new Set(list.map(coinIdForSymbol))];

  if (wanted.length > 0) takeById(await firstPriced(idsOf(wanted), byTopId(db)));
  if (missing().length > 0) takeById(await firstPriced(idsOf(missing()), byEcosystemId(db)));
  if (missing().length > 0) {
    for (const [symbol, quote] of await firstPriced(missing(), byTopSymbol(db))) quotes.set(symbol, quote);
  }
  return quotes;
}

/** Rows in their API shape, each with its coin's quote from the market cache (one lookup for all). */
export async function quoted<R extends { symbol: string }, V>(db: Db, rows: R[], view: (row: R, quote?: Quote) => V) {
  const quotes = await findQuotes(
    db,
    rows.map((r) => r.symbol),
  );
  return rows.map((row) => view(row, quotes.get(row.symbol)));
}
