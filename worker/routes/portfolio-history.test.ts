import { beforeEach, describe, expect, it } from "vitest";
import snapshot from "../data/market-snapshot.json";
import { DAY_MS, HOUR_MS, sparklinePointTimes } from "../../domain/price-history";
import type { PortfolioHistory } from "../../schema/portfolio-history-api";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { addTransaction } from "../test/ledger-helpers";
import { resetMarketTables } from "../test/market-helpers";

const SNAPSHOT_TIME = Date.parse(snapshot.asOf);
const lastPrice = (id: string) => snapshot.coins.find((c) => c.id === id)!.sparkline_in_7d.price.at(-1)!;
const history = async (cookie: string, range = "7d") => {
  const res = await api(`/api/portfolio/history?range=${range}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PortfolioHistory;
};

beforeEach(resetMarketTables);

describe("GET /api/portfolio/history: security and input", () => {
  itRequiresSession("GET", "/api/portfolio/history?range=7d");

  it("a bad range is a 400 naming the field", async () => {
    const { cookie } = await signUp("phbad");
    const error = await expectError(await api("/api/portfolio/history?range=5y", { cookie }), 400, "bad_request");
    expect(error.issues).toEqual([expect.objectContaining({ path: "range" })]);
  });

  it("an empty ledger answers an empty history, and another user's transactions never count", async () => {
    const owner = await signUp("phown");
    const other = await signUp("phother");
    expect((await addTransaction(owner.cookie, { executedAt: "2024-12-15T00:00:00Z" })).status).toBe(201);
    const theirs = await history(other.cookie);
    expect(theirs.points).toEqual([]);
    expect(theirs.allocation).toEqual([]);
    expect((await history(owner.cookie)).points.length).toBeGreaterThan(0);
  });
});

describe("GET /api/portfolio/history, computed by hand from the recorded prices", () => {
  it("values what was held at each time at that time's recorded price, with the invested capital", async () => {
    const { cookie } = await signUp("phhand");
    // 0.5 BTC at 105,000 + 5 fee on 17 Dec 2024; 2 ETH at 3,900 on 18 Dec 2024 (inside the snapshot's week).
    const buy = (body: Record<string, unknown>) => addTransaction(cookie, body);
    expect((await buy({ quantity: "0.5", price: "105000", fee: "5", executedAt: "2024-12-17T00:00:00Z" })).status).toBe(
      201,
    );
    expect(
      (
        await buy({
          coinId: "ethereum",
          symbol: "ETH",
          name: "Ethereum",
          quantity: "2",
          price: "3900",
          executedAt: "2024-12-18T00:00:00Z",
        })
      ).status,
    ).toBe(201);
    const h = await history(cookie);
    expect(h).toMatchObject({ source: "snapshot", from: SNAPSHOT_TIME - 7 * DAY_MS, to: SNAPSHOT_TIME, missing: [] });

    // Hourly points from the first whole hour after the first buy to the snapshot's time.
    const first = Date.parse("2024-12-17T00:00:00Z") + HOUR_MS;
    expect(h.points[0]![0]).toBe(first);
    expect(h.points[1]![0]).toBe(first + HOUR_MS);
    expect(h.points.at(-1)![0]).toBe(SNAPSHOT_TIME);
    // At the end: 0.5 × BTC's last recorded price + 2 × ETH's; invested 0.5 × 105,000 + 5 + 2 × 3,900.
    const btc = 0.5 * lastPrice("bitcoin");
    const eth = 2 * lastPrice("ethereum");
    expect(h.points.at(-1)).toEqual([SNAPSHOT_TIME, (btc + eth).toFixed(2), "60305.00"]);

    // An hour after the BTC buy: 0.5 × the last BTC point at or before then.
    const btcTimes = sparklinePointTimes(SNAPSHOT_TIME, 42);
    const btcPrices = snapshot.coins[0]!.sparkline_in_7d.price;
    const at = first;
    const before = btcTimes.findLastIndex((t) => t <= at);
    expect(h.points[0]).toEqual([at, (0.5 * btcPrices[before]!).toFixed(2), "52505.00"]);

    expect(h.allocation).toEqual([
      {
        coinId: "bitcoin",
        symbol: "btc",
        name: "Bitcoin",
        value: btc.toFixed(2),
        percent: ((btc / (btc + eth)) * 100).toFixed(2),
      },
      {
        coinId: "ethereum",
        symbol: "eth",
        name: "Ethereum",
        value: eth.toFixed(2),
        percent: ((eth / (btc + eth)) * 100).toFixed(2),
      },
    ]);
    expect(h.performance.best?.coinId).toEqual(expect.stringMatching(/^(bitcoin|ethereum)$/));
    expect(h.performance.valueChange).toBe((btc + eth - Number(h.points[0]![1])).toFixed(2));
  });

  it("an answer asked again is the same, and a ledger write is in the next one (answers are kept per ledger version)", async () => {
    const { cookie } = await signUp("phkept");
    expect(
      (await addTransaction(cookie, { quantity: "0.5", price: "105000", executedAt: "2024-12-17T00:00:00Z" })).status,
    ).toBe(201);
    const first = await history(cookie);
    expect(await history(cookie)).toEqual(first);
    expect(first.points.at(-1)![2]).toBe("52500.00");
    expect(
      (await addTransaction(cookie, { quantity: "0.1", price: "100000", executedAt: "2024-12-18T00:00:00Z" })).status,
    ).toBe(201);
    expect((await history(cookie)).points.at(-1)![2]).toBe("62500.00");
  });

  it("a coin without recorded prices is named, its value left out, never made up", async () => {
    const { cookie } = await signUp("phmiss");
    const add = await addTransaction(cookie, {
      coinId: "custom-zzz",
      symbol: "ZZZ",
      name: "Zed",
      quantity: "3",
      price: "1",
      executedAt: "2024-12-18T00:00:00Z",
    });
    expect(add.status).toBe(201);
    const h = await history(cookie);
    expect(h.missing).toEqual([{ coinId: "custom-zzz", symbol: "zzz", name: "Zed", pricedFrom: null }]);
    expect(h.points.every(([, value]) => value === null)).toBe(true);
    expect(h.points.at(-1)![2]).toBe("3.00");
  });
});
