import Decimal from "decimal.js";
import { z } from "zod";
import {
  principalSchema,
  type IcpCandle,
  type IcpPool,
  type IcpTransaction,
  type OhlcInterval,
} from "../../schema/icp";
import type { ExchangeSource, SourceToken } from "./exchange-source";
import { type JsonRequestOptions, NotServedBySource, UpstreamError, getJson } from "./http";

/**
 * ICPSwap's public info API (https://api.icpswap.com/info/…, documented in ICPSwap-Labs/docs
 * 04.SwapInformationV2). Every answer is `{ code, message, data }`; figures are decimal strings, though
 * numbers are accepted too. A malformed row is dropped and logged; a malformed answer is an UpstreamError.
 */
export const ICPSWAP_BASE_URL = "https://api.icpswap.com";
/** A visitor is waiting on pools, charts and transactions. */
export const ICPSWAP_TIMEOUT_MS = 2500;
/**
 * A 429 is retried once within 2 s, after its Retry-After or 1 s without one (CoinGecko assumes a minute and
 * never retries: its budget cools down instead).
 */
const MAX_BACKOFF_MS = 2000;
const RETRY_AFTER_FALLBACK_SECONDS = 1;
const SERVICE = "ICPSwap";

const LEVELS: Record<OhlcInterval, string> = { "1m": "m1", "1h": "h1", "1d": "d1" };

// ---- tolerant field parsers ----

const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A figure as an exact decimal string without exponent or trailing zeros; null when absent or not a number. */
function toDecimal(value: unknown): string | null {
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : typeof value === "string"
        ? value.trim()
        : "";
  if (!PLAIN_NUMBER.test(text)) return null;
  return new Decimal(text).toFixed();
}
const decimal = z.unknown().transform(toDecimal);
/** Prices, volumes and TVL cannot be negative; a negative one is treated as missing. */
const amount = z.unknown().transform((value) => {
  const text = toDecimal(value);
  return text?.startsWith("-") ? null : text;
});
const label = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(max));
const millis = z.coerce.number().int().positive();
const count = z.coerce.number().int().nonnegative();

const envelope = z.object({
  code: z.coerce.number().optional(),
  message: z.string().nullish(),
  data: z.unknown(),
});
const pageOf = z.object({ totalElements: count, content: z.array(z.unknown()), page: count, limit: count });

const tokenRow = z.object({
  tokenLedgerId: principalSchema,
  tokenName: label(200),
  tokenSymbol: label(50),
  price: amount,
  priceChange24H: decimal,
  volumeUSD24H: amount,
  tvlUSD: amount,
});

const poolSide = z.object({
  LedgerId: principalSchema,
  Name: label(200),
  Symbol: label(50),
  Price: amount,
  LiquidityAmount: amount,
  Volume24H: amount,
});
/** ICPSwap flattens a pool's two tokens into token0…/token1… fields; they are parsed as two objects. */
function splitSides(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const sides: Record<"token0" | "token1", Record<string, unknown>> = { token0: {}, token1: {} };
  for (const [key, value] of Object.entries(raw)) {
    const match = /^(token[01])(.+)$/.exec(key);
    if (match) sides[match[1] as "token0" | "token1"][match[2]!] = value;
  }
  return { ...raw, ...sides };
}
const poolRow = z.preprocess(
  splitSides,
  z.object({
    poolId: principalSchema,
    poolFee: decimal,
    tvlUSD: amount,
    tvlUSDChange24H: decimal,
    volumeUSD24H: amount,
    volumeUSD7D: amount,
    totalVolumeUSD: amount,
    feesUSD24H: amount,
    txCount24H: decimal,
    token0: poolSide,
    token1: poolSide,
  }),
);

const candleRow = z.object({
  beginTime: millis,
  endTime: millis,
  open: amount,
  high: amount,
  low: amount,
  close: amount,
  volumeUSD: amount,
});

const transactionRow = z.object({
  txHash: label(300),
  txTime: millis,
  actionType: label(50),
  poolId: principalSchema,
  fromPrincipalId: z.string().nullish(),
  toPrincipalId: z.string().nullish(),
  token0LedgerId: principalSchema,
  token0Symbol: label(50),
  token0AmountIn: amount,
  token0AmountOut: amount,
  token0Price: amount,
  token1LedgerId: principalSchema,
  token1Symbol: label(50),
  token1AmountIn: amount,
  token1AmountOut: amount,
  token1Price: amount,
  token0TxValue: amount,
});

// ---- mapping ----

const num = (text: string | null) => (text === null ? null : Number(text));
const iso = (ms: number) => new Date(ms).toISOString();

const toPoolSide = (side: z.infer<typeof poolSide>) => ({
  canister_id: side.LedgerId,
  name: side.Name,
  symbol: side.Symbol,
  price: num(side.Price),
  liquidity: num(side.LiquidityAmount),
  volume_24h: num(side.Volume24H),
});

function toPool(row: z.infer<typeof poolRow>): IcpPool {
  const fee = num(row.poolFee);
  return {
    pool_id: row.poolId,
    // ICPSwap's fee tier is in hundredths of a basis point: 3000 is 0.3 %.
    fee_percent: fee === null ? null : fee / 10_000,
    token0: toPoolSide(row.token0),
    token1: toPoolSide(row.token1),
    tvl: num(row.tvlUSD),
    tvl_change_24h: num(row.tvlUSDChange24H),
    volume_24h: num(row.volumeUSD24H),
    volume_7d: num(row.volumeUSD7D),
    total_volume: num(row.totalVolumeUSD),
    fees_24h: num(row.feesUSD24H),
    tx_count_24h: num(row.txCount24H),
  };
}

const toCandle = (row: z.infer<typeof candleRow>): IcpCandle => ({
  open_time: iso(row.beginTime),
  close_time: iso(row.endTime),
  open: num(row.open),
  high: num(row.high),
  low: num(row.low),
  close: num(row.close),
  volume_usd: num(row.volumeUSD),
});

const toTransaction = (row: z.infer<typeof transactionRow>): IcpTransaction => ({
  tx_hash: row.txHash,
  time: iso(row.txTime),
  action: row.actionType,
  pool_id: row.poolId,
  from: row.fromPrincipalId || null,
  to: row.toPrincipalId || null,
  token0: {
    canister_id: row.token0LedgerId,
    symbol: row.token0Symbol,
    amount_in: num(row.token0AmountIn),
    amount_out: num(row.token0AmountOut),
    price: num(row.token0Price),
  },
  token1: {
    canister_id: row.token1LedgerId,
    symbol: row.token1Symbol,
    amount_in: num(row.token1AmountIn),
    amount_out: num(row.token1AmountOut),
    price: num(row.token1Price),
  },
  value_usd: num(row.token0TxValue),
});

/** Keeps the rows that parse; the rest are dropped and logged with their first problem. */
function parseRows<T extends z.ZodType>(rows: unknown[], schema: T, what: string): Array<z.infer<T>> {
  const kept: Array<z.infer<T>> = [];
  const problems: string[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) kept.push(result.data);
    else problems.push(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)[0] ?? "invalid");
  }
  if (problems.length > 0) {
    console.warn(`${SERVICE}: dropped ${problems.length} of ${rows.length} ${what} rows`, problems.slice(0, 3));
  }
  return kept;
}

export function createIcpSwapSource({
  baseUrl = ICPSWAP_BASE_URL,
  timeoutMs = ICPSWAP_TIMEOUT_MS,
}: {
  baseUrl?: string;
  timeoutMs?: number;
} = {}): ExchangeSource {
  const root = baseUrl.replace(/\/+$/, "");
  const options: JsonRequestOptions = {
    source: SERVICE,
    timeoutMs,
    maxBackoffMs: MAX_BACKOFF_MS,
    retryAfterFallbackSeconds: RETRY_AFTER_FALLBACK_SECONDS,
  };

  async function data(path: string): Promise<unknown> {
    const body = envelope.safeParse(await getJson(`${root}${path}`, options));
    if (!body.success) throw new UpstreamError(SERVICE, "invalid", `${SERVICE} sent an answer of an unknown shape`);
    if (body.data.code !== undefined && body.data.code !== 200) {
      throw new UpstreamError(
        SERVICE,
        "invalid",
        `${SERVICE} refused: ${body.data.message ?? `code ${body.data.code}`}`,
      );
    }
    return body.data.data;
  }
  async function list(path: string): Promise<unknown[]> {
    const rows = z.array(z.unknown()).safeParse(await data(path));
    if (!rows.success) throw new UpstreamError(SERVICE, "invalid", `${SERVICE} sent no list for ${path}`);
    return rows.data;
  }
  async function page(path: string) {
    const parsed = pageOf.safeParse(await data(path));
    if (!parsed.success)
      throw new UpstreamError(SERVICE, "invalid", `${SERVICE} sent no page for ${path.split("?")[0]}`);
    return parsed.data;
  }
  const listPools = async () => parseRows(await list("/info/pool/all"), poolRow, "pool").map(toPool);

  return {
    name: SERVICE,

    async listTokens(): Promise<SourceToken[]> {
      return parseRows(await list("/info/token/all"), tokenRow, "token").map((row) => ({
        canister_id: row.tokenLedgerId,
        name: row.tokenName,
        symbol: row.tokenSymbol,
        price: row.price,
        price_change_24h: row.priceChange24H,
        volume_24h: row.volumeUSD24H,
        tvl: row.tvlUSD,
        market_cap: null,
      }));
    },

    listPools,

    // The info API has no single-pool endpoint; the whole list is one call either way.
    async getPool(poolId) {
      return (await listPools()).find((pool) => pool.pool_id === poolId) ?? null;
    },

    async ohlc({ market, interval, limit }) {
      const query = new URLSearchParams({ page: "1", limit: String(limit) });
      const path = `/info/${market.kind}/${market.id}/chart/${LEVELS[interval]}?${query}`;
      const { content } = await page(path);
      // ICPSwap sends the newest candle first; charts read oldest first.
      return parseRows(content, candleRow, "candle").map(toCandle).reverse();
    },

    async transactions({ tokenId, page: pageNumber, limit }) {
      const query = new URLSearchParams({ tokenId, page: String(pageNumber), limit: String(limit) });
      const result = await page(`/info/transaction/find?${query}`);
      return {
        items: parseRows(result.content, transactionRow, "transaction").map(toTransaction),
        page: pageNumber,
        limit,
        total: result.totalElements,
      };
    },

    async volumeLeaderboard() {
      throw new NotServedBySource(`${SERVICE}'s public API has no trading-volume leaderboard`);
    },
  };
}
