import { SPARKLINE_POINTS } from "./sparkline";

/**
 * Price history rules shared by worker and web: the chart ranges, how finely each is drawn, how long each
 * resolution is kept, and the real times of a 7-day sparkline's points (docs/decisions.md, "Price history").
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** At most one recorded point per coin in each 5-minute slot. */
export const RECORD_EVERY_MS = 5 * MINUTE_MS;
/** Points younger than this stay as recorded (5-minute); older ones are thinned to one per hour. */
export const FINE_FOR_MS = DAY_MS;
/** Points older than this are thinned to one per UTC day. */
export const HOURLY_FOR_MS = 90 * DAY_MS;

export const HISTORY_RANGES = ["24h", "7d", "30d", "90d", "1y", "max"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/** The range a chart opens on (and the history route's default). */
export const DEFAULT_HISTORY_RANGE: HistoryRange = "7d";

type RangeRule = { label: string; spanMs: number | null; bucketMs: number };

/**
 * Each range's span (null: all of it) and, when it holds too many points, the slot one drawn point stands
 * for (the slot's last real point).
 */
export const RANGE_RULES: Record<HistoryRange, RangeRule> = {
  "24h": { label: "24h", spanMs: DAY_MS, bucketMs: RECORD_EVERY_MS },
  "7d": { label: "7d", spanMs: 7 * DAY_MS, bucketMs: HOUR_MS },
  "30d": { label: "30d", spanMs: 30 * DAY_MS, bucketMs: 2 * HOUR_MS },
  "90d": { label: "90d", spanMs: 90 * DAY_MS, bucketMs: 6 * HOUR_MS },
  "1y": { label: "1y", spanMs: 365 * DAY_MS, bucketMs: DAY_MS },
  max: { label: "Max", spanMs: null, bucketMs: DAY_MS },
};

/** The window a range covers, ending at `to` (unix ms); "max" starts at 0. */
export function rangeWindow(range: HistoryRange, to: number): { from: number; to: number } {
  const span = RANGE_RULES[range].spanMs;
  return { from: span === null ? 0 : Math.max(0, to - span), to };
}

/** CoinGecko's 7-day sparkline: hourly prices, the last one at the data's time (docs/decisions.md). */
export const SPARKLINE_SOURCE_POINTS = 168;

/**
 * The times of a stored sparkline's points, the last one at `endMs`. A line of SPARKLINE_POINTS keeps that
 * many of CoinGecko's 168 hourly points, picked as downsampleSparkline picks them (first and last kept, evenly
 * spaced by index); a shorter line was kept whole, so it is hourly throughout.
 */
export function sparklinePointTimes(endMs: number, count: number, sourceCount = SPARKLINE_SOURCE_POINTS): number[] {
  const picked = count >= SPARKLINE_POINTS && sourceCount > count;
  const last = picked ? sourceCount - 1 : count - 1;
  const sourceIndex = (i: number) => (picked ? Math.round((i * last) / (count - 1)) : i);
  return Array.from({ length: count }, (_, i) => endMs - (last - sourceIndex(i)) * HOUR_MS);
}

export type PricePoint = [unixMs: number, price: number];

/** More points than a chart can show apart: a range with more is thinned to one point per slot. */
export const MAX_CHART_POINTS = 1000;

/** A range's points as drawn: all of them when few, else the last real point of each of the range's slots. */
export function chartPoints(points: readonly PricePoint[], range: HistoryRange): PricePoint[] {
  return points.length <= MAX_CHART_POINTS ? [...points] : lastPerBucket(points, RANGE_RULES[range].bucketMs);
}

/** The last point of each `bucketMs` slot, in time order (what the roll-up and the ranges keep). */
export function lastPerBucket(points: readonly PricePoint[], bucketMs: number): PricePoint[] {
  const kept = new Map<number, PricePoint>();
  for (const point of points) {
    const slot = Math.floor(point[0] / bucketMs);
    const held = kept.get(slot);
    if (!held || held[0] <= point[0]) kept.set(slot, point);
  }
  return [...kept.values()].sort((a, b) => a[0] - b[0]);
}
