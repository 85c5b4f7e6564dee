import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, chartPoints, lastPerBucket, rangeWindow, sparklinePointTimes } from "./price-history";
import { downsampleSparkline } from "./sparkline";

const END = Date.UTC(2024, 11, 19, 10, 45);

describe("sparkline point times", () => {
  it("42 points picked of 168 hourly ones sit at the hours they were picked from, the last at the data's time", () => {
    const hourly = Array.from({ length: 168 }, (_, i) => i); // the value is the hour's index
    const picked = downsampleSparkline(hourly);
    const times = sparklinePointTimes(END, picked.length);
    expect(times).toHaveLength(42);
    expect(times.at(-1)).toBe(END);
    expect(times[0]).toBe(END - 167 * HOUR_MS);
    // Each point's time is exactly the hour its value came from.
    picked.forEach((hourIndex, i) => {
      expect(times[i]).toBe(END - (167 - hourIndex) * HOUR_MS);
    });
  });
  it("a short line was kept whole: hourly, ending at the data's time", () => {
    expect(sparklinePointTimes(END, 3)).toEqual([END - 2 * HOUR_MS, END - HOUR_MS, END]);
    expect(sparklinePointTimes(END, 0)).toEqual([]);
  });
});

describe("range windows", () => {
  it("end at the given time; max starts at the epoch", () => {
    expect(rangeWindow("24h", END)).toEqual({ from: END - DAY_MS, to: END });
    expect(rangeWindow("1y", END)).toEqual({ from: END - 365 * DAY_MS, to: END });
    expect(rangeWindow("max", END)).toEqual({ from: 0, to: END });
  });
});

describe("last point per slot", () => {
  it("keeps each hour's last real point and never makes one up", () => {
    const h = (hour: number, minute: number) => Date.UTC(2026, 0, 1, hour, minute);
    const points: Array<[number, number]> = [
      [h(1, 5), 10],
      [h(1, 55), 11],
      [h(1, 30), 12],
      [h(3, 0), 13],
    ];
    expect(lastPerBucket(points, HOUR_MS)).toEqual([
      [h(1, 55), 11],
      [h(3, 0), 13],
    ]);
  });
});

describe("chart points", () => {
  it("a range with few points shows them all; one with many shows each slot's last real point", () => {
    const few: Array<[number, number]> = [
      [END - 2 * HOUR_MS, 1],
      [END - HOUR_MS, 2],
      [END, 3],
    ];
    expect(chartPoints(few, "1y")).toEqual(few);
    const hourly = Array.from({ length: 2000 }, (_, i): [number, number] => [END - (1999 - i) * HOUR_MS, i]);
    const drawn = chartPoints(hourly, "1y");
    expect(drawn.length).toBeLessThanOrEqual(85);
    expect(drawn.at(-1)).toEqual([END, 1999]);
    expect(drawn.every((p) => hourly.includes(p))).toBe(true);
  });
});
