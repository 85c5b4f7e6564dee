import { type AnyColumn, and, asc, eq, getTableColumns, isNotNull, or, sql } from "drizzle-orm";
import { ecosystemForSymbol } from "../../domain/ecosystem-members";
import {
  COIN_DETAIL_FIELDS,
  type CoinData,
  type CoinDetailField,
  ecosystemTokens,
  marketCoins,
  marketMeta,
} from "../../schema/market";
import type { MarketCoin } from "../../schema/market-api";
import { runBatch } from "./batch";
import type { Db } from "./index";
import { jsonInsertStatements } from "./json-insert";
import { type DataState, TOP_KEY, ecosystemKey, markFresh } from "./market-meta";

type Unlisted = "sparkline" | CoinDetailField;
const unlisted = new Set<string>(["sparkline", ...COIN_DETAIL_FIELDS]);

/**
 * Lists leave out the sparkline column (most of a row's bytes; it goes out only via /api/sparklines) and the
 * detail columns only the coin page reads (worker/db/coins.ts).
 */
const listColumns = <T extends Record<string, unknown>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).filter(([key]) => !unlisted.has(key))) as Omit<T, Unlisted>;
const coinColumns = listColumns(getTableColumns(marketCoins));
const tokenColumns = listColumns(getTableColumns(ecosystemTokens));

export type CoinRow = Omit<typeof marketCoins.$inferSelect, Unlisted>;
export type EcosystemTokenRow = Omit<typeof ecosystemTokens.$inferSelect, Unlisted>;

/** A stored coin in the Market coin shape (product.md § Data shapes), with its 'View Ecosystem' target (sparklines go separately). */
export const toMarketCoin = (row: CoinRow | EcosystemTokenRow): MarketCoin => ({
  id: "coinId" in row ? row.coinId : row.id,
  name: row.name,
  symbol: row.symbol,
  image: row.image,
  current_price: row.currentPrice,
  market_cap: row.marketCap,
  market_cap_rank: row.marketCapRank,
  total_volume: row.totalVolume,
  circulating_supply: row.circulatingSupply,
  price_change_percentage_24h: row.change24h,
  price_change_percentage_7d_in_currency: row.change7d,
  ecosystem: ecosystemForSymbol(row.symbol),
});

/**
 * Coins per insert: 50 coins with sparklines and the coin page's figures make a ~55 KB JSON parameter (100
 * made 104 KB once those figures were stored).
 */
const COINS_PER_STATEMENT = 50;

/** A coin as columns (by their SQL names, for json_each), at its place in the list. */
const coinRecord = (coin: CoinData, position: number, updatedAt: Date) => ({
  position,
  name: coin.name,
  symbol: coin.symbol,
  image: coin.image,
  current_price: coin.currentPrice,
  market_cap: coin.marketCap,
  market_cap_rank: coin.marketCapRank,
  total_volume: coin.totalVolume,
  circulating_supply: coin.circulatingSupply,
  price_change_percentage_24h: coin.change24h,
  price_change_percentage_7d: coin.change7d,
  sparkline_7d: coin.sparkline,
  updated_at: updatedAt.getTime(),
  high_24h: coin.high24h,
  low_24h: coin.low24h,
  ath: coin.ath,
  ath_change_percentage: coin.athChangePercentage,
  ath_date: coin.athDate,
  atl: coin.atl,
  atl_change_percentage: coin.atlChangePercentage,
  atl_date: coin.atlDate,
  total_supply: coin.totalSupply,
  max_supply: coin.maxSupply,
  fully_diluted_valuation: coin.fullyDilutedValuation,
});

// True until the top list has had data once; the snapshot seed writes only under it, so a seed racing a
// live refresh can never overwrite newer data.
const topUnseeded = sql`NOT EXISTS (SELECT 1 FROM ${marketMeta}
  WHERE ${marketMeta.key} = ${TOP_KEY} AND ${marketMeta.updatedAt} IS NOT NULL)`;

/**
 * Replaces the whole top list and records its source and time, in one D1 batch (one transaction):
 * readers see the old list or the new one, never a half-written or empty one. Answers the batch's
 * statement count.
 */
export async function replaceTopCoins(
  db: Db,
  coins: readonly CoinData[],
  state: DataState,
  { seed = false } = {},
): Promise<number> {
  const records = coins.map((coin, i) => ({ id: coin.id, ...coinRecord(coin, i + 1, state.updatedAt) }));
  const guard = seed ? topUnseeded : undefined;
  const fresh = seed
    ? db
        .insert(marketMeta)
        .values({ key: TOP_KEY, ...state })
        .onConflictDoUpdate({
          target: marketMeta.key,
          set: state,
          setWhere: sql`${marketMeta.updatedAt} IS NULL`,
        })
    : markFresh(db, TOP_KEY, state);
  return runBatch(db, [
    guard ? sql`DELETE FROM ${marketCoins} WHERE ${guard}` : sql`DELETE FROM ${marketCoins}`,
    ...jsonInsertStatements(marketCoins, records, guard, COINS_PER_STATEMENT),
    fresh,
  ]);
}

/** Replaces one ecosystem's list in one D1 batch, like the top list; answers the statement count. */
export async function replaceEcosystemTokens(
  db: Db,
  ecosystemId: string,
  coins: readonly CoinData[],
  state: DataState,
): Promise<number> {
  const records = coins.map((coin, i) => ({
    ecosystem_id: ecosystemId,
    coin_id: coin.id,
    ...coinRecord(coin, i + 1, state.updatedAt),
  }));
  return runBatch(db, [
    db.delete(ecosystemTokens).where(eq(ecosystemTokens.ecosystemId, ecosystemId)),
    ...jsonInsertStatements(ecosystemTokens, records, undefined, COINS_PER_STATEMENT),
    markFresh(db, ecosystemKey(ecosystemId), state),
  ]);
}

export async function listTopCoins(db: Db, limit: number): Promise<CoinRow[]> {
  return db.select(coinColumns).from(marketCoins).orderBy(asc(marketCoins.position)).limit(limit).all();
}

/** The first `limit` coins' ids and stored 7-day sparklines, in market order. */
export async function listTopSparklines(db: Db, limit: number): Promise<Array<{ id: string; sparkline: number[] }>> {
  return db
    .select({ id: marketCoins.id, sparkline: marketCoins.sparkline })
    .from(marketCoins)
    .orderBy(asc(marketCoins.position))
    .limit(limit)
    .all();
}

/**
 * `column IN ids` through one JSON parameter: D1 binds at most 100 parameters a statement, and an
 * ecosystem's offline member list (ethereum: 104) or a portfolio's ids can be longer.
 */
const isOneOf = (column: AnyColumn, ids: readonly string[]) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** Top-list coins with the given ids, in list order (unknown ids are simply absent). */
export async function listCoinsByIds(db: Db, ids: readonly string[]): Promise<CoinRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(coinColumns)
    .from(marketCoins)
    .where(isOneOf(marketCoins.id, ids))
    .orderBy(asc(marketCoins.position))
    .all();
}

export async function listEcosystemTokens(db: Db, ecosystemId: string): Promise<EcosystemTokenRow[]> {
  return db
    .select(tokenColumns)
    .from(ecosystemTokens)
    .where(eq(ecosystemTokens.ecosystemId, ecosystemId))
    .orderBy(asc(ecosystemTokens.position))
    .all();
}

export type CoinPrice = { id: string; name: string; symbol: string; price: number };

/** Prices of known coins that have one (for market-data, token-prices and the portfolio's price update). */
export async function findCoinPrices(db: Db, ids: readonly string[]): Promise<CoinPrice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: marketCoins.id, name: marketCoins.name, symbol: marketCoins.symbol, price: marketCoins.currentPrice })
    .from(marketCoins)
    .where(and(isOneOf(marketCoins.id, ids), isNotNull(marketCoins.currentPrice)))
    .orderBy(asc(marketCoins.position))
    .all();
  return rows.filter((row): row is CoinPrice => row.price !== null);
}

// SQLite's LIKE has no escape character unless told, so '%' or '_' typed in a search would be wildcards.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (column: AnyColumn, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

/** Cached coins whose name or symbol contains the text (ASCII case-insensitive), in list order. */
export async function findCoinsContaining(db: Db, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .select({
      id: marketCoins.id,
      name: marketCoins.name,
      symbol: marketCoins.symbol,
      image: marketCoins.image,
      current_price: marketCoins.currentPrice,
    })
    .from(marketCoins)
    .where(or(contains(marketCoins.name, pattern), contains(marketCoins.symbol, pattern)))
    .orderBy(asc(marketCoins.position))
    .all();
}
