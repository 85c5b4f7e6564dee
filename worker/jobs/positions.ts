import type { Env } from "../env";
import { getDb } from "../db";
import { notifyRepriced } from "../services/notify-events";
import { repricePositions } from "../services/reprice";

/**
 * Every minute: re-prices every user's positions from the market cache, liquidating what crossed its
 * liquidation price while its owner was away, and triggers the price alerts whose target was reached;
 * each of those reaches its owner in the bell and by push.
 */
export async function runPositionJobs(env: Env, now: Date) {
  const db = getDb(env.DB);
  const result = await repricePositions(db, now);
  const notified = await notifyRepriced(env, db, result);
  return {
    spot: result.spot.length,
    leveraged: result.leveraged.length,
    liquidated: result.liquidated.length,
    triggeredAlerts: result.triggeredAlerts.length,
    pushed: notified.pushed,
  };
}
