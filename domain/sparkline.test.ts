import { describe, expect, it } from "vitest";
import { downsampleSparkline, sparklineShape } from "./sparkline";

describe("sparkline downsampling", () => {
  it("168 hourly points become 42, keeping the first and the latest", () => {
    const hourly = Array.from({ length: 168 }, (_, i) => 100 + i);
    const points = downsampleSparkline(hourly);
    expect(points).toHaveLength(42);
    expect(points[0]).toBe(100);
    expect(points.at(-1)).toBe(267);
  });
  it("a short series is kept whole", () => {
    expect(downsampleSparkline([1, 2, 3])).toEqual([1, 2, 3]);
  });
  it("junk entries are dropped and values rounded to 6 significant digits", () => {
    expect(downsampleSparkline([1.23456789, null, "2", Number.NaN, 0.000123456789])).toEqual([1.23457, 0.000123457]);
  });
});

describe("sparkline shapes", () => {
  it("42 prices become 24 integers from 0 (lowest) to 100 (highest), first and latest kept", () => {
    const prices = Array.from({ length: 42 }, (_, i) => 2000 + 10 * Math.sin(i / 3) + i);
    const shape = sparklineShape(prices);
    expect(shape).toHaveLength(24);
    expect(Math.min(...shape)).toBe(0);
    expect(Math.max(...shape)).toBe(100);
    expect(shape.every(Number.isInteger)).toBe(true);
    expect(shape.at(-1)).toBe(100); // the rising line ends at its high
  });
  it("scales by position between the low and the high", () => {
    expect(sparklineShape([10, 15, 20, 12.5])).toEqual([0, 50, 100, 25]);
  });
  it("a flat line sits in the middle; fewer than two points give no shape", () => {
    expect(sparklineShape([3, 3, 3])).toEqual([50, 50, 50]);
    expect(sparklineShape([7])).toEqual([]);
    expect(sparklineShape([])).toEqual([]);
  });
});
