import { Hono } from "hono";
import { membersOf } from "../../domain/ecosystem-members";
import { ECOSYSTEMS, findEcosystem } from "../../domain/ecosystems";
import { type EcosystemSummary, ecosystemParam } from "../../schema/market-api";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { listCoinsByIds, listEcosystemTokens, toMarketCoin } from "../db/market-coins";
import { dataState, ecosystemKey, getMeta } from "../db/market-meta";
import { ecosystemMaxAgeMs, refreshEcosystem } from "../services/market-refresh";
import { notFound } from "../http/errors";
import { loadTopMarket, refreshInBackgroundIfDue, setDataHeaders } from "../services/market-data";
import { validate } from "../http/validate";
import { publicCache } from "../middleware/public-cache";
import { publicRoute } from "../middleware/session";

const SUMMARIES: EcosystemSummary[] = ECOSYSTEMS.map(({ id, name, description, colors }) => ({
  id,
  name,
  description,
  colors,
}));

export const ecosystemRoutes = new Hono<AppEnv>().get("/", publicRoute, publicCache({ maxAge: 3600 }), (c) =>
  c.json(SUMMARIES),
);

export const ecosystemTokenRoutes = new Hono<AppEnv>().get(
  "/:ecosystemId",
  publicRoute,
  publicCache({ maxAge: 60 }),
  validate("param", ecosystemParam),
  async (c) => {
    const ecosystem = findEcosystem(c.req.valid("param").ecosystemId);
    if (!ecosystem) throw notFound("Unknown ecosystem");
    const db = getDb(c.env.DB);
    const meta = await getMeta(db, ecosystemKey(ecosystem.id));
    refreshInBackgroundIfDue(c, meta, ecosystemMaxAgeMs(c.env), (now) => refreshEcosystem(c.env, ecosystem.id, now));
    const state = dataState(meta);
    if (state) {
      setDataHeaders(c, state);
      return c.json((await listEcosystemTokens(db, ecosystem.id)).map(toMarketCoin));
    }
    // Never fetched (offline, or not yet): the market list's coins that belong to the ecosystem.
    await loadTopMarket(c);
    return c.json((await listCoinsByIds(db, membersOf(ecosystem.id))).map(toMarketCoin));
  },
);
