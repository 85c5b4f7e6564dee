import { Hono } from "hono";
import { formatSourceLabel } from "../../domain/format";
import { rankCoinMatches } from "../../domain/list-filters";
import { sparklineShape } from "../../domain/sparkline";
import {
  type MarketDataItem,
  type MarketStatus,
  PAYMENT_PRICE_IDS,
  SEARCH_RESULTS_MAX,
  type SparklineMap,
  type TokenPriceMap,
  marketDataQuery,
  searchCoinsQuery,
  topCoinsQuery,
} from "../../schema/market-api";
import type { AppEnv } from "../env";
import { findCoinPrices, findCoinsContaining, listTopCoins, listTopSparklines, toMarketCoin } from "../db/market-coins";
import { searchCoinGecko } from "../services/coin-search";
import { loadTopMarket, setDataHeaders } from "../services/market-data";
import { validate } from "../http/validate";
import { publicCache } from "../middleware/public-cache";
import { publicRoute } from "../middleware/session";

/** Prices refresh every minute; half of that keeps the edge and browsers at most 30 s behind. */
const PRICE_MAX_AGE = 30;

export const topCoinRoutes = new Hono<AppEnv>().get(
  "/",
  publicRoute,
  publicCache({ maxAge: PRICE_MAX_AGE, params: ["limit"] }),
  validate("query", topCoinsQuery),
  async (c) => {
    const { db } = await loadTopMarket(c);
    const rows = await listTopCoins(db, c.req.valid("query").limit);
    return c.json(rows.map(toMarketCoin));
  },
);

/** The top list's sparklines as shapes, apart from the list itself so that list stays small; same cycle. */
export const sparklineRoutes = new Hono<AppEnv>().get(
  "/",
  publicRoute,
  publicCache({ maxAge: PRICE_MAX_AGE, params: ["limit"] }),
  validate("query", topCoinsQuery),
  async (c) => {
    const { db } = await loadTopMarket(c);
    const map: SparklineMap = {};
    for (const { id, sparkline } of await listTopSparklines(db, c.req.valid("query").limit)) {
      const shape = sparklineShape(sparkline);
      if (shape.length > 0) map[id] = shape;
    }
    return c.json(map);
  },
);

export const searchCoinRoutes = new Hono<AppEnv>().get(
  "/",
  publicRoute,
  publicCache({ maxAge: 60, params: ["q", "query"] }),
  validate("query", searchCoinsQuery),
  async (c) => {
    const { text } = c.req.valid("query");
    const { db } = await loadTopMarket(c);
    if (!text) return c.json([]);
    const cached = rankCoinMatches(await findCoinsContaining(db, text), text, SEARCH_RESULTS_MAX);
    if (cached.length > 0) return c.json(cached);
    const now = new Date();
    const found = await searchCoinGecko(c.env, db, text, now);
    if (found.length > 0) setDataHeaders(c, { source: "coingecko", updatedAt: now });
    return c.json(found);
  },
);

export const marketDataRoutes = new Hono<AppEnv>().get(
  "/",
  publicRoute,
  publicCache({ maxAge: PRICE_MAX_AGE, params: ["ids"] }),
  validate("query", marketDataQuery),
  async (c) => {
    const { db } = await loadTopMarket(c);
    const prices = await findCoinPrices(db, c.req.valid("query").ids);
    return c.json(prices.map(({ id, name, price }): MarketDataItem => ({ id, name, price })));
  },
);

export const tokenPriceRoutes = new Hono<AppEnv>().get(
  "/",
  publicRoute,
  publicCache({ maxAge: PRICE_MAX_AGE }),
  async (c) => {
    const { db } = await loadTopMarket(c);
    const prices = await findCoinPrices(db, Object.values(PAYMENT_PRICE_IDS));
    const map: TokenPriceMap = Object.fromEntries(prices.map(({ id, price }) => [id, { usd: price }]));
    return c.json(map);
  },
);

export const marketStatusRoutes = new Hono<AppEnv>().get("/", publicRoute, publicCache({ maxAge: 15 }), async (c) => {
  const { state } = await loadTopMarket(c);
  const status: MarketStatus = {
    source: state.source,
    updatedAt: state.updatedAt.toISOString(),
    label: formatSourceLabel(state.source, state.updatedAt, state.failingSince),
    failingSince: state.failingSince?.toISOString() ?? null,
  };
  return c.json(status);
});
