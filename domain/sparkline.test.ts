import { describe, expect, it } from "vitest";
import { downsampleSparkline } from "./sparkline";

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
