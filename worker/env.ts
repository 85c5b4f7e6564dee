import type { ChatRoom } from "../durable-objects/chat-room";
import type { Throttle } from "../durable-objects/throttle";
import type { PublicUser } from "../schema/users";

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  CHAT_ROOM: DurableObjectNamespace<ChatRoom>;
  THROTTLE: DurableObjectNamespace<Throttle>;
  SESSION_SECRET: string;
  /** "free" (keyless, the default), "demo" or "pro" with COINGECKO_API_KEY, or "offline" (bundled snapshot only). */
  COINGECKO_PLAN?: string;
  COINGECKO_API_KEY?: string;
  COINGECKO_BASE_URL?: string;
  /** "icpswap" (live, refreshed by the cron; the default) or "offline" (bundled ICP snapshot only). */
  ICP_SOURCE?: string;
  ICPSWAP_BASE_URL?: string;
  /** Upstream calls per minute the whole app may make (default by plan: free 5, demo 20, pro 200). */
  COINGECKO_CALLS_PER_MINUTE?: string;
  /** Per-call timeout in milliseconds (default 8000). */
  COINGECKO_TIMEOUT_MS?: string;
  /** How old the top-1000 list may get before it is refreshed, in seconds (default 60). */
  MARKET_REFRESH_SECONDS?: string;
  /** How old an ecosystem list may get before it is refreshed, in seconds (default 600). */
  ECOSYSTEM_REFRESH_SECONDS?: string;
  /** "test-ledger" checks ad payments against the local test ledger (.dev.vars); anything else, the chains. */
  PAYMENT_VERIFIER?: string;
  PAYMENT_CHECK_TIMEOUT_MS?: string;
  PAYMENT_CONFIRMATIONS_BTC?: string;
  /** ETH, USDC and USDT. */
  PAYMENT_CONFIRMATIONS_ETH?: string;
  PAYMENT_CONFIRMATIONS_ICP?: string;
  PAYMENT_CONFIRMATIONS_CKB?: string;
  ESPLORA_BASE_URL?: string;
  ESPLORA_API_KEY?: string;
  ETHERSCAN_BASE_URL?: string;
  ETHERSCAN_API_KEY?: string;
  ETHERSCAN_CHAIN_ID?: string;
  USDC_CONTRACT?: string;
  USDT_CONTRACT?: string;
  ICP_ROSETTA_BASE_URL?: string;
  ICP_ROSETTA_API_KEY?: string;
  CKB_RPC_URL?: string;
  CKB_RPC_API_KEY?: string;
  /** Web Push (issue 18): base64url P-256 keys (scripts/lib.mjs generates them locally); unset → no push. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The contact push services see in the VAPID JWT (mailto: or https:). */
  VAPID_SUBJECT?: string;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    user: PublicUser | null;
    sessionId: string | null;
  };
};
