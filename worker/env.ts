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
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    user: PublicUser | null;
    sessionId: string | null;
  };
};
