import type { ReactNode } from "react";
import type { AdminStats, DailyStat, RecentVisit } from "../../../../schema/admin-stats";
import { utcDay } from "../../../../domain/visits";
import { Button } from "../../components/button";
import { Card, Page, PageHeader } from "../../components/page";
import { formatCount, formatDay, formatVisitTime, timeAgo } from "./format";
import { InstructionsCard } from "./instructions-card";
import { VisitsChart } from "./visits-chart";

function StatCard({ label, value, caption }: { label: string; value: number; caption: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <div role="group" aria-label={label}>
        <p className="text-sm font-medium text-slate-400">{label}</p>
        <p className="mt-2 text-2xl font-bold tabular-nums text-white sm:text-3xl" data-testid="stat-value">
          {formatCount(value)}
        </p>
        <p className="mt-1 text-xs text-slate-500">{caption}</p>
      </div>
    </Card>
  );
}

function Badge({ tone, children }: { tone: "emerald" | "sky" | "slate"; children: ReactNode }) {
  const tones = {
    emerald: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
    sky: "bg-sky-500/15 text-sky-300 ring-sky-500/30",
    slate: "bg-slate-700/40 text-slate-300 ring-slate-600/60",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-12 whitespace-nowrap sm:min-w-16">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold tabular-nums text-white">{children}</dd>
    </div>
  );
}

function DailyStatsCard({ days, today }: { days: DailyStat[]; today: string }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-white">Last 7 Days</h2>
      <p className="mt-0.5 text-sm text-slate-400">Daily totals (UTC days)</p>
      <ul className="mt-3 divide-y divide-slate-800">
        {days.map((day) => (
          <li key={day.date} className="flex items-center justify-between gap-3 py-3" data-testid="daily-stat">
            <p className="min-w-0 font-medium text-white">
              {formatDay(day.date)}
              {day.date === today ? (
                <span className="block text-xs font-normal text-emerald-400 sm:ml-2 sm:inline">Today</span>
              ) : null}
            </p>
            <dl className="flex shrink-0 gap-3 sm:gap-4">
              <Figure label="Visits">{formatCount(day.totalVisits)}</Figure>
              <Figure label="Unique">{formatCount(day.uniqueVisitors)}</Figure>
              <Figure label="New users">
                {day.newRegistrations > 0 ? (
                  <Badge tone="emerald">+{formatCount(day.newRegistrations)}</Badge>
                ) : (
                  <span className="text-slate-500">0</span>
                )}
              </Figure>
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function RecentVisitsCard({ visits, now }: { visits: RecentVisit[]; now: Date }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-white">Recent Site Visits</h2>
      <p className="mt-0.5 text-sm text-slate-400">The latest {visits.length || 10} page views</p>
      {visits.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No visits recorded yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-800">
          {visits.map((visit, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: visits in the order the answer gives, never reordered; two can share a time
            <li key={`${visit.visitedAt}-${i}`} className="flex items-start gap-3 py-3" data-testid="recent-visit">
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-sm text-white" title={visit.page}>
                  {visit.page}
                </p>
                <p className="mt-0.5 break-all text-xs text-slate-400">
                  {visit.userId === null ? "Anonymous" : `User ${visit.userId}`}
                  <span className="text-slate-600"> · </span>
                  {visit.ipAddress ?? "Unknown IP"}
                  <span className="text-slate-600"> · </span>
                  <time dateTime={visit.visitedAt}>{formatVisitTime(visit.visitedAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                {visit.userId === null ? <Badge tone="slate">Guest</Badge> : <Badge tone="sky">User</Badge>}
                <span className="text-xs text-slate-500">{timeAgo(visit.visitedAt, now.getTime())}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-4 ${spinning ? "animate-spin" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path
        d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** product.md § Admin Dashboard, given the stats; `now` fixes "today" (a UTC day) and "x min ago" in tests. */
export function AdminStatsView({
  stats,
  refreshing,
  onRefresh,
  now = new Date(),
}: {
  stats: AdminStats;
  refreshing: boolean;
  onRefresh: () => void;
  now?: Date;
}) {
  const today = utcDay(now);
  const todayStat = stats.dailyStats.find((day) => day.date === today);
  return (
    <Page>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Users, registrations and site visits"
        actions={
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            <RefreshIcon spinning={refreshing} />
            Refresh Data
          </Button>
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Users" value={stats.totalUsers} caption="Registered accounts" />
        <StatCard label="New Users (7d)" value={stats.newUsers7Days} caption="Joined in the last 7 days" />
        <StatCard label="New Users (30d)" value={stats.newUsers30Days} caption="Joined in the last 30 days" />
        <StatCard
          label="Today's Visits"
          value={todayStat?.totalVisits ?? 0}
          caption={`${formatCount(todayStat?.uniqueVisitors ?? 0)} unique visitors today (UTC)`}
        />
      </div>
      {stats.visits30Days.length > 0 ? <VisitsChart days={stats.visits30Days} /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DailyStatsCard days={stats.dailyStats} today={today} />
        <RecentVisitsCard visits={stats.recentVisits} now={now} />
      </div>
      <InstructionsCard />
    </Page>
  );
}
