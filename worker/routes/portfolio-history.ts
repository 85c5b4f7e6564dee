import { Hono } from "hono";
import { historyQuery } from "../../schema/coin-api";
import type { AppEnv } from "../env";
import { loadPortfolioHistory } from "../services/portfolio-history";
import { loadTopMarket } from "../services/market-data";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";

/** The value of the signed-in user's holdings over a range (docs/decisions.md, "Portfolio history"). */
export const portfolioHistoryRoutes = new Hono<AppEnv>().get(
  "/",
  requireUser,
  validate("query", historyQuery),
  async (c) => {
    const { db, state } = await loadTopMarket(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await loadPortfolioHistory(db, sessionUser(c).id, c.req.valid("query").range, state, new Date()));
  },
);
