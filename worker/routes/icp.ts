import { Hono, type Context } from "hono";
import { RETAINED_304_HEADERS, etag } from "hono/etag";
import { z } from "zod";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { findIcpToken, loadIcpTokens, toIcpToken } from "../db/icp";
import { HttpError, notFound } from "../http/errors";
import { validate } from "../http/validate";
import { icpHistoryId, secondsUntilNextIcpRefresh } from "../services/icp-refresh";
import { withSession } from "../middleware/session";
import { readHistory } from "../db/price-history";
import { type EXCHANGES, liveExchange, type ExchangeSource } from "../upstream/exchange-source";
import { NotServedBySource, UpstreamError } from "../upstream/http";
import { byVolumeDesc, icpSourceLabel, topIcpTokens, visibleIcpTokens } from "../../domain/icp-tokens";
import { chartPoints, rangeWindow } from "../../domain/price-history";
import { historyQuery } from "../../schema/coin-api";
import {
  leaderboardQuerySchema,
  ohlcQuerySchema,
  pageQuerySchema,
  principalSchema,
  topTokensQuerySchema,
  type IcpStatus,
  type IcpTokenHistory,
} from "../../schema/icp";

/**
 * Where the ICP routes are mounted, `/{dex}` for each name in EXCHANGES (any other falls through to the API's JSON
 * 404). Written out, not joined at run time, so the web's typed calls know the path.
 */
export const DEX = ":dex{icpswap|kongswap}" satisfies `:dex{${(typeof EXCHANGES)[0]}|${(typeof EXCHANGES)[1]}}`;
/** Pools, charts and transactions come live from the exchange; a minute of caching spares it. */
const LIVE_CACHE_CONTROL = "public, max-age=60";

const idParam = z.object({ id: principalSchema });

/**
 * The cached token list (never the exchange: the cron refreshes it), labelled with where it came from.
 * Cached by clients until the next refresh can have changed it.
 */
async function cachedTokens(c: Context<AppEnv>) {
  const { meta, rows } = await loadIcpTokens(getDb(c.env.DB));
  c.header("X-Data-Source", meta.source);
  c.header("X-Data-Updated-At", meta.updatedAt.toISOString());
  if (meta.failingSince) c.header("X-Data-Failing-Since", meta.failingSince.toISOString());
  c.header("Cache-Control", `public, max-age=${secondsUntilNextIcpRefresh(new Date())}`);
  return { meta, tokens: visibleIcpTokens(rows.map(toIcpToken)) };
}

/** Runs a live call to the exchange, turning its failures into the error envelope. */
async function live<T>(c: Context<AppEnv>, call: (source: ExchangeSource) => Promise<T>): Promise<T> {
  const source = liveExchange(c.env);
  if (!source) {
    throw new HttpError(
      503,
      "source_offline",
      "Live exchange data is switched off on this server (ICP_SOURCE=offline); only the token list is available, from the offline snapshot",
    );
  }
  try {
    const result = await call(source);
    c.header("Cache-Control", LIVE_CACHE_CONTROL);
    return result;
  } catch (err) {
    if (err instanceof NotServedBySource) throw new HttpError(501, "not_implemented", err.message);
    if (!(err instanceof UpstreamError)) throw err;
    if (err.kind === "rate_limited") {
      throw new HttpError(503, "upstream_busy", `${source.name} is busy; please try again shortly`, undefined, {
        "Retry-After": String(err.retryAfterSeconds ?? 1),
      });
    }
    throw new HttpError(502, "upstream_unavailable", `${source.name} is unavailable: ${err.message}`);
  }
}

export const icpRoutes = new Hono<AppEnv>()
  .use(withSession)
  .use(
    etag({ retainedHeaders: [...RETAINED_304_HEADERS, "x-data-source", "x-data-updated-at", "x-data-failing-since"] }),
  )
  .get("/status", async (c) => {
    const { meta } = await loadIcpTokens(getDb(c.env.DB));
    const status: IcpStatus = {
      exchange: "icpswap",
      source: meta.source,
      updatedAt: meta.updatedAt.toISOString(),
      label: icpSourceLabel(meta.source, meta.updatedAt, meta.failingSince),
      lastAttemptAt: meta.lastAttemptAt?.toISOString() ?? null,
      lastError: meta.lastError,
      failingSince: meta.failingSince?.toISOString() ?? null,
    };
    c.header("Cache-Control", "no-cache");
    return c.json(status);
  })
  .get("/tokens", async (c) => {
    const { tokens } = await cachedTokens(c);
    return c.json(tokens.sort(byVolumeDesc));
  })
  .get("/tokens/top", validate("query", topTokensQuerySchema), async (c) => {
    const { tokens } = await cachedTokens(c);
    return c.json(topIcpTokens(tokens));
  })
  .get("/tokens/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const { tokens } = await cachedTokens(c);
    const token = tokens.find((candidate) => candidate.canister_id === id);
    if (!token) throw notFound(`No token with canister id ${id}`);
    return c.json(token);
  })
  .get("/tokens/:id/history", validate("param", idParam), validate("query", historyQuery), async (c) => {
    const { id } = c.req.valid("param");
    const { range } = c.req.valid("query");
    const { meta, tokens } = await cachedTokens(c);
    const token = tokens.find((candidate) => candidate.canister_id === id);
    if (!token) throw notFound(`No token with canister id ${id}`);
    // Offline the token's figures are as of its recording: its ranges end there, not today.
    const { from, to } = rangeWindow(range, meta.source === "snapshot" ? Date.parse(token.updated_at) : Date.now());
    const points = chartPoints(await readHistory(getDb(c.env.DB), icpHistoryId(id), from, to), range);
    const history: IcpTokenHistory = { points, source: meta.source, from, to };
    return c.json(history);
  })
  .get("/tokens/:id/transactions", validate("param", idParam), validate("query", pageQuerySchema), async (c) => {
    const { id } = c.req.valid("param");
    const { page, limit } = c.req.valid("query");
    return c.json(await live(c, (source) => source.transactions({ tokenId: id, page, limit })));
  })
  .get("/pools", async (c) => c.json(await live(c, (source) => source.listPools())))
  .get("/pools/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const pool = await live(c, (source) => source.getPool(id));
    if (!pool) throw notFound(`No pool with id ${id}`);
    return c.json(pool);
  })
  .get("/leaderboard/volume", validate("query", leaderboardQuerySchema), async (c) => {
    const request = c.req.valid("query");
    return c.json(await live(c, (source) => source.volumeLeaderboard(request)));
  })
  .get("/ohlc", validate("query", ohlcQuerySchema), async (c) => {
    const { pair, interval, limit } = c.req.valid("query");
    // `pair` is a token's canister id (its USD chart) or a pool's id (the pool's own price chart).
    const kind = (await findIcpToken(getDb(c.env.DB), pair)) ? "token" : "pool";
    return c.json(await live(c, (source) => source.ohlc({ market: { kind, id: pair }, interval, limit })));
  });
