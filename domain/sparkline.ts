/** Points kept of CoinGecko's 168 hourly 7-day prices: one every four hours is plenty for a 100 px line. */
export const SPARKLINE_POINTS = 42;

/**
 * Evenly spaced points of a price series, always keeping the first and the last (the latest price),
 * each rounded to 6 significant digits (a drawing needs no more). Non-finite entries are dropped first.
 * No imports: scripts/build-market-snapshot.mjs loads this file directly with Node's type stripping.
 */
export function downsampleSparkline(points: readonly unknown[], target = SPARKLINE_POINTS): number[] {
  const clean = points.filter((p): p is number => typeof p === "number" && Number.isFinite(p));
  const round = (p: number) => Number(p.toPrecision(6));
  if (clean.length <= target) return clean.map(round);
  const last = clean.length - 1;
  return Array.from({ length: target }, (_, i) => round(clean[Math.round((i * last) / (target - 1))]!));
}

/** Points of the market page's sparkline shapes: enough for a 7-day line some 100 px wide. */
export const SPARKLINE_SHAPE_POINTS = 24;

/**
 * A sparkline reduced to its shape: `target` evenly spaced points (first and latest kept), each scaled to an
 * integer from 0 (the lowest) to 100 (the highest). A flat line is all 50s; fewer than 2 usable points give [].
 * The market page draws only the shape, and 1000 of these stay small (docs/decisions.md, payload budget).
 */
export function sparklineShape(points: readonly unknown[], target = SPARKLINE_SHAPE_POINTS): number[] {
  const picked = downsampleSparkline(points, target);
  if (picked.length < 2) return [];
  const low = Math.min(...picked);
  const span = Math.max(...picked) - low;
  return picked.map((p) => (span > 0 ? Math.round(((p - low) / span) * 100) : 50));
}
