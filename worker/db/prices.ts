import { sql } from "drizzle-orm";
import { coinIdForSymbol } from "../../domain/coin-ids";
import { marketPriceToDecimal } from "../../domain/trading";
import type { Db } from "./index";

/** A coin's price in the market cache as storable money, with its 24 h change in percent. */
export type Quote = { price: string; change24h: number | null };

type CachedCoin = { key: string; price: number | null; change24h: number | null };

// D1 binds at most 100 parameters per statement.
const CHUNK = 90;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

async function lookup(db: Db, keys: readonly string[], query: (keys: readonly string[]) => ReturnType<typeof sql>) {
  const found = new Map<string, Quote>();
  for (const part of chunks(keys)) {
    for (const row of await db.all<CachedCoin>(query(part))) {
      const price = marketPriceToDecimal(row.price);
      // Rows come best first (list position), so the first priced row of a key wins.
      if (price && !found.has(row.key)) found.set(row.key, { price, change24h: row.change24h ?? null });
    }
  }
  return found;
}

/**
 * Prices for position symbols from the market cache (never invented): the §7 coin id in the top-1000
 * list, else that id in an ecosystem list, else the best-ranked top-1000 coin with that symbol.
 * Symbols the cache does not know are absent from the answer.
 */
export async function findQuotes(db: Db, symbols: readonly string[]): Promise<Map<string, Quote>> {
  const wanted = [...new Set(symbols.map((s) => s.toLowerCase()))];
  const quotes = new Map<string, Quote>();
  const missing = () => wanted.filter((s) => !quotes.has(s));
  const byId = (ids: Map<string, Quote>) => {
    for (const symbol of missing()) {
      const quote = ids.get(coinIdForSymbol(symbol));
      if (quote) quotes.set(symbol, quote);
    }
  };

  byId(
    await lookup(db, [...new Set(wanted.map(coinIdForSymbol))], (ids) =>
      sql`SELECT id AS key, current_price AS price, price_change_percentage_24h AS change24h
          FROM market_coins WHERE id IN (${list(ids)}) ORDER BY position`,
    ),
  );
  if (missing().length > 0) {
    byId(
      await lookup(db, [...new Set(missing().map(coinIdForSymbol))], (ids) =>
        sql`SELECT coin_id AS key, current_price AS price, price_change_percentage_24h AS change24h
            FROM ecosystem_tokens WHERE coin_id IN (${list(ids)}) ORDER BY updated_at DESC`,
      ),
    );
  }
  if (missing().length > 0) {
    const bySymbol = await lookup(db, missing(), (keys) =>
      sql`SELECT lower(symbol) AS key, current_price AS price, price_change_percentage_24h AS change24h
          FROM market_coins WHERE lower(symbol) IN (${list(keys)}) ORDER BY position`,
    );
    for (const [symbol, quote] of bySymbol) quotes.set(symbol, quote);
  }
  return quotes;
}
