import type { Env } from "../env";
import type { IcpCandle, IcpLeaderboardEntry, IcpPool, IcpTransaction, OhlcInterval, Paged } from "../../schema/icp";
import { createIcpSwapSource } from "./icpswap";

/** A token as an exchange lists it; figures are exact decimal strings, or null where it sent none. */
export type SourceToken = {
  canister_id: string;
  name: string;
  symbol: string;
  price: string | null;
  price_change_24h: string | null;
  volume_24h: string | null;
  tvl: string | null;
  market_cap: string | null;
};

export type OhlcRequest = { market: { kind: "token" | "pool"; id: string }; interval: OhlcInterval; limit: number };

/**
 * What the on-chain exchange pages need from an exchange. A source that cannot serve a method throws
 * NotServedBySource (the route answers 501), never invented data.
 */
export interface ExchangeSource {
  readonly name: string;
  listTokens(): Promise<SourceToken[]>;
  listPools(): Promise<IcpPool[]>;
  getPool(poolId: string): Promise<IcpPool | null>;
  ohlc(request: OhlcRequest): Promise<IcpCandle[]>;
  transactions(request: { tokenId: string; page: number; limit: number }): Promise<Paged<IcpTransaction>>;
  volumeLeaderboard(request: { period: string; page: number; limit: number }): Promise<Paged<IcpLeaderboardEntry>>;
}

/**
 * The names `{dex}` may take. KongSwap closed in April 2026; its name stays an alias of the live source so
 * the specification's paths keep working (docs/decisions.md).
 */
export const EXCHANGES = ["icpswap", "kongswap"] as const;

/**
 * Whether the ICP pages use the live exchange: ICP_SOURCE unset or "icpswap" (the default); "offline" (or
 * anything else) keeps the worker on the bundled snapshot.
 */
export const icpSourceIsLive = (env: Env) => (env.ICP_SOURCE ?? "icpswap").trim().toLowerCase() === "icpswap";

/** The live exchange, or null when ICP_SOURCE keeps the worker offline (the bundled snapshot only). */
export function liveExchange(env: Env, options: { timeoutMs?: number } = {}): ExchangeSource | null {
  if (!icpSourceIsLive(env)) return null;
  return createIcpSwapSource({ baseUrl: env.ICPSWAP_BASE_URL, ...options });
}
