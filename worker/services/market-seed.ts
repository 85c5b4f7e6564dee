import { filterMarketCoins } from "../../domain/list-filters";
import snapshot from "../data/market-snapshot.json";
import { parseMarkets } from "../upstream/coingecko-parse";
import type { Db } from "../db/index";
import { type DataState, type MarketMeta, TOP_KEY, dataState, getMeta } from "../db/market-meta";
import { replaceTopCoins } from "../db/market-coins";

/** The bundled offline snapshot's time (scripts/build-market-snapshot.mjs). */
export const SNAPSHOT_AS_OF = new Date(snapshot.asOf);

export type TopMeta = { meta: MarketMeta; state: DataState };

/**
 * The top list's meta row, seeding a fresh database from the bundled snapshot first, so no setup step is
 * needed anywhere. The snapshot goes through the same parser and filters as live data.
 */
export async function ensureTopSeeded(db: Db): Promise<TopMeta> {
  const meta = await getMeta(db, TOP_KEY);
  const state = dataState(meta);
  if (meta && state) return { meta, state };
  const coins = filterMarketCoins(parseMarkets(snapshot.coins).rows);
  await replaceTopCoins(db, coins, { source: "snapshot", updatedAt: SNAPSHOT_AS_OF }, { seed: true });
  // Re-read: a live refresh may have won the race, and its data is then the truth.
  const seeded = await getMeta(db, TOP_KEY);
  const seededState = dataState(seeded);
  if (!seeded || !seededState) throw new Error("market snapshot seeding left no data");
  return { meta: seeded, state: seededState };
}
