import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import snapshot from "../data/market-snapshot.json";
import { DAY_MS, sparklinePointTimes } from "../../domain/price-history";
import type { CoinDetail, CoinHistory } from "../../schema/coin-api";
import { refreshTopCoins } from "../services/market-refresh";
import { expectError } from "../test/helpers";
import { countUpstreamCalls, freshGet, getWithEnv, onlineEnv, resetMarketTables, scalar } from "../test/market-helpers";

const SNAPSHOT_TIME = Date.parse(snapshot.asOf);
const bitcoin = snapshot.coins[0]!;
// The points of the recorded market chart the fake upstream serves (worker/test/fixtures/README.md).
const RECORDED_CHART: Array<[number, number]> = [
  [1704067200000, 42208.2],
  [1704125232000, 42773.36],
];
const chartCalls = (calls: ReturnType<typeof countUpstreamCalls>) =>
  calls.mock.calls.filter(([url]) => String(url).includes("/market_chart"));

beforeEach(resetMarketTables);
afterEach(() => vi.restoreAllMocks());

describe("GET /api/coins/:id", () => {
  it("answers the market coin with its rank, ecosystem, link and data source", async () => {
    const res = await freshGet("/api/coins/ethereum");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=30");
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    const coin = (await res.json()) as CoinDetail;
    const eth = snapshot.coins[1]!;
    expect(coin).toMatchObject({
      id: "ethereum",
      name: "Ethereum",
      symbol: "eth",
      current_price: eth.current_price,
      market_cap_rank: 2,
      circulating_supply: eth.circulating_supply,
      ecosystem: "ethereum",
      ecosystem_name: "Ethereum",
      links: { coingecko: "https://www.coingecko.com/en/coins/ethereum" },
      source: "snapshot",
      updated_at: snapshot.asOf,
    });
  });

  it("carries the figures /coins/markets gives besides: 24h high/low, ATH and ATL with dates, supplies, FDV", async () => {
    const coin = (await (await freshGet("/api/coins/bitcoin")).json()) as CoinDetail;
    expect(coin).toMatchObject({
      high_24h: 105306,
      low_24h: 98840,
      ath: 108135,
      ath_change_percentage: -5.42391,
      ath_date: "2024-12-17T15:02:41.429Z",
      atl: 67.81,
      atl_change_percentage: 150720.06007,
      atl_date: "2013-07-06T00:00:00.000Z",
      total_supply: 21_000_000,
      max_supply: 21_000_000,
      fully_diluted_valuation: 2147644831115,
    });
  });

  it("a figure the source has not got is null, never invented (Ethereum has no max supply)", async () => {
    const coin = (await (await freshGet("/api/coins/ethereum")).json()) as CoinDetail;
    expect(coin.max_supply).toBeNull();
    expect(coin.total_supply).toBe(snapshot.coins[1]!.total_supply);
  });

  it("a row stored before these figures were (its new columns empty) answers them as null", async () => {
    await freshGet("/api/coins/bitcoin");
    await env.DB.prepare(
      `UPDATE market_coins SET high_24h = NULL, low_24h = NULL, ath = NULL, ath_change_percentage = NULL, ath_date = NULL,
        atl = NULL, atl_change_percentage = NULL, atl_date = NULL, total_supply = NULL, max_supply = NULL,
        fully_diluted_valuation = NULL WHERE id = 'bitcoin'`,
    ).run();
    const res = await freshGet("/api/coins/bitcoin");
    expect(res.status).toBe(200);
    const coin = (await res.json()) as CoinDetail;
    expect(coin).toMatchObject({
      id: "bitcoin",
      current_price: bitcoin.current_price,
      ath: null,
      ath_date: null,
      max_supply: null,
    });
    expect(coin.fully_diluted_valuation).toBeNull();
  });

  it("an unknown coin is a JSON 404; a malformed id a 400", async () => {
    await expectError(await freshGet("/api/coins/no-such-coin-zz"), 404, "not_found");
    await expectError(await freshGet("/api/coins/Bad%20Id!"), 400, "bad_request");
  });
});

describe("GET /api/coins/:id/history offline", () => {
  it("is the snapshot's 7-day sparkline at its real times; the ranges end at the snapshot's time", async () => {
    const res = await freshGet("/api/coins/bitcoin/history?range=7d");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=30");
    const history = (await res.json()) as CoinHistory;
    const times = sparklinePointTimes(SNAPSHOT_TIME, 42);
    expect(history).toEqual({
      source: "snapshot",
      from: SNAPSHOT_TIME - 7 * DAY_MS,
      to: SNAPSHOT_TIME,
      points: bitcoin.sparkline_in_7d.price.map((price, i) => [times[i], price]),
    });
  });

  it("24h holds only the last day's recorded points; 1y and max hold the 7 days there are, nothing invented", async () => {
    const get = async (range: string) =>
      (await (await freshGet(`/api/coins/bitcoin/history?range=${range}`)).json()) as CoinHistory;
    const day = await get("24h");
    expect(day.from).toBe(SNAPSHOT_TIME - DAY_MS);
    expect(day.points.length).toBeGreaterThan(3);
    expect(day.points.length).toBeLessThan(10);
    expect(day.points.every(([t]) => t >= day.from && t <= day.to)).toBe(true);
    const week = (await get("7d")).points;
    for (const range of ["30d", "90d", "1y", "max"]) expect((await get(range)).points).toEqual(week);
    // Seeded once, every sparkline point (two young coins have fewer than 42), whatever the number of requests.
    const recorded = snapshot.coins.reduce((n, c) => n + c.sparkline_in_7d.price.length, 0);
    expect(await scalar("SELECT COUNT(*) AS v FROM price_history")).toBe(recorded);
  });

  it("defaults to 7d; a bad range is a 400 naming the field; an unknown coin a 404", async () => {
    expect(((await (await freshGet("/api/coins/bitcoin/history")).json()) as CoinHistory).from).toBe(
      SNAPSHOT_TIME - 7 * DAY_MS,
    );
    for (const range of ["2d", "", "MAX", "1y;drop"]) {
      const error = await expectError(
        await freshGet(`/api/coins/bitcoin/history?range=${encodeURIComponent(range)}`),
        400,
        "bad_request",
      );
      expect(error.issues).toEqual([expect.objectContaining({ path: "range" })]);
    }
    await expectError(await freshGet("/api/coins/no-such-coin-zz/history?range=7d"), 404, "not_found");
  });

  it("never calls out", async () => {
    const calls = countUpstreamCalls();
    await freshGet("/api/coins/bitcoin/history?range=max");
    expect(calls).not.toHaveBeenCalled();
  });
});

describe("GET /api/coins/:id/history with the live source", () => {
  const live = onlineEnv();
  const refreshNow = () => refreshTopCoins(live, new Date());

  it("backfills a coin's longer history from the market chart the first time (2 calls), then keeps it", async () => {
    await refreshNow();
    const calls = countUpstreamCalls();
    const { res, body } = await getWithEnv("/api/coins/bitcoin/history?range=max", live);
    expect(res.status).toBe(200);
    const history = body as CoinHistory;
    expect(history.source).toBe("coingecko");
    expect(history.points.slice(0, 2)).toEqual(RECORDED_CHART);
    const urls = chartCalls(calls).map(([url]) => new URL(String(url)));
    expect(urls.map((u) => [u.pathname.replace(/^\/ok/, ""), u.searchParams.get("days")]).sort()).toEqual([
      ["/coins/bitcoin/market_chart", "365"],
      ["/coins/bitcoin/market_chart", "90"],
    ]);
    expect(
      await scalar("SELECT backfilled_at IS NOT NULL AS v FROM price_history_coins WHERE coin_id = 'bitcoin'"),
    ).toBe(1);
    calls.mockClear();
    await getWithEnv("/api/coins/bitcoin/history?range=1y", live);
    expect(chartCalls(calls)).toHaveLength(0);
  });

  it("40 first requests at once start one backfill", async () => {
    await refreshNow();
    const calls = countUpstreamCalls();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => getWithEnv(`/api/coins/ethereum/history?range=max&n=${i}`, live)),
    );
    expect(results.every(({ res }) => res.status === 200)).toBe(true);
    expect(chartCalls(calls)).toHaveLength(2);
  });

  it("stays inside the call budget, leaving the cron's calls free: no budget, no call, tried again later", async () => {
    await refreshNow();
    const tight = onlineEnv("ok", { COINGECKO_CALLS_PER_MINUTE: "7" }); // the refresh took 4 of them, the cron keeps 6
    const calls = countUpstreamCalls();
    const { res, body } = await getWithEnv("/api/coins/bitcoin/history?range=24h", tight);
    expect(res.status).toBe(200);
    expect(chartCalls(calls)).toHaveLength(0);
    expect((body as CoinHistory).points.length).toBeGreaterThan(0); // what was recorded
    expect(
      await scalar("SELECT backfill_attempt_at IS NULL AS v FROM price_history_coins WHERE coin_id = 'bitcoin'"),
    ).toBe(1);
  });

  it("a failing upstream leaves the recorded history and waits before trying again", async () => {
    await refreshNow();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken = onlineEnv("500");
    const { res } = await getWithEnv("/api/coins/bitcoin/history?range=7d", broken);
    expect(res.status).toBe(200);
    const calls = countUpstreamCalls();
    await getWithEnv("/api/coins/bitcoin/history?range=7d", live);
    expect(chartCalls(calls)).toHaveLength(0);
    expect(await scalar("SELECT backfilled_at IS NULL AS v FROM price_history_coins WHERE coin_id = 'bitcoin'")).toBe(
      1,
    );
  });

  it("the refresh records every coin's current price and new coins' sparklines", async () => {
    await refreshNow();
    const coins = await scalar("SELECT COUNT(*) AS v FROM market_coins");
    expect(await scalar("SELECT COUNT(*) AS v FROM price_history_coins")).toBe(coins);
    const before = await scalar("SELECT COUNT(*) AS v FROM price_history");
    expect(before).toBeGreaterThan(coins * 10);
    await refreshTopCoins(live, new Date(Date.now() + 6 * 60_000));
    const priced = await scalar("SELECT COUNT(*) AS v FROM market_coins WHERE current_price IS NOT NULL");
    expect(await scalar("SELECT COUNT(*) AS v FROM price_history")).toBe(before + priced);
  });
});
