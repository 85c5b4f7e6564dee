import type { ChatRoom } from "../durable-objects/chat-room";
import type { Throttle } from "../durable-objects/throttle";
import type { PublicUser } from "../schema/users";

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  CHAT_ROOM: DurableObjectNamespace<ChatRoom>;
  THROTTLE: DurableObjectNamespace<Throttle>;
  SESSION_SECRET: string;
  /** "offline" (bundled snapshot only), "free", "demo" or "pro". */
  COINGECKO_PLAN?: string;
  COINGECKO_API_KEY?: string;
  COINGECKO_BASE_URL?: string;
  /** "offline" (bundled ICP snapshot only, the default) or "icpswap" (live, refreshed by the cron). */
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
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    user: PublicUser | null;
    sessionId: string | null;
  };
};
