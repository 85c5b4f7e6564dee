import type { Env } from "../env";
import { getDb } from "../db";
import { repricePositions } from "../lib/reprice";

/**
 * Every minute: re-prices every user's positions from the market cache, liquidating what crossed its
 * liquidation price while its owner was away, and triggers the price alerts whose target was reached.
 */
export async function runPositionJobs(env: Env, now: Date) {
  const result = await repricePositions(getDb(env.DB), now);
  return {
    spot: result.spot.length,
    leveraged: result.leveraged.length,
    liquidated: result.liquidated.length,
    triggeredAlerts: result.triggeredAlerts.length,
  };
}
