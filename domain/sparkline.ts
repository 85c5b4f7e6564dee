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
