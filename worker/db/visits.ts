import { and, count, desc, gte, lt, sql } from "drizzle-orm";
import { dailyStats, siteVisits, users } from "../../schema/tables";
import type { DailyStat, RecentVisit } from "../../schema/admin-stats";
import { dayRange, daysAgo } from "../../domain/visits";
import type { Db } from "./index";

export type NewVisit = typeof siteVisits.$inferInsert;

export async function insertVisit(db: Db, visit: NewVisit): Promise<void> {
  await db.insert(siteVisits).values(visit);
}

/**
 * A visitor is a signed-in user (by id) or, for guests, an IP address and user agent pair; the same
 * person before and after signing in counts twice on that day.
 */
const visitorKey = sql`CASE WHEN ${siteVisits.userId} IS NOT NULL THEN 'u:' || ${siteVisits.userId}
  ELSE 'g:' || coalesce(${siteVisits.ipAddress}, '') || '|' || coalesce(${siteVisits.userAgent}, '') END`;

/** The totals of one UTC day, counted from the raw visits and users. */
export async function countDay(db: Db, date: string): Promise<DailyStat> {
  const { start, end } = dayRange(date);
  const [visits, registrations] = await Promise.all([
    db
      .select({ totalVisits: count(), uniqueVisitors: sql<number>`count(DISTINCT ${visitorKey})` })
      .from(siteVisits)
      .where(and(gte(siteVisits.visitedAt, start), lt(siteVisits.visitedAt, end)))
      .get(),
    db
      .select({ n: count() })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
      .get(),
  ]);
  return {
    date,
    totalVisits: visits?.totalVisits ?? 0,
    uniqueVisitors: visits?.uniqueVisitors ?? 0,
    newRegistrations: registrations?.n ?? 0,
  };
}

export async function saveDailyStat(db: Db, stat: DailyStat): Promise<void> {
  const { date, ...totals } = stat;
  await db.insert(dailyStats).values(stat).onConflictDoUpdate({ target: dailyStats.date, set: totals });
}

/** Stored daily totals with from <= date < to, by date. */
export async function storedDailyStats(db: Db, from: string, to: string): Promise<Map<string, DailyStat>> {
  const rows = await db
    .select({
      date: dailyStats.date,
      totalVisits: dailyStats.totalVisits,
      uniqueVisitors: dailyStats.uniqueVisitors,
      newRegistrations: dailyStats.newRegistrations,
    })
    .from(dailyStats)
    .where(and(gte(dailyStats.date, from), lt(dailyStats.date, to)))
    .all();
  return new Map(rows.map((row) => [row.date, row]));
}

export async function recentVisits(db: Db, limit: number): Promise<RecentVisit[]> {
  const rows = await db
    .select({
      page: siteVisits.page,
      userId: siteVisits.userId,
      ipAddress: siteVisits.ipAddress,
      visitedAt: siteVisits.visitedAt,
    })
    .from(siteVisits)
    .orderBy(desc(siteVisits.visitedAt), desc(siteVisits.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({ ...row, visitedAt: row.visitedAt.toISOString() }));
}

export async function deleteVisitsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(siteVisits).where(lt(siteVisits.visitedAt, before));
}

/** All users, and those created in the last 7 and 30 days (rolling windows ending now). */
export async function countUsers(db: Db, now: Date) {
  const createdSince = (days: number) =>
    sql<number>`coalesce(sum(${users.createdAt} >= ${daysAgo(now, days).getTime()}), 0)`;
  const row = await db
    .select({ total: count(), last7Days: createdSince(7), last30Days: createdSince(30) })
    .from(users)
    .get();
  return { total: row?.total ?? 0, last7Days: row?.last7Days ?? 0, last30Days: row?.last30Days ?? 0 };
}
