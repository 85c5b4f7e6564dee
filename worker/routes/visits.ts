import { Hono } from "hono";
import type { AppEnv, Env } from "../env";
import { withSession } from "../middleware/session";
import { getDb } from "../db";
import { insertVisit, type NewVisit } from "../db/visits";
import { clientIp } from "../http/request";
import { VISITS_PER_IP, hitWithinLimit } from "../http/throttle";
import { validate } from "../http/validate";
import { isDeclaredCrawler } from "../../domain/visits";
import { visitInputSchema } from "../../schema/admin-stats";

/** Over the per-IP rate a visit is not stored; the throttle count itself is the only trace. */
async function recordVisit(env: Env, visit: NewVisit): Promise<void> {
  const allowed = await hitWithinLimit(env, { key: `visit-ip:${visit.ipAddress ?? "unknown"}`, rule: VISITS_PER_IP });
  if (allowed) await insertVisit(getDb(env.DB), visit);
}

export const visitRoutes = new Hono<AppEnv>().post("/", withSession, validate("json", visitInputSchema), (c) => {
  const { page, referrer } = c.req.valid("json");
  const userAgent = c.req.header("User-Agent") ?? null;
  if (!isDeclaredCrawler(userAgent)) {
    const visit: NewVisit = {
      userId: c.get("user")?.id ?? null,
      ipAddress: clientIp(c),
      userAgent: userAgent?.slice(0, 512) ?? null,
      page,
      referrer,
      visitedAt: new Date(),
    };
    // The page never waits for the bookkeeping, and a failure there never reaches it.
    c.executionCtx.waitUntil(recordVisit(c.env, visit).catch((error) => console.error("visit not recorded", error)));
  }
  return c.body(null, 204);
});
