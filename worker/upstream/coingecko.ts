import type { CoinData } from "../../schema/market";
import type { Env } from "../env";
import {
  COINGECKO,
  type Parsed,
  type SearchHit,
  parseMarketChart,
  parseMarkets,
  parseSearch,
  parseSimplePrices,
} from "./coingecko-parse";
import { UpstreamError, getJson as httpGetJson } from "./http";

export type CoinGeckoPlan = "offline" | "free" | "demo" | "pro";

export type CoinGeckoConfig = {
  plan: CoinGeckoPlan;
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
  callsPerMinute: number;
};

const PUBLIC_URL = "https://api.coingecko.com/api/v3";
const PRO_URL = "https://pro-api.coingecko.com/api/v3";
// Safely under each plan's published limit (keyless 5–15/min, Demo 30/min, Pro Basic 250/min).
const DEFAULT_CALLS_PER_MINUTE = { offline: 0, free: 5, demo: 20, pro: 200 } as const;
const DEFAULT_TIMEOUT_MS = 8000;

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(n) && n > 0 ? n : fallback;
};

const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
};

/**
 * The plan decides base URL and key header. Unset means the keyless live API (live data by default);
 * anything unknown means offline, so a typo never calls out with the wrong plan.
 */
export function coinGeckoConfig(env: Env): CoinGeckoConfig {
  const raw = (env.COINGECKO_PLAN ?? "free").trim().toLowerCase();
  let plan: CoinGeckoPlan = raw === "free" || raw === "demo" || raw === "pro" ? raw : "offline";
  if (plan === "offline" && raw !== "offline")
    warnOnce(`COINGECKO_PLAN "${raw}" is not offline|free|demo|pro: offline`);
  const apiKey = env.COINGECKO_API_KEY?.trim() || null;
  if ((plan === "demo" || plan === "pro") && !apiKey) {
    warnOnce(`COINGECKO_PLAN ${plan} needs COINGECKO_API_KEY; using the keyless public API`);
    plan = "free";
  }
  const baseUrl = env.COINGECKO_BASE_URL?.trim() || (plan === "pro" ? PRO_URL : PUBLIC_URL);
  return {
    plan,
    baseUrl: baseUrl.replace(/\/+$/, ""),
    apiKey: plan === "free" ? null : apiKey,
    timeoutMs: positiveInt(env.COINGECKO_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
    callsPerMinute:
      plan === "offline" ? 0 : positiveInt(env.COINGECKO_CALLS_PER_MINUTE, DEFAULT_CALLS_PER_MINUTE[plan]),
  };
}

/** The market source the jobs and routes use; one upstream call per method call. */
export interface MarketSource {
  markets(query: { page: number; perPage: number; category?: string }): Promise<Parsed<CoinData>>;
  search(text: string): Promise<SearchHit[]>;
  simplePrices(ids: readonly string[]): Promise<Map<string, number>>;
  /** /coins/{id}/market_chart in USD: 5-minute points for 1 day, hourly up to 90, daily beyond (CoinGecko's rule). */
  marketChart(id: string, days: number | "max"): Promise<Array<[number, number]>>;
}

export function createCoinGecko(config: CoinGeckoConfig): MarketSource {
  const get = (path: string, params: Record<string, string>) => getJson(config, path, params);
  return {
    async markets({ page, perPage, category }) {
      const params: Record<string, string> = {
        vs_currency: "usd",
        order: "market_cap_desc",
        per_page: String(perPage),
        page: String(page),
        sparkline: "true",
        price_change_percentage: "7d",
      };
      if (category) params.category = category;
      return parseMarkets(await get("/coins/markets", params));
    },
    async search(text) {
      return parseSearch(await get("/search", { query: text })).rows;
    },
    async simplePrices(ids) {
      return parseSimplePrices(await get("/simple/price", { ids: ids.join(","), vs_currencies: "usd" }));
    },
    async marketChart(id, days) {
      const path = `/coins/${encodeURIComponent(id)}/market_chart`;
      return parseMarketChart(await get(path, { vs_currency: "usd", days: String(days) }));
    },
  };
}

/**
 * A 429 without a readable Retry-After cools down for a minute, CoinGecko's limits being per minute (ICPSwap
 * and the chains assume 1 s and retry once instead: a visitor is waiting on them).
 */
const RETRY_AFTER_FALLBACK_SECONDS = 60;

/** No back-off on a 429: callCoinGecko turns it into a cool-down that every isolate honours. */
async function getJson(config: CoinGeckoConfig, path: string, params: Record<string, string>): Promise<unknown> {
  if (config.plan === "offline") throw new UpstreamError(COINGECKO, "network", "CoinGecko is offline by configuration");
  const url = new URL(`${config.baseUrl}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (config.apiKey) headers[config.plan === "pro" ? "x-cg-pro-api-key" : "x-cg-demo-api-key"] = config.apiKey;
  return httpGetJson(url.toString(), {
    // The path names the failing call in the market's lastError ("CoinGecko /coins/markets answered 500").
    source: `${COINGECKO} ${path}`,
    timeoutMs: config.timeoutMs,
    retryAfterFallbackSeconds: RETRY_AFTER_FALLBACK_SECONDS,
    headers,
  });
}
