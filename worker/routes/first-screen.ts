import { type ExecutionContext, Hono } from "hono";
import type { FirstScreen } from "../../schema/market-api";
import type { AppEnv, Env } from "../env";
import { publicRoute } from "../middleware/session";

/** How the app answers a request of its own (the parts below are its public routes and /api/user). */
export type ServeOwn = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/** Each part of the first screen and the route that answers it; the web seeds its queries under these paths. */
const PARTS = {
  status: "/api/status",
  marketStatus: "/api/market-status",
  tickerCoins: "/api/top-coins?limit=20",
  activeAds: "/api/active-ads",
  user: "/api/user",
} as const satisfies Record<keyof FirstScreen, string>;

/**
 * GET /api/first-screen: what every page's first screen reads (the data status, the shell's ticker, the
 * signed-in user or none, the market's status and the served ads) in one answer, asked for by the HTML
 * itself (a preload) while the app's code downloads. The web renders its first screen once, with its data,
 * instead of once per answer. Each part is the answer of its own route, so the two can never disagree; a
 * part that fails is left out and the web asks its route as before.
 */
export const firstScreenRoutes = (serveOwn: ServeOwn) =>
  new Hono<AppEnv>().get("/", publicRoute, async (c) => {
    const cookie = c.req.header("Cookie");
    const part = async (path: string) => {
      const headers = new Headers(path === PARTS.user && cookie ? { Cookie: cookie } : {});
      const res = await serveOwn(new Request(new URL(path, c.req.url), { headers }), c.env, c.executionCtx);
      if (path === PARTS.user && res.status === 401) return null;
      return res.ok ? ((await res.json()) as unknown) : undefined;
    };
    const entries = await Promise.all(
      Object.entries(PARTS).map(async ([name, path]) => [name, await part(path)] as const),
    );
    const body = Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as FirstScreen;
    // It holds the session's user: never kept by a cache.
    c.header("Cache-Control", "private, no-store");
    return c.json(body);
  });
