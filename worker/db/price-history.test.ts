import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS, sparklinePointTimes } from "../../domain/price-history";
import { runBatch } from "./batch";
import { getDb } from "./index";
import { recordPriceStatements, recordSparklineStatements, rollUpPriceHistory, storeBackfill } from "./price-history";
import { resetMarketTables, scalar } from "../test/market-helpers";

const NOW = new Date("2026-03-02T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const db = () => getDb(env.DB);
const times = async (coinId = "bitcoin") =>
  (await env.DB.prepare("SELECT t FROM price_history WHERE coin_id = ? ORDER BY t").bind(coinId).raw<[number]>()).map(
    ([t]) => t,
  );

beforeEach(resetMarketTables);

describe("recording prices", () => {
  it("keeps at most one point per coin in each 5-minute slot, at the time it was recorded", async () => {
    const record = (when: Date, price: number) =>
      runBatch(db(), recordPriceStatements([{ id: "bitcoin", price }], when));
    await record(NOW, 100);
    await record(at(MINUTE_MS), 101); // same slot: ignored
    await record(at(4 * MINUTE_MS), 102); // same slot: ignored
    await record(at(5 * MINUTE_MS), 103); // next slot
    const rows = await env.DB.prepare("SELECT t, price FROM price_history ORDER BY t").raw();
    expect(rows).toEqual([
      [NOW.getTime(), 100],
      [at(5 * MINUTE_MS).getTime(), 103],
    ]);
    expect(await scalar("SELECT COUNT(*) AS v FROM price_history_coins")).toBe(1);
  });

  it("leaves out coins without a price", async () => {
    await runBatch(
      db(),
      recordPriceStatements(
        [
          { id: "a", price: null },
          { id: "b", price: 2 },
        ],
        NOW,
      ),
    );
    expect(await scalar("SELECT group_concat(coin_id) AS v FROM price_history")).toBe("b");
  });

  it("records a new coin's sparkline at its real times once; a coin with history keeps what it has", async () => {
    const sparkline = Array.from({ length: 42 }, (_, i) => 1000 + i);
    await runBatch(db(), recordSparklineStatements([{ id: "bitcoin", sparkline, endsAt: NOW }]));
    expect(await times()).toEqual(sparklinePointTimes(NOW.getTime(), 42));
    await runBatch(db(), recordSparklineStatements([{ id: "bitcoin", sparkline, endsAt: at(HOUR_MS) }]));
    expect(await times()).toHaveLength(42);
  });
});

describe("the roll-up", () => {
  it("across the 24 h boundary: older 5-minute points become each hour's last real point", async () => {
    const start = NOW.getTime() - 26 * HOUR_MS;
    const points = Array.from({ length: 26 * 12 + 1 }, (_, i): [number, number] => [
      start + i * 5 * MINUTE_MS,
      100 + i,
    ]);
    await storeBackfill(db(), "bitcoin", points, NOW);
    await env.DB.prepare("INSERT OR IGNORE INTO price_history_coins (coin_id) VALUES ('bitcoin')").run();
    const deleted = await rollUpPriceHistory(db(), NOW);
    const boundary = NOW.getTime() - DAY_MS;
    const kept = await times();
    // The two hours before the boundary keep their :55 point; the last 24 h stay at 5 minutes.
    expect(kept.filter((t) => t < boundary)).toEqual([start + 55 * MINUTE_MS, start + HOUR_MS + 55 * MINUTE_MS]);
    expect(kept.filter((t) => t >= boundary)).toHaveLength(24 * 12 + 1);
    expect(deleted).toBe(2 * 11);
    const prices = await env.DB.prepare("SELECT price FROM price_history WHERE t = ?")
      .bind(start + 55 * MINUTE_MS)
      .raw();
    expect(prices).toEqual([[100 + 11]]); // the real price of that time, not an average
    expect(await rollUpPriceHistory(db(), NOW)).toBe(0);
  });

  it("across the 90-day boundary: older hourly points become each UTC day's last real point", async () => {
    const start = NOW.getTime() - 92 * DAY_MS; // 12:00 UTC
    const points = Array.from({ length: 4 * 24 }, (_, i): [number, number] => [start + i * HOUR_MS, 50 + i]);
    await storeBackfill(db(), "ethereum", points, NOW);
    await env.DB.prepare("INSERT OR IGNORE INTO price_history_coins (coin_id) VALUES ('ethereum')").run();
    await rollUpPriceHistory(db(), NOW);
    const boundary = NOW.getTime() - 90 * DAY_MS;
    const kept = await times("ethereum");
    // Day 1 (12:00–23:00) and day 2 keep their 23:00 point; day 3's morning before the boundary goes, as its
    // day has later points (from 12:00, inside the hourly tier, which keeps every hour).
    expect(kept.filter((t) => t < boundary)).toEqual([start + 11 * HOUR_MS, start + 35 * HOUR_MS]);
    expect(kept.filter((t) => t >= boundary)).toEqual(points.filter(([t]) => t >= boundary).map(([t]) => t));
  });
});
