import { describe, expect, it } from "vitest";
import { distanceToTarget } from "./price-alerts";

describe("distance to an alert's target", () => {
  it.each([
    ["target above the price: BTC at 60,000, alert at 63,000", "63000", "60000", "+5.00%"],
    ["target below the price: ETH at 2,000, alert at 1,900", "1900", "2000", "-5.00%"],
    ["already there", "100", "100", "0.00%"],
    ["a small coin, rounded half up", "0.000101", "0.000099", "+2.02%"],
  ])("%s", (_, target, price, expected) => {
    expect(distanceToTarget(target, price)).toBe(expected);
  });

  it("is unknown without a price", () => {
    expect(distanceToTarget("100", null)).toBeNull();
    expect(distanceToTarget("100", "0")).toBeNull();
  });
});
