import { createMiddleware } from "hono/factory";
import { forbidden } from "../http/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must be JSON and come from this site. A cross-site form cannot send a JSON
 * content type without a CORS preflight (which we never grant), and browsers always send Origin or
 * Sec-Fetch-Site on such requests; a request with neither is refused too. Hono's csrf middleware
 * skips JSON bodies, so this is checked here.
 */
export const csrfGuard = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const contentType = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw forbidden("State-changing requests must send Content-Type: application/json");
  }
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : fetchSite === "same-origin";
  if (!sameOrigin) throw forbidden("Cross-site request refused");
  await next();
});
