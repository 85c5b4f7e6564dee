import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { HttpError } from "./http/errors";
import { csrfGuard } from "./middleware/csrf";
import { securityHeaders } from "./middleware/security-headers";
import { withSession } from "./middleware/session";
import { activeAdRoutes } from "./routes/active-ads";
import { adOrderRoutes } from "./routes/ad-orders";
import { adminAdOrderRoutes } from "./routes/admin-ad-orders";
import { adminStatsRoutes } from "./routes/admin-stats";
import { accountRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { positionRoutes } from "./routes/positions";
import { priceAlertRoutes } from "./routes/price-alerts";
import { DEX, icpRoutes } from "./routes/icp";
import { ecosystemRoutes } from "./routes/ecosystems";
import { marketRoutes } from "./routes/market";
import { statusRoutes } from "./routes/status";
import { coinRoutes } from "./routes/coins";
import { firstScreenRoutes } from "./routes/first-screen";
import { newsRoutes } from "./routes/news";
import { notificationRoutes } from "./routes/notifications";
import { chatRoutes, chatSocketRoutes } from "./routes/chat";
import { visitRoutes } from "./routes/visits";
import { transactionRoutes } from "./routes/transactions";
import { holdingRoutes } from "./routes/holdings";
import { portfolioHistoryRoutes } from "./routes/portfolio-history";
import { watchlistRoutes } from "./routes/watchlist";

/** Largest JSON body any route accepts (a 50,000-character article fits with room to spare). */
export const MAX_BODY_BYTES = 256 * 1024;

const bodyLimitAll = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError(413, "payload_too_large", "Request body is too large");
  },
});

/**
 * The API's URL tree. Each route says who may call it (worker/middleware/session.ts): publicRoute (no session
 * read: a cached market answer touches no D1), withSession (signed in or not), requireUser, requireAdmin.
 * Routers that answer under several first segments are mounted at "/" and list them; they name the middleware
 * on each route, since a `.use()` of theirs would reach every path under /api.
 */
const api = new Hono<AppEnv>()
  .use(csrfGuard)
  // A CSV import (issue 15) carries up to 2 MB of file and sets its own limit.
  .use((c, next) => (c.req.path === "/api/transactions/import" ? next() : bodyLimitAll(c, next)))
  // /top-coins /sparklines /search-coins /market-data /token-prices /market-status
  .route("/", marketRoutes)
  .route("/coins", coinRoutes)
  // /ecosystems /ecosystem-tokens/:ecosystemId
  .route("/", ecosystemRoutes)
  .route("/active-ads", activeAdRoutes)
  .route("/status", statusRoutes)
  // Its parts are requests of their own to the public routes and to /api/user.
  .route(
    "/first-screen",
    firstScreenRoutes(async (request, env, ctx): Promise<Response> => app.fetch(request, env, ctx)),
  )
  // /register /login /logout /user /check-username/:username /profile
  .route("/", authRoutes)
  .route("/account", accountRoutes)
  .route("/watchlist", watchlistRoutes)
  .route("/notifications", notificationRoutes)
  // /spot-positions /leveraged-positions /update-prices
  .route("/", positionRoutes)
  .route("/transactions", transactionRoutes)
  // /holdings /realized
  .route("/", holdingRoutes)
  .route("/portfolio/history", portfolioHistoryRoutes)
  .route("/price-alerts", priceAlertRoutes)
  .route(`/${DEX}`, icpRoutes)
  // /ad-payment-rates /ad-orders
  .route("/", adOrderRoutes)
  .route("/admin/ad-orders", adminAdOrderRoutes)
  // /news /my-news
  .route("/", newsRoutes)
  .route("/chat", chatRoutes)
  .route("/visits", visitRoutes)
  .route("/admin/stats", adminStatsRoutes);

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .route("/api", api)
  .route("/ws", chatSocketRoutes)
  // As it always has, an unknown path or method reads the session and is not kept (no-store).
  .all("/api/*", withSession, () => {
    throw new HttpError(404, "not_found", "No such API endpoint");
  });

app.onError((err, c) => {
  if (err instanceof HttpError) return c.json(err.body(), err.status, err.headers);
  if (err instanceof HTTPException) {
    // Hono's own refusals (malformed JSON and the like) keep their status, in our envelope.
    const status = err.status;
    const message = status === 400 && /JSON/i.test(err.message) ? "Malformed JSON in request body" : err.message;
    return c.json({ error: { code: status === 400 ? "bad_request" : "http_error", message } }, status);
  }
  if (err instanceof Error && /UNIQUE constraint failed/.test(err.message)) {
    return c.json({ error: { code: "conflict", message: "That value is already in use" } }, 409);
  }
  console.error("Unhandled error", c.req.method, new URL(c.req.url).pathname, err);
  return c.json({ error: { code: "internal", message: "Something went wrong" } }, 500);
});

app.notFound((c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));

export type AppType = typeof app;
