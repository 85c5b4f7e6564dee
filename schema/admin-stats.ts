import { z } from "zod";

/** POST /api/visits: the beacon the SPA sends on its first load and on every route change. */
export const visitInputSchema = z.object({
  page: z
    .string({ error: "Page is required" })
    .max(512, "Page must be at most 512 characters")
    .regex(/^\/\S*$/, "Page must be a path starting with /"),
  referrer: z
    .string()
    .max(1024, "Referrer must be at most 1024 characters")
    .nullish()
    .transform((v) => v || null),
});

export type VisitInput = z.infer<typeof visitInputSchema>;

/** One UTC day of the admin statistics (daily_stats as the dashboard sees it, product.md § Admin Dashboard). */
export type DailyStat = {
  date: string;
  totalVisits: number;
  uniqueVisitors: number;
  newRegistrations: number;
};

export type RecentVisit = {
  page: string;
  userId: number | null;
  ipAddress: string | null;
  /** ISO 8601 instant. */
  visitedAt: string;
};

/** GET /api/admin/stats (product.md § Visits and admin API, `visits30Days` included for the chart). */
export type AdminStats = {
  totalUsers: number;
  newUsers7Days: number;
  newUsers30Days: number;
  /** The last 7 UTC days, newest (today) first; days without data are zeros. */
  dailyStats: DailyStat[];
  /** The 10 latest visits, newest first. */
  recentVisits: RecentVisit[];
  /** The last 30 UTC days, oldest first (today last), for the chart. */
  visits30Days: DailyStat[];
};
