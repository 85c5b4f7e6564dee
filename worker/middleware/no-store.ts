import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * Answers behind the session are about someone (their user, positions, orders, chat, admin views), so no
 * browser or proxy may keep them. A route whose answer is the same for everyone says so with its own
 * Cache-Control (ICP tokens, ad rates) and keeps it.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
