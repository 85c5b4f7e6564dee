import { describe, expect, it } from "vitest";
import type { LedgerTransaction } from "./cost-basis";
import { HOUR_MS } from "./price-history";
import { allocation, coinReturns, historyGrid, performanceOf, portfolioHistory } from "./portfolio-history";

const T0 = Date.UTC(2026, 2, 1, 9, 30);
const t1 = Date.UTC(2026, 2, 1, 10);
const t2 = t1 + HOUR_MS;
const t3 = t2 + HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
let id = 0;
const tx = (
  coinId: string,
  type: LedgerTransaction["type"],
  quantity: string,
  price: string | null,
  at: number,
  fee = "0",
): LedgerTransaction => ({
  id: ++id,
  coinId,
  type,
  quantity,
  price,
  fee,
  executedAt: iso(at),
});

describe("portfolio history, by hand", () => {
  // Buy 2 BTC at 100 (+1 fee) before t1; buy 10 ETH at 10 between t1 and t2; sell 1 BTC at 120 between t2 and t3.
  const transactions = [
    tx("bitcoin", "buy", "2", "100", T0, "1"),
    tx("ethereum", "buy", "10", "10", t1 + 60_000),
    tx("bitcoin", "sell", "1", "120", t2 + 60_000),
  ];
  const prices = new Map([
    [
      "bitcoin",
      [
        [t1, 100],
        [t2, 110],
        [t3, 120],
      ] as Array<[number, number]>,
    ],
    [
      "ethereum",
      [
        [t2, 12],
        [t3, 11],
      ] as Array<[number, number]>,
    ],
  ]);
  const { points, held, last } = portfolioHistory({ transactions, prices, grid: [t1, t2, t3], staleMs: HOUR_MS });

  it("values the quantity held at each time at that time's price; invested is cash in less cash out", () => {
    expect(points).toEqual([
      { t: t1, value: "200.00", invested: "201.00", missing: [], flow: "201.00" },
      { t: t2, value: "340.00", invested: "301.00", missing: [], flow: "100.00" }, // 2 × 110 + 10 × 12
      { t: t3, value: "230.00", invested: "181.00", missing: [], flow: "-120.00" }, // 1 × 120 + 10 × 11
    ]);
    expect(held).toEqual(["bitcoin", "ethereum"]);
    expect(last).toEqual([
      { coinId: "bitcoin", quantity: "1", value: "120.00" },
      { coinId: "ethereum", quantity: "10", value: "110.00" },
    ]);
  });

  it("performance: value change, return on the capital at work, time-weighted return", () => {
    // Change 30; net flow −20 → gain 50 on 200 + 100 at work = 16.67 %; TWR (240/200) × (350/340) − 1 = 23.53 %.
    expect(performanceOf(points)).toEqual({ valueChange: "30.00", returnOnInvested: "16.67", timeWeighted: "23.53" });
  });

  it("best and worst performer by price over the range", () => {
    expect(coinReturns(prices, ["bitcoin", "ethereum"], t1, t3)).toEqual([
      { coinId: "bitcoin", percent: "20.00" },
      { coinId: "ethereum", percent: "-8.33" },
    ]);
  });
});

describe("a coin without history for part of the range", () => {
  it("is left out of those points' value and named; no price is made up", () => {
    const transactions = [tx("bitcoin", "buy", "1", "100", T0), tx("solana", "buy", "5", "20", T0)];
    const prices = new Map([
      [
        "bitcoin",
        [
          [t1, 100],
          [t2, 100],
          [t3, 100],
        ] as Array<[number, number]>,
      ],
      ["solana", [[t3, 30]] as Array<[number, number]>],
    ]);
    const { points } = portfolioHistory({ transactions, prices, grid: [t1, t2, t3], staleMs: HOUR_MS });
    expect(points.map((p) => [p.value, p.missing])).toEqual([
      ["100.00", ["solana"]],
      ["100.00", ["solana"]],
      ["250.00", []],
    ]);
    // The step when solana's history starts is not a return.
    expect(performanceOf(points).timeWeighted).toBe("0.00");
  });

  it("a price older than the staleness limit is not carried forward", () => {
    const { points } = portfolioHistory({
      transactions: [tx("bitcoin", "buy", "1", "100", T0)],
      prices: new Map([["bitcoin", [[t1, 100]] as Array<[number, number]>]]),
      grid: [t1, t2, t3],
      staleMs: 90 * 60_000,
    });
    expect(points.map((p) => p.value)).toEqual(["100.00", "100.00", null]);
  });
});

describe("grid and allocation", () => {
  it("the grid is every slot boundary in the range and its end", () => {
    expect(historyGrid(t1 - 1, t3 + 5, HOUR_MS)).toEqual([t1, t2, t3, t3 + 5]);
  });
  it("the top 8 by value and the rest as Others", () => {
    const values = Array.from({ length: 10 }, (_, i) => ({ coinId: `c${i}`, value: String(10 - i) }));
    const slices = allocation(values);
    expect(slices).toHaveLength(9);
    expect(slices[0]).toEqual({ coinId: "c0", value: "10.00", percent: "18.18" });
    expect(slices.at(-1)).toEqual({ coinId: null, value: "3.00", percent: "5.45" });
    expect(allocation([{ coinId: "a", value: "0" }])).toEqual([]);
  });
});
