import { describe, expect, it } from "vitest";
import {
  type CostBasisMethod,
  type LedgerTransaction,
  type TransactionType,
  firstUncovered,
  replayLedger,
  sortLedger,
  unrealized,
} from "./cost-basis";

let nextId = 0;
const tx = (
  type: TransactionType,
  quantity: string,
  price: string | null,
  executedAt: string,
  extra: Partial<LedgerTransaction> = {},
): LedgerTransaction => ({
  id: ++nextId,
  coinId: "bitcoin",
  type,
  quantity,
  price,
  fee: "0",
  executedAt: new Date(executedAt).toISOString(),
  ...extra,
});

const realized = (transactions: LedgerTransaction[], method: CostBasisMethod) =>
  replayLedger(transactions, method).holdings.find((h) => h.coinId === "bitcoin")!;

describe("cost basis: buy 1 @ 100, buy 1 @ 200, sell 1 @ 300", () => {
  const ledger = [
    tx("buy", "1", "100", "2024-01-01"),
    tx("buy", "1", "200", "2024-02-01"),
    tx("sell", "1", "300", "2024-03-01"),
  ];
  it.each([
    ["fifo", "200", "200"],
    ["lifo", "100", "100"],
    ["hifo", "100", "100"],
    ["average", "150", "150"],
  ] as const)("%s realizes %s and keeps a cost of %s", (method, gain, cost) => {
    const holding = realized(ledger, method);
    expect(holding.realized).toBe(gain);
    expect(holding.quantity).toBe("1");
    expect(holding.cost).toBe(cost);
    expect(holding.averageCost).toBe(cost);
  });
});

describe("cost basis: HIFO picks the dearest lot, not the latest", () => {
  const ledger = [
    tx("buy", "1", "300", "2024-01-01"),
    tx("buy", "1", "100", "2024-02-01"),
    tx("buy", "1", "200", "2024-03-01"),
    tx("sell", "1", "250", "2024-04-01"),
  ];
  it("HIFO closes the 300 lot, LIFO the 200 lot, FIFO the 300 lot", () => {
    expect(realized(ledger, "hifo").realized).toBe("-50");
    expect(realized(ledger, "lifo").realized).toBe("50");
    expect(realized(ledger, "fifo").realized).toBe("-50");
    expect(realized(ledger, "average").realized).toBe("50");
  });
});

describe("cost basis: fees", () => {
  it("a buy fee adds to cost and a sell fee reduces proceeds", () => {
    const ledger = [
      tx("buy", "2", "100", "2024-01-01", { fee: "4" }),
      tx("sell", "1", "150", "2024-02-01", { fee: "1.5" }),
    ];
    const { holdings, disposals } = replayLedger(ledger, "fifo");
    expect(disposals).toHaveLength(1);
    expect(disposals[0]).toMatchObject({ quantity: "1", proceeds: "148.5", cost: "102", gain: "46.5" });
    expect(holdings[0]).toMatchObject({ quantity: "1", cost: "102", averageCost: "102", realized: "46.5" });
  });
});

describe("cost basis: partial lots and many sales", () => {
  it("three sales eat into two lots by FIFO, each piece a report row", () => {
    const ledger = [
      tx("buy", "0.5", "20000", "2023-01-01"),
      tx("buy", "1.5", "30000", "2023-06-01"),
      tx("sell", "0.3", "40000", "2023-07-01"),
      tx("sell", "0.4", "40000", "2023-08-01"),
      tx("sell", "1", "10000", "2024-09-01"),
    ];
    const { holdings, disposals } = replayLedger(ledger, "fifo");
    expect(disposals.map((d) => [d.quantity, d.cost, d.proceeds, d.gain])).toEqual([
      ["0.3", "6000", "12000", "6000"],
      ["0.2", "4000", "8000", "4000"],
      ["0.2", "6000", "8000", "2000"],
      ["1", "30000", "10000", "-20000"],
    ]);
    expect(holdings[0]).toMatchObject({ quantity: "0.3", cost: "9000", realized: "-8000" });
  });

  it("exact decimals: ten sales of 0.1 leave nothing and no drift", () => {
    const ledger = [tx("buy", "1", "0.3", "2024-01-01")];
    for (let day = 10; day < 20; day++) ledger.push(tx("sell", "0.1", "0.7", `2024-02-${day}`));
    const holding = realized(ledger, "average");
    expect(holding.quantity).toBe("0");
    expect(holding.cost).toBe("0");
    expect(holding.averageCost).toBeNull();
    expect(holding.realized).toBe("0.4");
  });

  it("average cost with a third of a coin keeps the remaining cost exact", () => {
    const ledger = [
      tx("buy", "3", "1", "2024-01-01"),
      tx("buy", "3", "2", "2024-01-02"),
      tx("sell", "1", "2", "2024-01-03"),
    ];
    const holding = realized(ledger, "average");
    expect(holding.realized).toBe("0.5");
    expect(holding.cost).toBe("7.5");
    expect(holding.averageCost).toBe("1.5");
  });
});

describe("cost basis: transfers", () => {
  it("a transfer out then in moves the lots back without a gain, keeping their dates", () => {
    const ledger = [
      tx("buy", "1", "100", "2022-01-01"),
      tx("transfer_out", "1", null, "2024-01-01"),
      tx("transfer_in", "1", null, "2024-01-02"),
      tx("sell", "1", "500", "2024-03-01"),
    ];
    const { holdings, disposals } = replayLedger(ledger, "fifo");
    expect(disposals).toHaveLength(1);
    expect(disposals[0]).toMatchObject({
      cost: "100",
      gain: "400",
      acquiredAt: "2022-01-01T00:00:00.000Z",
      term: "long",
    });
    expect(holdings[0]).toMatchObject({ quantity: "0", realized: "400" });
  });

  it("a transfer out alone realizes nothing and lowers holdings and cost", () => {
    const ledger = [tx("buy", "2", "100", "2024-01-01"), tx("transfer_out", "0.5", null, "2024-02-01", { fee: "1" })];
    const { holdings, disposals } = replayLedger(ledger, "fifo");
    expect(disposals).toEqual([]);
    expect(holdings[0]).toMatchObject({ quantity: "1.5", cost: "150", realized: "0" });
  });

  it("a transfer in with nothing moved out enters at its price, or at no cost without one", () => {
    const priced = replayLedger([tx("transfer_in", "2", "10", "2024-01-01")], "fifo").holdings[0];
    expect(priced).toMatchObject({ quantity: "2", cost: "20" });
    const unpriced = replayLedger([tx("transfer_in", "2", null, "2024-01-01")], "fifo").holdings[0];
    expect(unpriced).toMatchObject({ quantity: "2", cost: "0" });
  });
});

describe("holding periods", () => {
  it("365 days is short-term, 366 days long-term", () => {
    const ledger = [
      tx("buy", "1", "100", "2023-01-01T12:00:00Z"),
      tx("buy", "1", "100", "2023-01-02T12:00:00Z"),
      tx("sell", "2", "200", "2024-01-02T12:00:00Z"),
    ];
    const { disposals } = replayLedger(ledger, "fifo");
    expect(disposals.map((d) => [d.holdingDays, d.term])).toEqual([
      [366, "long"],
      [365, "short"],
    ]);
  });
});

describe("ledger order and coverage", () => {
  it("at the same instant a buy comes before a sell, then entry order", () => {
    const sell = tx("sell", "1", "10", "2024-01-01");
    const buy = tx("buy", "1", "10", "2024-01-01");
    expect(sortLedger([sell, buy]).map((t) => t.type)).toEqual(["buy", "sell"]);
    expect(firstUncovered([sell, buy])).toBeNull();
  });

  it("a sale at a past date beyond what was held then is found with what was held", () => {
    const ledger = [
      tx("buy", "0.5", "100", "2025-02-01"),
      tx("sell", "1", "100", "2025-03-01"),
      tx("buy", "5", "100", "2025-04-01"),
    ];
    const found = firstUncovered(ledger);
    expect(found?.transaction.id).toBe(ledger[1]!.id);
    expect(found?.held).toBe("0.5");
  });

  it("coins are covered separately", () => {
    const ledger = [tx("buy", "1", "1", "2024-01-01"), tx("sell", "1", "1", "2024-01-02", { coinId: "ethereum" })];
    expect(firstUncovered(ledger)?.held).toBe("0");
  });
});

describe("unrealized P&L", () => {
  it("value, gain and percent against cost; 0 % when the cost is 0", () => {
    expect(unrealized({ quantity: "2", cost: "150" }, "100")).toEqual({
      value: "200",
      gain: "50",
      percent: "33.33333333",
    });
    expect(unrealized({ quantity: "2", cost: "0" }, "100")).toEqual({ value: "200", gain: "200", percent: "0" });
  });
});
