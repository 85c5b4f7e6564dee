import type { Env } from "../env";
import { getDb } from "../db";
import { countDay, deleteVisitsBefore, saveDailyStat } from "../db/visits";
import { ROLL_UP_EVERY_MINUTES, VISIT_RETENTION_DAYS, daysAgo, lastDays } from "../../domain/visits";

export const isStatsRollUpDue = (now: Date) => now.getUTCMinutes() % ROLL_UP_EVERY_MINUTES === 0;

/**
 * Rolls yesterday and today up into daily_stats (yesterday again so that visits recorded just before
 * midnight, after the last run of the day, are counted), then deletes visits past their retention.
 */
export async function rollUpStats(env: Env, now: Date): Promise<void> {
  const db = getDb(env.DB);
  for (const date of lastDays(now, 2)) await saveDailyStat(db, await countDay(db, date));
  await deleteVisitsBefore(db, daysAgo(now, VISIT_RETENTION_DAYS));
}
