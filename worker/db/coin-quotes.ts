import { sql } from "drizzle-orm";
import Decimal from "decimal.js";
import { SYMBOL_COIN_IDS } from "../../domain/coin-ids";
import { customCoinId } from "../../domain/ledger-input";
import { marketPriceToDecimal } from "../../domain/trading";
import { icpTokens } from "../../schema/icp";
import { ecosystemTokens, marketCoins } from "../../schema/market";
import type { PriceQuote } from "../../schema/ledger-api";
import type { Db } from "./index";
import { TOP_KEY, dataState, getMeta } from "./market-meta";

const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** An ICP token's price is a TEXT decimal as the exchange sent it; money keeps 8 decimals. */
const icpPrice = (text: string | null) => {
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const rounded = new Decimal(text).toDecimalPlaces(8);
  return rounded.gt(0) ? rounded.toFixed() : null;
};

/**
 * Market prices of ledger coins by coin id, never invented: the top-1000 list, else an ecosystem list, else the
 * ICP token list (canister ids); a `custom-<symbol>` coin takes the best-ranked top-1000 coin with its symbol.
 * Each answer says its source (coingecko, snapshot, icpswap) and as of when. Unknown coins are absent.
 */
export async function findCoinQuotes(
  db: Db,
  coins: ReadonlyArray<{ coinId: string; symbol: string }>,
): Promise<Map<string, PriceQuote>> {
  const quotes = new Map<string, PriceQuote>();
  if (coins.length === 0) return quotes;
  const ids = coins.map((c) => c.coinId);
  const [meta, topRows] = await Promise.all([
    getMeta(db, TOP_KEY),
    db
      .select({ id: marketCoins.id, price: marketCoins.currentPrice, updatedAt: marketCoins.updatedAt })
      .from(marketCoins)
      .where(oneOf(marketCoins.id, ids))
      .all(),
  ]);
  const marketSource = dataState(meta)?.source ?? "snapshot";
  const put = (coinId: string, price: string | null, source: string, asOf: Date) => {
    if (price && !quotes.has(coinId)) quotes.set(coinId, { price, source, asOf: asOf.toISOString() });
  };
  const missing = () => coins.filter((c) => !quotes.has(c.coinId));
  // A custom coin is in no list by its id; only its symbol can find it (last step).
  const listed = () => missing().filter((c) => !c.coinId.startsWith("custom-"));

  for (const row of topRows) put(row.id, marketPriceToDecimal(row.price), marketSource, row.updatedAt);
  if (listed().length > 0) {
    for (const row of await db
      .select({ id: ecosystemTokens.coinId, price: ecosystemTokens.currentPrice, updatedAt: ecosystemTokens.updatedAt })
      .from(ecosystemTokens)
      .where(
        oneOf(
          ecosystemTokens.coinId,
          listed().map((c) => c.coinId),
        ),
      )
      .orderBy(sql`${ecosystemTokens.updatedAt} DESC`)
      .all()) {
      put(row.id, marketPriceToDecimal(row.price), marketSource, row.updatedAt);
    }
  }
  if (listed().length > 0) {
    for (const row of await db
      .select({
        id: icpTokens.canisterId,
        price: icpTokens.price,
        source: icpTokens.source,
        updatedAt: icpTokens.updatedAt,
      })
      .from(icpTokens)
      .where(
        oneOf(
          icpTokens.canisterId,
          listed().map((c) => c.coinId),
        ),
      )
      .all()) {
      put(row.id, icpPrice(row.price), row.source, row.updatedAt);
    }
  }
  const custom = missing().filter((c) => c.coinId.startsWith("custom-"));
  if (custom.length > 0) {
    const lower = sql<string>`lower(${marketCoins.symbol})`;
    const bySymbol = new Map<string, { price: number | null; updatedAt: Date }>();
    for (const row of await db
      .select({ symbol: lower, price: marketCoins.currentPrice, updatedAt: marketCoins.updatedAt })
      .from(marketCoins)
      .where(
        oneOf(
          lower,
          custom.map((c) => c.symbol.toLowerCase()),
        ),
      )
      .orderBy(marketCoins.position)
      .all()) {
      if (!bySymbol.has(row.symbol)) bySymbol.set(row.symbol, row);
    }
    for (const coin of custom) {
      const row = bySymbol.get(coin.symbol.toLowerCase());
      if (row) put(coin.coinId, marketPriceToDecimal(row.price), marketSource, row.updatedAt);
    }
  }
  return quotes;
}

/** Which of these coin ids name a coin: one the market, an ecosystem or the ICP list knows, or a custom one. */
export async function knownCoins(db: Db, coinIds: readonly string[]): Promise<Set<string>> {
  const known = new Set(coinIds.filter((id) => id.startsWith("custom-")));
  const rest = coinIds.filter((id) => !known.has(id));
  if (rest.length === 0) return known;
  const rows = await db.all<{ id: string }>(sql`
    SELECT ${marketCoins.id} AS id FROM ${marketCoins} WHERE ${oneOf(marketCoins.id, rest)}
    UNION SELECT ${ecosystemTokens.coinId} FROM ${ecosystemTokens} WHERE ${oneOf(ecosystemTokens.coinId, rest)}
    UNION SELECT ${icpTokens.canisterId} FROM ${icpTokens} WHERE ${oneOf(icpTokens.canisterId, rest)}`);
  for (const row of rows) known.add(row.id);
  return known;
}

export const isKnownCoin = async (db: Db, coinId: string) => (await knownCoins(db, [coinId])).has(coinId);

/**
 * The ledger coin of a spot position's symbol (positions carry a symbol only): the mapped id (product.md § Symbol to coin id), else the
 * best-ranked cached market coin with that symbol, else `custom-<symbol>` — as migration 0008 did for old rows.
 */
export async function coinIdForPosition(db: Db, symbol: string): Promise<string> {
  const lower = symbol.toLowerCase();
  if (Object.hasOwn(SYMBOL_COIN_IDS, lower)) return SYMBOL_COIN_IDS[lower]!;
  const row = await db
    .select({ id: marketCoins.id })
    .from(marketCoins)
    .where(sql`lower(${marketCoins.symbol}) = ${lower}`)
    .orderBy(marketCoins.position)
    .limit(1)
    .get();
  return row?.id ?? customCoinId(lower);
}
