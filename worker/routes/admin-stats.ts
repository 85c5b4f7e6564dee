import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { countDay, countUsers, recentVisits, storedDailyStats } from "../db/visits";
import { requireAdmin } from "../middleware/session";
import { STATS_CHART_DAYS, STATS_LIST_DAYS, lastDays } from "../../domain/visits";
import type { AdminStats, DailyStat } from "../../schema/admin-stats";

const RECENT_VISITS = 10;

export const adminStatsRoutes = new Hono<AppEnv>().get("/", requireAdmin, async (c) => {
  const db = getDb(c.env.DB);
  const now = new Date();
  const days = lastDays(now, STATS_CHART_DAYS);
  const today = days[days.length - 1]!;
  // Past days come from the cron's roll-up; today is counted live so the dashboard is current.
  const [users, stored, todayStat, recent] = await Promise.all([
    countUsers(db, now),
    storedDailyStats(db, days[0]!, today),
    countDay(db, today),
    recentVisits(db, RECENT_VISITS),
  ]);
  const empty = (date: string): DailyStat => ({ date, totalVisits: 0, uniqueVisitors: 0, newRegistrations: 0 });
  const visits30Days = days.map((date) => (date === today ? todayStat : (stored.get(date) ?? empty(date))));
  const stats: AdminStats = {
    totalUsers: users.total,
    newUsers7Days: users.last7Days,
    newUsers30Days: users.last30Days,
    dailyStats: visits30Days.slice(-STATS_LIST_DAYS).reverse(),
    recentVisits: recent,
    visits30Days,
  };
  return c.json(stats);
});
