import type { Env } from "../env";
import { getDb } from "../db";
import {
  ICP_SNAPSHOT,
  acquireIcpRefreshLock,
  readIcpMeta,
  recordIcpRefreshFailure,
  replaceIcpTokens,
  seedIcpSnapshot,
  type IcpTokenRow,
} from "../db/icp";
import { runBatch } from "../db/batch";
import { recordPriceStatements } from "../db/price-history";
import { liveExchange, type SourceToken } from "../upstream/exchange-source";

/** The price history's key of an ICP token (schema/price-history.ts). */
export const icpHistoryId = (canisterId: string) => `icp:${canisterId}`;

export const ICP_REFRESH_EVERY_MINUTES = 5;
/** Longer than any refresh takes; a crashed run cannot block the next ones for more than this. */
const LOCK_MS = 2 * 60 * 1000;
/** The full token list is one large answer and nobody is waiting on it. */
const LIST_TIMEOUT_MS = 15_000;
/** The cron fires on the minute; the refresh itself takes a few seconds more. */
const REFRESH_SETTLE_SECONDS = 60;

export const isIcpRefreshDue = (now: Date) => now.getUTCMinutes() % ICP_REFRESH_EVERY_MINUTES === 0;

/** When the cron next refreshes the token list (the next 5-minute mark; failures just wait for it). */
export function nextIcpRefreshAt(now: Date): Date {
  const period = ICP_REFRESH_EVERY_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / period) * period + period);
}

/** How long a token list may be cached: until the next refresh can have changed it. */
export function secondsUntilNextIcpRefresh(now: Date): number {
  return Math.ceil((nextIcpRefreshAt(now).getTime() - now.getTime()) / 1000) + REFRESH_SETTLE_SECONDS;
}

const knownIdentities = new Map(ICP_SNAPSHOT.tokens.map((token) => [token.canister_id, token]));

/** ICPSwap's list has no decimals or logos; the snapshot's real ones are kept for the tokens it knows. */
function toRows(tokens: SourceToken[], now: Date): IcpTokenRow[] {
  return tokens.map((token) => ({
    canisterId: token.canister_id,
    name: token.name,
    symbol: token.symbol,
    decimals: knownIdentities.get(token.canister_id)?.decimals ?? null,
    logoUrl: knownIdentities.get(token.canister_id)?.logo_url ?? null,
    price: token.price,
    marketCap: token.market_cap,
    volume24h: token.volume_24h,
    priceChange24h: token.price_change_24h,
    tvl: token.tvl,
    updatedAt: now,
    source: "icpswap",
  }));
}

export type IcpRefreshResult = { status: "offline" } | { status: "busy" } | { status: "refreshed"; tokens: number };

/**
 * The refresh the cron runs every 5 minutes (worker/jobs/index.ts): replaces the cached token list with the
 * live exchange's. On any failure the last good list stays and the failure is noted for GET /api/{dex}/status;
 * offline it does nothing.
 */
export async function refreshIcpTokens(env: Env, now: Date): Promise<IcpRefreshResult> {
  const source = liveExchange(env, { timeoutMs: LIST_TIMEOUT_MS });
  if (!source) return { status: "offline" };
  const db = getDb(env.DB);
  // The snapshot is the baseline a failed first refresh falls back to, and its meta row holds the lock.
  if (!(await readIcpMeta(db))) await seedIcpSnapshot(db);
  if (!(await acquireIcpRefreshLock(db, now, LOCK_MS))) return { status: "busy" };
  try {
    const tokens = await source.listTokens();
    if (tokens.length === 0) throw new Error(`${source.name} listed no usable tokens`);
    await replaceIcpTokens(db, toRows(tokens, now), "icpswap", now);
    const prices = tokens.map((t) => ({
      id: icpHistoryId(t.canister_id),
      price: t.price === null ? null : Number(t.price),
    }));
    await runBatch(db, recordPriceStatements(prices, now));
    return { status: "refreshed", tokens: tokens.length };
  } catch (err) {
    await recordIcpRefreshFailure(db, err instanceof Error ? err.message : String(err), now);
    throw err;
  }
}
