import { describe, expect, it } from "vitest";
import { coinIdForSymbol } from "./coin-ids";
import { isAlertReached } from "./price-alerts";
import {
  displayPrice,
  isLiquidatedAt,
  leveragedMetrics,
  marketPriceToDecimal,
  pricePrefill,
  portfolioSummary,
  priceChangePercent,
  spotMetrics,
  suggestLiquidationPrice,
} from "./trading";

describe("spot positions", () => {
  it("0.5 BTC bought at 40,000 and now at 50,000 is worth 25,000 with 5,000 (+25 %) profit", () => {
    expect(spotMetrics({ amount: "0.5", entryPrice: "40000", price: "50000" })).toEqual({
      value: "25000",
      cost: "20000",
      pnl: "5000",
      pnlPercent: "25",
      priceChangePercent: "25",
    });
  });

  it("a coin that fell from 3 to 2.25 loses 25 % on 1,000 coins", () => {
    expect(spotMetrics({ amount: "1000", entryPrice: "3", price: "2.25" })).toMatchObject({
      value: "2250",
      pnl: "-750",
      pnlPercent: "-25",
      priceChangePercent: "-25",
    });
  });

  it("keeps every digit where floats drift (0.1 + 0.2 style amounts)", () => {
    const m = spotMetrics({ amount: "0.30000001", entryPrice: "0.1", price: "0.3" });
    expect(m.value).toBe("0.090000003");
    expect(m.cost).toBe("0.030000001");
    expect(m.pnl).toBe("0.060000002");
    expect(m.pnlPercent).toBe("200");
  });

  it("multiplies the largest storable values exactly", () => {
    const m = spotMetrics({ amount: "999999999999.99999999", entryPrice: "1", price: "999999999999.99999999" });
    expect(m.value).toBe("999999999999999999980000.0000000000000001");
  });

  it("zero cost (entry price 0) gives a P&L percent of 0, not a division by zero", () => {
    expect(spotMetrics({ amount: "10", entryPrice: "0", price: "4" })).toEqual({
      value: "40",
      cost: "0",
      pnl: "40",
      pnlPercent: "0",
      priceChangePercent: "0",
    });
  });

  it("an unchanged price is a 0 % change", () => {
    expect(priceChangePercent("123.45", "123.45")).toBe("0");
  });

  it("a third up rounds its percentage to 8 decimals", () => {
    expect(priceChangePercent("3", "4")).toBe("33.33333333");
  });

  it("shows the market price when there is one, else the stored current price", () => {
    expect(displayPrice("101.5", "99")).toBe("101.5");
    expect(displayPrice(null, "99")).toBe("99");
    expect(displayPrice(undefined, "99")).toBe("99");
  });
});

describe("leveraged positions", () => {
  const long = { positionType: "long" as const, size: "2", entryPrice: "100", leverage: 10, liquidationPrice: "90" };
  const short = { positionType: "short" as const, size: "2", entryPrice: "100", leverage: 10, liquidationPrice: "110" };

  it("long, 10x, price up 5 %: P&L is size × move (10), percent 50 (leverage multiplies the percent only)", () => {
    expect(leveragedMetrics({ ...long, price: "105" })).toEqual({
      liquidated: false,
      highRisk: false,
      pnlPrice: "105",
      pnl: "10",
      pnlPercent: "50",
      margin: "20",
      notional: "210",
      equity: "30",
    });
  });

  it("short, 10x, price down 5 %: profit 10, +50 %", () => {
    expect(leveragedMetrics({ ...short, price: "95" })).toMatchObject({
      liquidated: false,
      pnl: "10",
      pnlPercent: "50",
    });
  });

  it("short, 10x, price up 5 %: loss 10, −50 %, high risk (5 away from 110 is under 10 % of 105)", () => {
    expect(leveragedMetrics({ ...short, price: "105" })).toMatchObject({
      liquidated: false,
      highRisk: true,
      pnl: "-10",
      pnlPercent: "-50",
    });
  });

  it("long, 10x, price exactly at liquidation: liquidated, P&L at 90 is −20 (−100 %), not high risk", () => {
    expect(leveragedMetrics({ ...long, price: "90" })).toEqual({
      liquidated: true,
      highRisk: false,
      pnlPrice: "90",
      pnl: "-20",
      pnlPercent: "-100",
      margin: "20",
      notional: "180",
      equity: "0",
    });
  });

  it("long, 10x, price crashed below liquidation: P&L stays frozen at the liquidation price", () => {
    expect(leveragedMetrics({ ...long, price: "50" })).toMatchObject({ liquidated: true, pnlPrice: "90", pnl: "-20" });
  });

  it("short, 10x, price above liquidation: liquidated with P&L frozen at 110", () => {
    expect(leveragedMetrics({ ...short, price: "150" })).toMatchObject({
      liquidated: true,
      highRisk: false,
      pnlPrice: "110",
      pnl: "-20",
      pnlPercent: "-100",
    });
  });

  it("short, price exactly at liquidation: liquidated", () => {
    expect(isLiquidatedAt("short", "110", "110")).toBe(true);
    expect(isLiquidatedAt("short", "109.99999999", "110")).toBe(false);
  });

  it("a long far below its liquidation price line is not liquidated by a short's rule", () => {
    expect(isLiquidatedAt("long", "150", "110")).toBe(false);
  });

  it("a position liquidated earlier stays liquidated after the price recovers", () => {
    expect(leveragedMetrics({ ...long, price: "120", isLiquidated: true })).toMatchObject({
      liquidated: true,
      pnlPrice: "90",
      pnl: "-20",
      highRisk: false,
    });
  });

  it("long, 10x, 8 above liquidation at 98: high risk (8 < 9.8)", () => {
    expect(leveragedMetrics({ ...long, price: "98" }).highRisk).toBe(true);
  });

  it("long, exactly 10 % of the price away from liquidation: not high risk (the rule is 'below 10 %')", () => {
    expect(leveragedMetrics({ ...long, liquidationPrice: "90", price: "100" }).highRisk).toBe(false);
  });

  it("zero entry price gives a P&L percent of 0", () => {
    const m = leveragedMetrics({ ...long, entryPrice: "0", liquidationPrice: "1", price: "5" });
    expect(m.pnl).toBe("10");
    expect(m.pnlPercent).toBe("0");
  });

  it("1x long of 0.00000001 BTC keeps satoshi precision", () => {
    const m = leveragedMetrics({
      positionType: "long",
      size: "0.00000001",
      entryPrice: "60000.12",
      price: "60000.13",
      leverage: 1,
      liquidationPrice: "1",
    });
    expect(m.pnl).toBe("0.0000000001");
    expect(m.margin).toBe("0.0006");
  });
});

describe("suggested liquidation price", () => {
  it("long, 5x from 100: 80.00", () => expect(suggestLiquidationPrice("long", "100", 5)).toBe("80.00"));
  it("short, 5x from 100: 120.00", () => expect(suggestLiquidationPrice("short", "100", 5)).toBe("120.00"));
  it("long, 3x from 100: 66.67 (2 decimals, half up)", () =>
    expect(suggestLiquidationPrice("long", "100", 3)).toBe("66.67"));
  it("short, 3x from 0.5: 0.67", () => expect(suggestLiquidationPrice("short", "0.5", 3)).toBe("0.67"));
  it("long, 1x: 0.00 (the whole entry price)", () => expect(suggestLiquidationPrice("long", "42000", 1)).toBe("0.00"));
  it("none without a positive entry price", () => {
    expect(suggestLiquidationPrice("long", "0", 5)).toBeNull();
    expect(suggestLiquidationPrice("long", "", 5)).toBeNull();
    expect(suggestLiquidationPrice("long", "abc", 5)).toBeNull();
  });
  it("none without a positive leverage", () => {
    expect(suggestLiquidationPrice("short", "100", 0)).toBeNull();
    expect(suggestLiquidationPrice("short", "100", Number.NaN)).toBeNull();
  });
});

describe("portfolio summary", () => {
  it("an empty portfolio is all zeros", () => {
    expect(portfolioSummary([], [])).toEqual({
      totalValue: "0",
      change24h: "0",
      change24hPercent: "0",
      totalPnl: "0",
      totalPnlPercent: "0",
      spotCount: 0,
      leveragedCount: 0,
    });
  });

  it("one spot coin up 25 % in 24 h: the change is 20 % of today's value and 25 % against value minus change", () => {
    const s = portfolioSummary([{ amount: "2", entryPrice: "50", price: "100", change24hPercent: 25 }], []);
    expect(s).toMatchObject({
      totalValue: "200",
      change24h: "40",
      change24hPercent: "25",
      totalPnl: "100",
      totalPnlPercent: "100",
    });
  });

  it("spot plus a profitable long and a liquidated short: value adds leveraged equity, counts the open ones", () => {
    const s = portfolioSummary(
      [{ amount: "1", entryPrice: "100", price: "110", change24hPercent: 10 }],
      [
        {
          positionType: "long",
          size: "2",
          entryPrice: "100",
          price: "110",
          leverage: 10,
          liquidationPrice: "90",
          change24hPercent: 10,
        },
        {
          positionType: "short",
          size: "1",
          entryPrice: "100",
          price: "130",
          leverage: 5,
          liquidationPrice: "120",
          change24hPercent: 30,
        },
      ],
    );
    // spot 110 (P&L 10, change 10); long equity 20 + 20 (P&L 20, change 2 × 10);
    // short liquidated at 120: equity 20 − 20 = 0, P&L −20, no 24 h movement.
    expect(s).toEqual({
      totalValue: "150",
      change24h: "30",
      change24hPercent: "25",
      totalPnl: "10",
      totalPnlPercent: "7.14285714",
      spotCount: 1,
      leveragedCount: 1,
    });
  });

  it("a short gains when the price fell over 24 h", () => {
    const s = portfolioSummary(
      [],
      [
        {
          positionType: "short",
          size: "1",
          entryPrice: "100",
          price: "80",
          leverage: 2,
          liquidationPrice: "150",
          change24hPercent: -20,
        },
      ],
    );
    expect(s.change24h).toBe("20");
    expect(s.totalPnl).toBe("20");
  });

  it("a coin without a known 24 h change does not move the 24 h figure", () => {
    const s = portfolioSummary([{ amount: "3", entryPrice: "1", price: "2", change24hPercent: null }], []);
    expect(s.change24h).toBe("0");
    expect(s.change24hPercent).toBe("0");
  });
});

describe("market prices into storage", () => {
  it("keeps a double's shortest decimal form", () => expect(marketPriceToDecimal(67234.12)).toBe("67234.12"));
  it("rounds to 8 decimals", () => expect(marketPriceToDecimal(0.000012345678)).toBe("0.00001235"));
  it("refuses what would store as 0, missing or absurd values", () => {
    expect(marketPriceToDecimal(0.000000001)).toBeNull();
    expect(marketPriceToDecimal(0)).toBeNull();
    expect(marketPriceToDecimal(null)).toBeNull();
    expect(marketPriceToDecimal(Number.NaN)).toBeNull();
    expect(marketPriceToDecimal(1e13)).toBeNull();
  });
});

describe("symbol → coin id (product.md § Symbol to coin id)", () => {
  it("maps the twelve listed symbols in any case", () => {
    expect(coinIdForSymbol("BTC")).toBe("bitcoin");
    expect(coinIdForSymbol("bnb")).toBe("binancecoin");
    expect(coinIdForSymbol("ICP")).toBe("internet-computer");
    expect(coinIdForSymbol("ckb")).toBe("nervos-network");
  });
  it("passes unmapped symbols through, lower-cased", () => expect(coinIdForSymbol("PEPE")).toBe("pepe"));
  it("is not fooled by object keys", () => expect(coinIdForSymbol("constructor")).toBe("constructor"));
});

describe("price alerts", () => {
  it("'above' fires at or over the target", () => {
    expect(isAlertReached("above", "100", "100")).toBe(true);
    expect(isAlertReached("above", "100", "99.99999999")).toBe(false);
  });
  it("'below' fires at or under the target", () => {
    expect(isAlertReached("below", "100", "100")).toBe(true);
    expect(isAlertReached("below", "100", "100.00000001")).toBe(false);
  });
});

describe("form prefills at display precision", () => {
  it("a live bitcoin double prefills with 2 decimals", () =>
    expect(pricePrefill(102496.21702936945)).toBe("102496.22"));
  it("a stored 8-decimal string prefills with 2 decimals", () =>
    expect(pricePrefill("102496.21702937")).toBe("102496.22"));
  it("SHIB keeps 4 significant digits", () => expect(pricePrefill(0.000021763)).toBe("0.00002176"));
  it("a price finer than storage keeps the stored 8 decimals", () =>
    expect(pricePrefill("0.00000001")).toBe("0.00000001"));
  it("no usable price is an empty field", () => {
    expect(pricePrefill(null)).toBe("");
    expect(pricePrefill(0)).toBe("");
  });
});
