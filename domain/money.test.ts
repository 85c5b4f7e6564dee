import { describe, expect, it } from "vitest";
import { decimalString } from "../schema/decimal";

const problem = (value: unknown) => {
  const result = decimalString.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("decimalString", () => {
  it("accepts plain decimals and stores their canonical form", () => {
    expect(decimalString.parse("12.5")).toBe("12.5");
    expect(decimalString.parse(" 0012.500 ")).toBe("12.5");
    expect(decimalString.parse("1.0")).toBe("1");
    expect(decimalString.parse("0.00000001")).toBe("0.00000001");
    expect(decimalString.parse("999999999999.99999999")).toBe("999999999999.99999999");
  });

  it("does not count trailing zeros as decimals", () => {
    expect(decimalString.parse("1.1000000000")).toBe("1.1");
  });

  it("refuses zero and negatives", () => {
    expect(problem("0")).toBe("must be greater than 0");
    expect(problem("0.000000000")).toBe("must be greater than 0");
    expect(problem("-1")).toBe("must be a number such as 12.5");
  });

  it("refuses more than 8 decimals", () => {
    expect(problem("0.000000001")).toBe("must have at most 8 decimal places");
  });

  it("refuses more than 12 integer digits (20 digits in all)", () => {
    expect(problem("1000000000000")).toMatch(/at most 20 digits/);
    expect(problem("0001000000000000.5")).toMatch(/at most 20 digits/);
  });

  it("refuses exponents, grouping, blanks and numbers", () => {
    for (const bad of ["1e5", "1,000", "", " ", ".5", "5.", "Infinity", "NaN", "0x10"]) {
      expect(problem(bad), bad).toBe("must be a number such as 12.5");
    }
    expect(problem(12.5)).toMatch(/decimal string/);
    expect(problem(null)).toMatch(/decimal string/);
  });
});
