import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { HttpError } from "./http/errors";
import { csrfGuard } from "./middleware/csrf";
import { securityHeaders } from "./middleware/security-headers";
import { withSession } from "./middleware/session";
import { activeAdRoutes } from "./routes/active-ads";
import { adOrderRoutes, adPaymentRateRoutes } from "./routes/ad-orders";
import { adminAdOrderRoutes } from "./routes/admin-ad-orders";
import { adminStatsRoutes } from "./routes/admin-stats";
import { accountRoutes } from "./routes/account";
import {
  checkUsernameRoutes,
  loginRoutes,
  logoutRoutes,
  profileRoutes,
  registerRoutes,
  userRoutes,
} from "./routes/auth";
import { leveragedPositionRoutes, spotPositionRoutes, updatePriceRoutes } from "./routes/positions";
import { priceAlertRoutes } from "./routes/price-alerts";
import { DEX, icpRoutes } from "./routes/icp";
import { ecosystemRoutes, ecosystemTokenRoutes } from "./routes/ecosystems";
import {
  marketDataRoutes,
  marketStatusRoutes,
  searchCoinRoutes,
  sparklineRoutes,
  tokenPriceRoutes,
  topCoinRoutes,
} from "./routes/market";
import { statusRoutes } from "./routes/status";
import { coinRoutes } from "./routes/coins";
import { firstScreenRoutes } from "./routes/first-screen";
import { myNewsRoutes, newsRoutes } from "./routes/news";
import { notificationRoutes } from "./routes/notifications";
import { chatRoutes, chatSocketRoutes } from "./routes/chat";
import { visitRoutes } from "./routes/visits";
import { transactionRoutes } from "./routes/transactions";
import { holdingRoutes, realizedRoutes } from "./routes/holdings";
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
 * The API's URL tree: each router is mounted at its first path segment under /api. Each route says who may call
 * it (worker/middleware/session.ts): publicRoute (no session read: a cached market answer touches no D1),
 * withSession (signed in or not), requireUser, requireAdmin.
 */
const api = new Hono<AppEnv>()
  .use(csrfGuard)
  // A CSV import (issue 15) carries up to 2 MB of file and sets its own limit.
  .use((c, next) => (c.req.path === "/api/transactions/import" ? next() : bodyLimitAll(c, next)))
  .route("/top-coins", topCoinRoutes)
  .route("/sparklines", sparklineRoutes)
  .route("/search-coins", searchCoinRoutes)
  .route("/market-data", marketDataRoutes)
  .route("/token-prices", tokenPriceRoutes)
  .route("/market-status", marketStatusRoutes)
  .route("/coins", coinRoutes)
  .route("/ecosystems", ecosystemRoutes)
  .route("/ecosystem-tokens", ecosystemTokenRoutes)
  .route("/active-ads", activeAdRoutes)
  .route("/status", statusRoutes)
  // Its parts are requests of their own to the public routes and to /api/user.
  .route(
    "/first-screen",
    firstScreenRoutes(async (request, env, ctx): Promise<Response> => app.fetch(request, env, ctx)),
  )
  .route("/register", registerRoutes)
  .route("/login", loginRoutes)
  .route("/logout", logoutRoutes)
  .route("/user", userRoutes)
  .route("/check-username", checkUsernameRoutes)
  .route("/profile", profileRoutes)
  .route("/account", accountRoutes)
  .route("/watchlist", watchlistRoutes)
  .route("/notifications", notificationRoutes)
  .route("/spot-positions", spotPositionRoutes)
  .route("/leveraged-positions", leveragedPositionRoutes)
  .route("/update-prices", updatePriceRoutes)
  .route("/transactions", transactionRoutes)
  .route("/holdings", holdingRoutes)
  .route("/realized", realizedRoutes)
  .route("/portfolio/history", portfolioHistoryRoutes)
  .route("/price-alerts", priceAlertRoutes)
  .route(`/${DEX}`, icpRoutes)
  .route("/ad-payment-rates", adPaymentRateRoutes)
  .route("/ad-orders", adOrderRoutes)
  .route("/admin/ad-orders", adminAdOrderRoutes)
  .route("/news", newsRoutes)
  .route("/my-news", myNewsRoutes)
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
