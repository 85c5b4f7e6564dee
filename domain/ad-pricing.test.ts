import { describe, expect, it } from "vitest";
import { adCostUsd, cryptoAmount, toBaseUnits } from "./ad-pricing";

// USD prices as the bundled market snapshot of 2024-12-19 holds them (CoinGecko doubles).
const PRICE = {
  BTC: 102496.21702936945,
  ETH: 3705.315662642076,
  USDC: 1.0011995627761434,
  USDT: 1.0012099788689999,
  ICP: 11.298360398427493,
  CKB: 0.011518331732068326,
};

describe("cost in USD = price per day × days, 2 decimals", () => {
  it.each([
    ["banner for 1 day", "5.00", 1, "5.00"],
    ["banner for the longest run, 90 days", "5.00", 90, "450.00"],
    ["promoted token for 7 days", "3.00", 7, "21.00"],
    ["highlight for 30 days", "3.00", 30, "90.00"],
    ["scrolling ticker for 14 days", "2.00", 14, "28.00"],
    ["a rate with more decimals is rounded half up", "1.255", 1, "1.26"],
  ])("%s", (_, rate, days, expected) => {
    expect(adCostUsd(rate, days)).toBe(expected);
  });

  it("refuses a duration that is not a whole positive number of days", () => {
    expect(() => adCostUsd("5.00", 0)).toThrow(RangeError);
    expect(() => adCostUsd("5.00", 1.5)).toThrow(RangeError);
  });
});

describe("crypto amount = USD cost ÷ live USD price, 8 decimals, rounded up", () => {
  it.each([
    ["banner for 1 day in BTC", "5.00", "BTC", "0.00004879"],
    ["banner for 90 days in BTC", "450.00", "BTC", "0.00439041"],
    ["highlight for 1 day in ETH", "3.00", "ETH", "0.00080965"],
    ["highlight for 30 days in ICP", "90.00", "ICP", "7.96575759"],
    ["scrolling for 1 day in CKB", "2.00", "CKB", "173.63625624"],
    ["scrolling for 90 days in CKB", "180.00", "CKB", "15627.26306093"],
  ] as const)("%s", (_, usd, currency, expected) => {
    expect(cryptoAmount(usd, PRICE[currency], currency)).toBe(expected);
  });

  it("rounds stablecoins up at their own 6 decimals so a wallet can send the exact amount", () => {
    expect(cryptoAmount("5.00", PRICE.USDC, "USDC")).toBe("4.99401000");
    expect(cryptoAmount("270.00", PRICE.USDT, "USDT")).toBe("269.67370100");
  });

  it("takes the price as a decimal string as well", () => {
    expect(cryptoAmount("5.00", "2.5", "ICP")).toBe("2.00000000");
  });

  it("refuses a missing, zero or negative price rather than inventing an amount", () => {
    expect(() => cryptoAmount("5.00", 0, "BTC")).toThrow(RangeError);
    expect(() => cryptoAmount("5.00", -1, "BTC")).toThrow(RangeError);
    expect(() => cryptoAmount("5.00", Number.NaN, "BTC")).toThrow();
  });
});

describe("base units", () => {
  it("converts exactly: satoshi, wei, token micro-units, e8s, shannon", () => {
    expect(toBaseUnits("0.00004879", "BTC")).toBe(4879n);
    expect(toBaseUnits("0.00080965", "ETH")).toBe(809650000000000n);
    expect(toBaseUnits("4.99401000", "USDC")).toBe(4994010n);
    expect(toBaseUnits("7.96575759", "ICP")).toBe(796575759n);
    expect(toBaseUnits("15627.26306093", "CKB")).toBe(1562726306093n);
  });

  it("refuses an amount finer than the currency's smallest unit", () => {
    expect(() => toBaseUnits("4.99400783", "USDC")).toThrow(RangeError);
  });
});
