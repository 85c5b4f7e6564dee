import { z } from "zod";
import { downsampleSparkline } from "../../domain/sparkline";
import type { CoinData } from "../../schema/market";
import { COIN_ID } from "../../schema/market-api";
import { UpstreamError } from "./http";

/**
 * Tolerant parsers for what CoinGecko really sends. A row whose identity (id, symbol, name) is unusable is
 * dropped and counted; a figure that is missing, null or of the wrong type becomes null (shown as N/A),
 * so one odd field never costs a coin and no junk is ever stored. A body of the wrong shape is an error.
 */

/** The source name CoinGecko's UpstreamErrors carry. */
export const COINGECKO = "CoinGecko";

export type SearchHit = {
  id: string;
  symbol: string;
  name: string;
  image: string | null;
  marketCapRank: number | null;
};

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f]+$/, "control characters");
const amount = z.number().nonnegative().nullish().catch(null);
const change = z.number().nullish().catch(null);
const imageUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullish()
  .catch(null);
const rank = z.number().int().positive().nullish().catch(null);
/** An ISO 8601 time ("2024-12-17T15:02:41.429Z") as unix ms. */
const time = z.iso
  .datetime({ offset: true })
  .transform((text) => Date.parse(text))
  .nullish()
  .catch(null);

/** What a row cannot do without: a row failing any of these is dropped. */
const identity = { id: z.string().regex(COIN_ID), symbol: text(40), name: text(120) };

const marketRow = z.object({
  ...identity,
  image: imageUrl,
  current_price: amount,
  market_cap: amount,
  market_cap_rank: rank,
  total_volume: amount,
  circulating_supply: amount,
  price_change_percentage_24h: change,
  price_change_percentage_7d_in_currency: change,
  sparkline_in_7d: z
    .object({ price: z.array(z.unknown()) })
    .nullish()
    .catch(null),
  high_24h: amount,
  low_24h: amount,
  ath: amount,
  ath_change_percentage: change,
  ath_date: time,
  atl: amount,
  atl_change_percentage: change,
  atl_date: time,
  total_supply: amount,
  max_supply: amount,
  fully_diluted_valuation: amount,
});

const searchRow = z.object({
  ...identity,
  large: imageUrl,
  thumb: imageUrl,
  market_cap_rank: rank,
});

export type Parsed<T> = { rows: T[]; dropped: number };

function parseRows<T, R>(items: unknown[], schema: z.ZodType<T>, map: (row: T) => R, what: string): Parsed<R> {
  const rows: R[] = [];
  const problems: string[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) rows.push(map(result.data));
    else problems.push(`#${index} ${result.error.issues.map((i) => i.path.join(".") || "row").join(",")}`);
  });
  if (problems.length > 0) {
    console.warn(`coingecko ${what}: dropped ${problems.length} of ${items.length} rows`, problems.slice(0, 5));
  }
  return { rows, dropped: problems.length };
}

/** /coins/markets: an array of coins. */
export function parseMarkets(body: unknown): Parsed<CoinData> {
  if (!Array.isArray(body)) throw new UpstreamError(COINGECKO, "invalid", "coins/markets: expected an array");
  return parseRows(
    body,
    marketRow,
    (row) => ({
      id: row.id,
      symbol: row.symbol.toLowerCase(),
      name: row.name,
      image: row.image ?? null,
      currentPrice: row.current_price ?? null,
      marketCap: row.market_cap ?? null,
      marketCapRank: row.market_cap_rank ?? null,
      totalVolume: row.total_volume ?? null,
      circulatingSupply: row.circulating_supply ?? null,
      change24h: row.price_change_percentage_24h ?? null,
      change7d: row.price_change_percentage_7d_in_currency ?? null,
      sparkline: downsampleSparkline(row.sparkline_in_7d?.price ?? []),
      high24h: row.high_24h ?? null,
      low24h: row.low_24h ?? null,
      ath: row.ath ?? null,
      athChangePercentage: row.ath_change_percentage ?? null,
      athDate: row.ath_date ?? null,
      atl: row.atl ?? null,
      atlChangePercentage: row.atl_change_percentage ?? null,
      atlDate: row.atl_date ?? null,
      totalSupply: row.total_supply ?? null,
      maxSupply: row.max_supply ?? null,
      fullyDilutedValuation: row.fully_diluted_valuation ?? null,
    }),
    "markets",
  );
}

/** /search: `{ coins: [...] }` (exchanges, categories and nfts are ignored). */
export function parseSearch(body: unknown): Parsed<SearchHit> {
  const coins = (body as { coins?: unknown } | null)?.coins;
  if (!Array.isArray(coins)) throw new UpstreamError(COINGECKO, "invalid", "search: expected { coins: [] }");
  return parseRows(
    coins,
    searchRow,
    (row) => ({
      id: row.id,
      symbol: row.symbol.toLowerCase(),
      name: row.name,
      image: row.large ?? row.thumb ?? null,
      marketCapRank: row.market_cap_rank ?? null,
    }),
    "search",
  );
}

/** /simple/price?vs_currencies=usd: `{ id: { usd } }`; ids without a usable price are left out. */
export function parseSimplePrices(body: unknown): Map<string, number> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new UpstreamError(COINGECKO, "invalid", "simple/price: expected an object");
  }
  const prices = new Map<string, number>();
  for (const [id, value] of Object.entries(body)) {
    const usd = (value as { usd?: unknown } | null)?.usd;
    if (COIN_ID.test(id) && typeof usd === "number" && Number.isFinite(usd) && usd >= 0) prices.set(id, usd);
  }
  return prices;
}

/**
 * /coins/{id}/market_chart: `{ prices: [[unixMs, price], ...], market_caps, total_volumes }`. Only prices are
 * kept; a pair that is not two finite numbers (a time after 2009, a price not negative) is left out.
 */
export function parseMarketChart(body: unknown): Array<[number, number]> {
  const prices = (body as { prices?: unknown } | null)?.prices;
  if (!Array.isArray(prices)) throw new UpstreamError(COINGECKO, "invalid", "market_chart: expected { prices: [] }");
  const points: Array<[number, number]> = [];
  for (const pair of prices) {
    if (!Array.isArray(pair) || pair.length < 2) continue;
    const [t, price] = pair as unknown[];
    if (typeof t !== "number" || typeof price !== "number" || !Number.isFinite(price) || price < 0) continue;
    if (!Number.isInteger(Math.round(t)) || t < Date.UTC(2009, 0, 1)) continue;
    points.push([Math.round(t), price]);
  }
  return points;
}
