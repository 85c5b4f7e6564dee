import { describe, expect, it } from "vitest";
import { formatCompact, formatPercent, formatUsdPrice } from "./format";

describe("§9 number formats", () => {
  it.each([
    [4.837632717942553, "$4.84"],
    [1234.5, "$1,234.50"],
    [0.0134, "$0.01"],
    [0.000008583216191659, "$0.00000858"],
    [0.009, "$0.009"],
    [null, "N/A"],
  ])("price %s reads %s", (value, text) => expect(formatUsdPrice(value)).toBe(text));

  it.each([
    [158_596.67, "$158.60K"],
    [26_986_890, "$26.99M"],
    [999_999, "$1.00M"],
    [66.53, "$66.53"],
    [null, "N/A"],
  ])("money %s reads %s", (value, text) => expect(formatCompact(value, { money: true })).toBe(text));

  it.each([
    [0.9582, "+0.96%"],
    [-3.2, "-3.20%"],
    [0.001, "0.00%"],
    [null, "N/A"],
  ])("change %s reads %s", (value, text) => expect(formatPercent(value)).toBe(text));
});
