import type { Env } from "../env";
import { getDb } from "../db";
import { deleteExpiredSessions } from "../db/sessions";
import { expireAds, isPaymentRecheckDue, recheckAdPayments } from "./ads";
import { isIcpRefreshDue, refreshIcpTokens } from "../services/icp-refresh";
import { runMarketJobs } from "./market";
import { pruneNewsViewKeys } from "./news-views-cleanup";
import { runPositionJobs } from "./positions";
import { rollUpHistory } from "./price-history";
import { isStatsRollUpDue, rollUpStats } from "./stats";

type Job = { name: string; due: (now: Date) => boolean; run: (env: Env, now: Date) => Promise<unknown> };

const everyMinute = () => true;
const hourly = (now: Date) => now.getUTCMinutes() === 0;

/** Positions are re-priced once the minute's market refresh has settled, so they take its prices. */
async function marketThenPositions(env: Env, now: Date) {
  const market = await runMarketJobs(env, now).catch((error: unknown) =>
    console.error("cron job market failed", error),
  );
  return { market, positions: await runPositionJobs(env, now) };
}

/** Every scheduled job, one line each; `due` decides from the cron's time whether it runs this minute. */
const JOBS: Job[] = [
  { name: "market, then positions", due: everyMinute, run: marketThenPositions },
  { name: "icp-tokens", due: isIcpRefreshDue, run: refreshIcpTokens },
  { name: "sessions-cleanup", due: hourly, run: (env, now) => deleteExpiredSessions(getDb(env.DB), now) },
  { name: "news-views-cleanup", due: hourly, run: pruneNewsViewKeys },
  { name: "stats-roll-up", due: isStatsRollUpDue, run: rollUpStats },
  { name: "price-history-roll-up", due: hourly, run: rollUpHistory },
  { name: "ad-expiry", due: everyMinute, run: expireAds },
  { name: "ad-payments", due: isPaymentRecheckDue, run: recheckAdPayments },
];

/**
 * The one cron (every minute) dispatches here. Jobs run independently so one failing upstream cannot stop
 * the others; a failure is logged and retried on its next cycle.
 */
export async function runScheduled(env: Env, now: Date): Promise<void> {
  const due = JOBS.filter((job) => job.due(now));
  const results = await Promise.allSettled(due.map((job) => job.run(env, now)));
  results.forEach((result, i) => {
    if (result.status === "rejected") console.error(`cron job ${due[i]!.name} failed`, result.reason);
  });
}
