import { Hono } from "hono";
import { methodQuery, realizedQuery } from "../../schema/ledger-api";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { loadHoldings, loadRealized, realizedCsv } from "../services/holdings";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";

/** Holdings and realized gains by the asked cost-basis method, else the user's default (PUT /api/profile). */
export const holdingRoutes = new Hono<AppEnv>().get("/", requireUser, validate("query", methodQuery), async (c) => {
  const user = sessionUser(c);
  return c.json(await loadHoldings(getDb(c.env.DB), user.id, c.req.valid("query").method ?? user.costBasisMethod));
});

export const realizedRoutes = new Hono<AppEnv>()
  .get("/export.csv", requireUser, validate("query", realizedQuery), async (c) => {
    const user = sessionUser(c);
    const { method, year } = c.req.valid("query");
    const report = await loadRealized(getDb(c.env.DB), user.id, method ?? user.costBasisMethod, year ?? null);
    return c.body(realizedCsv(report), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="coinfolio-realized-${report.year ?? "all"}-${report.method}.csv"`,
    });
  })
  .get("/", requireUser, validate("query", realizedQuery), async (c) => {
    const user = sessionUser(c);
    const { method, year } = c.req.valid("query");
    return c.json(await loadRealized(getDb(c.env.DB), user.id, method ?? user.costBasisMethod, year ?? null));
  });
