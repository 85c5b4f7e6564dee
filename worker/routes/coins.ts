import { Hono } from "hono";
import { findEcosystem } from "../../domain/ecosystems";
import { chartPoints, rangeWindow } from "../../domain/price-history";
import { type CoinDetail, type CoinHistory, coinParam, historyQuery } from "../../schema/coin-api";
import type { AppEnv } from "../env";
import { findCoin } from "../db/coins";
import { toMarketCoin } from "../db/market-coins";
import { ensureHistorySeeded, hasHistory, readHistory } from "../db/price-history";
import { notFound } from "../http/errors";
import { backfillHistory } from "../services/history-backfill";
import { loadTopMarket } from "../services/market-data";
import { validate } from "../http/validate";
import { publicCache } from "../middleware/public-cache";
import { publicRoute } from "../middleware/session";

/** Like the market lists: prices refresh every minute, answers are at most 30 s behind. */
const MAX_AGE = 30;

export const coinRoutes = new Hono<AppEnv>()
  .use(publicRoute)
  .get("/:id", publicCache({ maxAge: MAX_AGE }), validate("param", coinParam), async (c) => {
    const { id } = c.req.valid("param");
    const { db, state } = await loadTopMarket(c);
    const row = await findCoin(db, id);
    if (!row) throw notFound("Unknown coin");
    const coin = toMarketCoin(row);
    const detail: CoinDetail = {
      ...coin,
      high_24h: row.high24h,
      low_24h: row.low24h,
      ath: row.ath,
      ath_change_percentage: row.athChangePercentage,
      ath_date: row.athDate?.toISOString() ?? null,
      atl: row.atl,
      atl_change_percentage: row.atlChangePercentage,
      atl_date: row.atlDate?.toISOString() ?? null,
      total_supply: row.totalSupply,
      max_supply: row.maxSupply,
      fully_diluted_valuation: row.fullyDilutedValuation,
      ecosystem_name: coin.ecosystem ? (findEcosystem(coin.ecosystem)?.name ?? null) : null,
      links: { coingecko: `https://www.coingecko.com/en/coins/${encodeURIComponent(coin.id)}` },
      source: state.source,
      updated_at: row.updatedAt.toISOString(),
    };
    return c.json(detail);
  })
  .get(
    "/:id/history",
    publicCache({ maxAge: MAX_AGE, params: ["range"] }),
    validate("param", coinParam),
    validate("query", historyQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      const { range } = c.req.valid("query");
      const { db, state } = await loadTopMarket(c);
      if (!(await findCoin(db, id)) && !(await hasHistory(db, id))) throw notFound("Unknown coin");
      const now = new Date();
      if (state.source === "snapshot") await ensureHistorySeeded(db);
      await backfillHistory(c.env, db, id, now);
      // Offline the data's time is the snapshot's: its ranges end there, not today.
      const { from, to } = rangeWindow(range, state.source === "snapshot" ? state.updatedAt.getTime() : now.getTime());
      const points = chartPoints(await readHistory(db, id, from, to), range);
      const history: CoinHistory = { points, source: state.source, from, to };
      return c.json(history);
    },
  );
