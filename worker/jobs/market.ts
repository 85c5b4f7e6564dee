import { ECOSYSTEMS } from "../../domain/ecosystems";
import type { Env } from "../env";
import { getDb } from "../db";
import { type MarketMeta, TOP_KEY, ecosystemKey, listMeta } from "../db/market-meta";
import { coinGeckoConfig } from "../upstream/coingecko";
import {
  ECOSYSTEMS_PER_RUN,
  type RefreshOutcome,
  ecosystemMaxAgeMs,
  isDue,
  refreshEcosystem,
  refreshTopCoins,
  topMaxAgeMs,
} from "../services/market-refresh";

/** The ecosystems due next: never fetched first, then the longest untouched (success or failure). */
export function ecosystemsDue(
  metas: readonly MarketMeta[],
  now: Date,
  maxAgeMs: number,
  count = ECOSYSTEMS_PER_RUN,
): string[] {
  const byKey = new Map(metas.map((m) => [m.key, m]));
  const touched = (id: string) => {
    const meta = byKey.get(ecosystemKey(id));
    return Math.max(meta?.updatedAt?.getTime() ?? 0, meta?.lastAttemptAt?.getTime() ?? 0);
  };
  return ECOSYSTEMS.map((e) => e.id)
    .filter((id) => isDue(byKey.get(ecosystemKey(id)) ?? null, now, maxAgeMs))
    .sort((a, b) => touched(a) - touched(b))
    .slice(0, count);
}

/** The cron's market work: the top list when due, then the next ecosystems, one after another. */
export async function runMarketJobs(env: Env, now: Date): Promise<RefreshOutcome[]> {
  if (coinGeckoConfig(env).plan === "offline") return [];
  const metas = await listMeta(getDb(env.DB));
  const outcomes: RefreshOutcome[] = [];
  const top = metas.find((m) => m.key === TOP_KEY) ?? null;
  if (isDue(top, now, topMaxAgeMs(env))) outcomes.push(await refreshTopCoins(env, now));
  for (const id of ecosystemsDue(metas, now, ecosystemMaxAgeMs(env))) {
    outcomes.push(await refreshEcosystem(env, id, now));
  }
  return outcomes;
}
