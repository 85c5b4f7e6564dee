import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminStats } from "../../schema/admin-stats";
import { api, expectError, itRequiresSession, makeAdmin, signUp } from "../test/helpers";
import { sendBeacon, seedUser, seedVisit } from "../test/visits";

const NOW = new Date("2030-06-15T10:00:00.000Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600 * 1000);
const daysAgo = (days: number) => hoursAgo(days * 24);

/** The route reads the clock; the tests fix it (the worker runs in the test's isolate). */
const freezeClock = () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
};
afterEach(() => {
  vi.useRealTimers();
});

async function signInAdmin() {
  const admin = await signUp("admin");
  await makeAdmin(admin.user.id);
  return admin;
}

const saveStat = (date: string, totalVisits: number, uniqueVisitors: number, newRegistrations: number) =>
  env.DB.prepare("INSERT INTO daily_stats (date, total_visits, unique_visitors, new_registrations) VALUES (?, ?, ?, ?)")
    .bind(date, totalVisits, uniqueVisitors, newRegistrations)
    .run();

describe("GET /api/admin/stats", () => {
  itRequiresSession("GET", "/api/admin/stats");

  it("refuses a signed-in user who is not an admin with 403", async () => {
    const { cookie } = await signUp("plain");
    const error = await expectError(await api("/api/admin/stats", { cookie }), 403, "forbidden");
    expect(error.message).toBe("Admin access required");
  });

  it("answers an admin with users, the last 7 days (today live), the latest visits and 30 days for the chart", async () => {
    freezeClock();
    const { cookie } = await signInAdmin();
    const { n: usersBefore } = (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!;
    const alice = await seedUser(hoursAgo(1)); // today
    await seedUser(daysAgo(1)); // yesterday, within 7 days
    await seedUser(daysAgo(6.9)); // within 7 days
    await seedUser(daysAgo(7.1)); // within 30 days only
    await seedUser(daysAgo(40)); // older

    // Today (2030-06-15): 6 views by 3 visitors, not yet rolled up by the cron.
    for (const minutes of [50, 40, 30])
      await seedVisit(new Date(NOW.getTime() - minutes * 60_000), { userId: alice, page: `/p${minutes}` });
    await seedVisit(hoursAgo(2), { ip: "192.0.2.1", page: "/guest-a" });
    await seedVisit(hoursAgo(3), { ip: "192.0.2.1", page: "/guest-a" });
    await seedVisit(hoursAgo(4), { ip: "192.0.2.2", page: "/guest-b" });
    // Earlier raw visits: past days are read from the roll-up, not recounted.
    for (let i = 0; i < 6; i++) await seedVisit(daysAgo(1 + i / 10), { page: `/old${i}` });
    await saveStat("2030-06-14", 40, 12, 2);
    await saveStat("2030-06-09", 5, 4, 0);
    await saveStat("2030-06-08", 99, 99, 9); // 8 days ago: chart only
    await saveStat("2030-05-17", 7, 3, 1); // the chart's first day
    await saveStat("2030-05-16", 1000, 1000, 1000); // outside both

    const res = await api("/api/admin/stats", { cookie });
    expect(res.status).toBe(200);
    const stats = await res.json<AdminStats>();

    expect(stats.totalUsers).toBe(usersBefore + 5);
    expect(stats.newUsers7Days).toBe(3);
    expect(stats.newUsers30Days).toBe(4);

    const zero = (date: string) => ({ date, totalVisits: 0, uniqueVisitors: 0, newRegistrations: 0 });
    expect(stats.dailyStats).toEqual([
      { date: "2030-06-15", totalVisits: 6, uniqueVisitors: 3, newRegistrations: 1 },
      { date: "2030-06-14", totalVisits: 40, uniqueVisitors: 12, newRegistrations: 2 },
      zero("2030-06-13"),
      zero("2030-06-12"),
      zero("2030-06-11"),
      zero("2030-06-10"),
      { date: "2030-06-09", totalVisits: 5, uniqueVisitors: 4, newRegistrations: 0 },
    ]);

    expect(stats.visits30Days).toHaveLength(30);
    expect(stats.visits30Days[0]).toEqual({
      date: "2030-05-17",
      totalVisits: 7,
      uniqueVisitors: 3,
      newRegistrations: 1,
    });
    expect(stats.visits30Days[22]).toEqual({
      date: "2030-06-08",
      totalVisits: 99,
      uniqueVisitors: 99,
      newRegistrations: 9,
    });
    expect(stats.visits30Days.slice(-7).reverse()).toEqual(stats.dailyStats);

    expect(stats.recentVisits).toEqual([
      { page: "/p30", userId: alice, ipAddress: "198.51.100.7", visitedAt: "2030-06-15T09:30:00.000Z" },
      { page: "/p40", userId: alice, ipAddress: "198.51.100.7", visitedAt: "2030-06-15T09:20:00.000Z" },
      { page: "/p50", userId: alice, ipAddress: "198.51.100.7", visitedAt: "2030-06-15T09:10:00.000Z" },
      { page: "/guest-a", userId: null, ipAddress: "192.0.2.1", visitedAt: "2030-06-15T08:00:00.000Z" },
      { page: "/guest-a", userId: null, ipAddress: "192.0.2.1", visitedAt: "2030-06-15T07:00:00.000Z" },
      { page: "/guest-b", userId: null, ipAddress: "192.0.2.2", visitedAt: "2030-06-15T06:00:00.000Z" },
      { page: "/old0", userId: null, ipAddress: "198.51.100.7", visitedAt: "2030-06-14T10:00:00.000Z" },
      { page: "/old1", userId: null, ipAddress: "198.51.100.7", visitedAt: "2030-06-14T07:36:00.000Z" },
      { page: "/old2", userId: null, ipAddress: "198.51.100.7", visitedAt: "2030-06-14T05:12:00.000Z" },
      { page: "/old3", userId: null, ipAddress: "198.51.100.7", visitedAt: "2030-06-14T02:48:00.000Z" },
    ]);
  });

  it("shows a page view the moment the beacon has recorded it, with the viewer's id", async () => {
    freezeClock();
    const { cookie, user } = await signInAdmin();
    const todaysVisits = async () =>
      (await (await api("/api/admin/stats", { cookie })).json<AdminStats>()).dailyStats[0]!.totalVisits;
    const before = await todaysVisits();
    const page = `/fresh-${Math.random().toString(36).slice(2, 8)}`;
    expect((await sendBeacon({ page }, { cookie, ip: "203.0.113.200" })).status).toBe(204);

    const stats = await (await api("/api/admin/stats", { cookie })).json<AdminStats>();
    expect(stats.recentVisits[0]).toEqual({
      page,
      userId: user.id,
      ipAddress: "203.0.113.200",
      visitedAt: NOW.toISOString(),
    });
    expect(await todaysVisits()).toBe(before + 1);
  });
});
