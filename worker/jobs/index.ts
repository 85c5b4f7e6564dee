import type { Env } from "../env";
import { getDb } from "../db";
import { deleteExpiredSessions } from "../db/sessions";
import { isIcpRefreshDue, refreshIcpTokens } from "./icp";
import { runMarketJobs } from "./market";
import { runPositionJobs } from "./positions";

/**
 * The one cron (every minute) dispatches here; each job decides from `now` whether it is due.
 * Jobs run independently so one failing upstream cannot stop the others.
 */
export async function runScheduled(env: Env, now: Date): Promise<void> {
  // Positions are re-priced once this minute's market refresh has settled, so they take its prices.
  const market = runMarketJobs(env, now);
  const afterMarket = market.then(
    () => undefined,
    () => undefined,
  );
  const jobs: Array<[string, () => Promise<unknown>]> = [
    ["market", () => market],
    ["positions", () => afterMarket.then(() => runPositionJobs(env, now))],
  ];
  if (now.getUTCMinutes() === 0) jobs.push(["sessions-cleanup", () => deleteExpiredSessions(getDb(env.DB), now)]);
  if (isIcpRefreshDue(now)) jobs.push(["icp-tokens", () => refreshIcpTokens(env, now)]);
  const results = await Promise.allSettled(jobs.map(([, run]) => run()));
  results.forEach((result, i) => {
    if (result.status === "rejected") console.error(`cron job ${jobs[i]![0]} failed`, result.reason);
  });
}
