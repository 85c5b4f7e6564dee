import { Hono } from "hono";
import { formatSourceLabel } from "../../domain/format";
import { icpSourceLabel } from "../../domain/icp-tokens";
import type { ApiStatus, SourceStatus } from "../../schema/market-api";
import type { AppEnv, Env } from "../env";
import { type Db, getDb } from "../db";
import { ICP_SNAPSHOT, readIcpMeta } from "../db/icp";
import { ensureTopSeeded } from "../services/market-seed";
import { getBudget } from "../db/upstream-budget";
import { nextIcpRefreshAt } from "../services/icp-refresh";
import { nextRefreshAt, topMaxAgeMs } from "../services/market-refresh";
import { publicCache } from "../middleware/public-cache";
import { publicRoute } from "../middleware/session";
import { coinGeckoConfig } from "../upstream/coingecko";
import { icpSourceIsLive } from "../upstream/exchange-source";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const later = (a: Date, b: number | null | undefined) => (b && b > a.getTime() ? new Date(b) : a);

/** live / fallback / offline from the configuration, what is served and whether refreshes fail. */
const stateOf = (
  configuredLive: boolean,
  servesLive: boolean,
  failingSince: Date | null | undefined,
): SourceStatus["state"] => (!configuredLive ? "offline" : servesLive && !failingSince ? "live" : "fallback");

/** The top list stands for CoinGecko: every page's ticker shows it, and the ecosystems follow its fate. */
async function coinGeckoStatus(env: Env, db: Db): Promise<SourceStatus> {
  const configuredLive = coinGeckoConfig(env).plan !== "offline";
  const { meta, state } = await ensureTopSeeded(db);
  const cooldownUntil = configuredLive ? (await getBudget(db, "coingecko"))?.cooldownUntil : null;
  return {
    id: "coingecko",
    name: "CoinGecko",
    state: stateOf(configuredLive, state.source === "coingecko", meta.failingSince),
    data: {
      source: state.source,
      updatedAt: state.updatedAt.toISOString(),
      label: formatSourceLabel(state.source, state.updatedAt, meta.failingSince),
    },
    lastSuccessAt: state.source === "coingecko" ? state.updatedAt.toISOString() : null,
    lastAttemptAt: iso(meta.lastAttemptAt),
    lastError: meta.lastError,
    failingSince: iso(meta.failingSince),
    nextTryAt: configuredLive ? later(nextRefreshAt(meta, topMaxAgeMs(env)), cooldownUntil).toISOString() : null,
  };
}

async function icpSwapStatus(env: Env, db: Db, now: Date): Promise<SourceStatus> {
  const configuredLive = icpSourceIsLive(env);
  // Before the first read or refresh nothing is stored yet: the snapshot is what the list would serve.
  const meta = await readIcpMeta(db);
  const source = meta?.source ?? "snapshot";
  const updatedAt = meta?.updatedAt ?? new Date(ICP_SNAPSHOT.as_of);
  return {
    id: "icpswap",
    name: "ICPSwap",
    state: stateOf(configuredLive, source === "icpswap", meta?.failingSince),
    data: { source, updatedAt: updatedAt.toISOString(), label: icpSourceLabel(source, updatedAt, meta?.failingSince) },
    lastSuccessAt: source === "icpswap" ? updatedAt.toISOString() : null,
    lastAttemptAt: iso(meta?.lastAttemptAt),
    lastError: meta?.lastError ?? null,
    failingSince: iso(meta?.failingSince),
    nextTryAt: configuredLive ? nextIcpRefreshAt(now).toISOString() : null,
  };
}

/** GET /api/status: whether each market data source is live, and if not since when and what is next. */
export const statusRoutes = new Hono<AppEnv>().get("/", publicRoute, publicCache({ maxAge: 15 }), async (c) => {
  const db = getDb(c.env.DB);
  const now = new Date();
  const status: ApiStatus = { sources: [await coinGeckoStatus(c.env, db), await icpSwapStatus(c.env, db, now)] };
  return c.json(status);
});
