import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dailyStatsRows, seedUser, seedVisit } from "../test/visits";
import { runScheduled } from "./index";
import { rollUpStats } from "./stats";

const visitCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM site_visits").first<{ n: number }>())!.n;

describe("stats roll-up", () => {
  it("counts each UTC day on its own side of midnight, and re-counts yesterday after midnight", async () => {
    const alice = await seedUser("2029-12-30T08:00:00.000Z");
    await seedUser("2029-12-31T23:59:59.999Z");
    await seedUser("2030-01-01T00:00:00.000Z");
    await seedVisit("2029-12-31T09:00:00.000Z", { userId: alice, page: "/portfolio" });
    await seedVisit("2029-12-31T23:40:00.000Z", { ip: "203.0.113.1" });

    await rollUpStats(env, new Date("2029-12-31T23:50:00.000Z"));
    expect(await dailyStatsRows()).toEqual([
      { date: "2029-12-30", totalVisits: 0, uniqueVisitors: 0, newRegistrations: 1 },
      { date: "2029-12-31", totalVisits: 2, uniqueVisitors: 2, newRegistrations: 1 },
    ]);

    // Recorded after the day's last run: the first run after midnight still counts it for 31 December.
    await seedVisit("2029-12-31T23:59:59.999Z", { ip: "203.0.113.2" });
    await seedVisit("2030-01-01T00:00:00.000Z", { ip: "203.0.113.2" });
    await seedVisit("2030-01-01T00:04:00.000Z", { userId: alice });

    await rollUpStats(env, new Date("2030-01-01T00:10:00.000Z"));
    expect(await dailyStatsRows()).toEqual([
      { date: "2029-12-30", totalVisits: 0, uniqueVisitors: 0, newRegistrations: 1 },
      { date: "2029-12-31", totalVisits: 3, uniqueVisitors: 3, newRegistrations: 1 },
      { date: "2030-01-01", totalVisits: 2, uniqueVisitors: 2, newRegistrations: 1 },
    ]);
  });

  it("counts unique visitors by user id, or by IP address and browser for guests", async () => {
    const day = "2031-03-10";
    const bob = await seedUser("2031-01-01T00:00:00.000Z");
    const carol = await seedUser("2031-01-01T00:00:00.000Z");
    const firefox = "Mozilla/5.0 Firefox/130.0";
    const safari = "Mozilla/5.0 Version/18.0 Safari/605.1.15";
    // bob: three page views from two networks -> 1
    await seedVisit(`${day}T08:00:00Z`, { userId: bob, ip: "192.0.2.1" });
    await seedVisit(`${day}T09:00:00Z`, { userId: bob, ip: "192.0.2.1" });
    await seedVisit(`${day}T10:00:00Z`, { userId: bob, ip: "192.0.2.99" });
    // carol on the same network and browser as a guest below -> 1 more
    await seedVisit(`${day}T10:00:00Z`, { userId: carol, ip: "192.0.2.50", ua: firefox });
    // guests: same IP and browser twice -> 1; same IP, other browser -> 1; other IP, same browser -> 1
    await seedVisit(`${day}T11:00:00Z`, { ip: "192.0.2.50", ua: firefox });
    await seedVisit(`${day}T12:00:00Z`, { ip: "192.0.2.50", ua: firefox });
    await seedVisit(`${day}T12:30:00Z`, { ip: "192.0.2.50", ua: safari });
    await seedVisit(`${day}T13:00:00Z`, { ip: "192.0.2.51", ua: firefox });

    await rollUpStats(env, new Date(`${day}T20:00:00Z`));
    expect((await dailyStatsRows()).find((row) => row.date === day)).toEqual({
      date: day,
      totalVisits: 8,
      uniqueVisitors: 5,
      newRegistrations: 0,
    });
  });

  it("deletes visits older than 90 days and keeps the daily totals", async () => {
    const now = new Date("2032-06-01T12:00:00.000Z");
    const ninetyDays = 90 * 24 * 60 * 60 * 1000;
    const before = await visitCount();
    await seedVisit(new Date(now.getTime() - ninetyDays - 1), { page: "/too-old" });
    await seedVisit(new Date(now.getTime() - ninetyDays), { page: "/just-kept" });
    await seedVisit(new Date(now.getTime() - 1000), { page: "/today" });
    const rowsBefore = (await dailyStatsRows()).length;

    await rollUpStats(env, now);
    const pages = await env.DB.prepare(
      "SELECT page FROM site_visits WHERE page IN ('/too-old', '/just-kept', '/today')",
    ).all();
    expect(pages.results.map((row) => row.page).sort()).toEqual(["/just-kept", "/today"]);
    // Only the older seeded visits (all of 2029-2031) went with it; the daily totals stayed.
    expect(await visitCount()).toBe(2);
    expect(before).toBeGreaterThan(0);
    expect((await dailyStatsRows()).length).toBe(rowsBefore + 2);
  });

  it("runs from the cron every 10 minutes and rewrites, never duplicates, a day", async () => {
    const day = "2033-02-02";
    await seedVisit(`${day}T10:01:00Z`, { page: "/cron" });
    await runScheduled(env, new Date(`${day}T10:05:00Z`));
    expect((await dailyStatsRows()).find((row) => row.date === day)).toBeUndefined();

    await runScheduled(env, new Date(`${day}T10:10:00Z`));
    expect((await dailyStatsRows()).find((row) => row.date === day)).toMatchObject({ totalVisits: 1 });

    await seedVisit(`${day}T10:15:00Z`, { page: "/cron" });
    await runScheduled(env, new Date(`${day}T10:20:00Z`));
    const rows = (await dailyStatsRows()).filter((row) => row.date === day);
    expect(rows).toEqual([{ date: day, totalVisits: 2, uniqueVisitors: 1, newRegistrations: 0 }]);
  });
});
