import { describe, expect, it } from "vitest";
import { leveragedFormProblems, leveragedPayload, spotFormProblems, spotPayload } from "./positions";

const spot = { symbol: " BTC ", name: " Bitcoin ", amount: "0.50", entryPrice: "40000", currentPrice: "50000.10" };
const leveraged = {
  symbol: "eth",
  name: "Ethereum",
  size: "2",
  entryPrice: "3000",
  currentPrice: "3100",
  leverage: 5,
  liquidationPrice: "2400.00",
  positionType: "long" as const,
};

describe("position forms (the rules the web checks before sending)", () => {
  it("a complete spot form has no problems and becomes the stored payload", () => {
    expect(spotFormProblems(spot)).toEqual([]);
    expect(spotPayload(spot)).toEqual({
      symbol: "btc",
      name: "Bitcoin",
      amount: "0.5",
      entryPrice: "40000",
      currentPrice: "50000.1",
    });
  });

  it("an empty spot form names every required field", () => {
    const problems = spotFormProblems({ symbol: "", name: " ", amount: "", entryPrice: "", currentPrice: "" });
    expect(problems.map((p) => p.field)).toEqual(["symbol", "name", "amount", "entryPrice", "currentPrice"]);
  });

  it("a spot amount with 9 decimals is refused", () => {
    expect(spotFormProblems({ ...spot, amount: "0.123456789" })).toEqual([
      { field: "amount", message: "must have at most 8 decimal places" },
    ]);
  });

  it("a complete leveraged form has no problems", () => {
    expect(leveragedFormProblems(leveraged)).toEqual([]);
    expect(leveragedPayload(leveraged)).toMatchObject({ liquidationPrice: "2400", leverage: 5, positionType: "long" });
  });

  it.each([0, 101, 2.5, Number.NaN])("leverage %s is refused", (leverage) => {
    expect(leveragedFormProblems({ ...leveraged, leverage })).toEqual([
      { field: "leverage", message: "must be a whole number from 1 to 100" },
    ]);
  });

  it("a zero size and a missing liquidation price are refused", () => {
    expect(leveragedFormProblems({ ...leveraged, size: "0", liquidationPrice: "" }).map((p) => p.field)).toEqual([
      "size",
      "liquidationPrice",
    ]);
  });
});
