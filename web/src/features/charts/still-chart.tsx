import { formatDay, formatUtcClock } from "../../../../domain/format";
import { DAY_MS, type PricePoint } from "../../../../domain/price-history";
import type { ChartSeries } from "./time-chart";

/**
 * A chart's first picture: the same real points as the interactive chart, drawn as one SVG with its price and
 * time axes, at no cost beyond the paths. The chart library (its canvas, crosshair and tooltip) takes over on
 * the first hover or touch; a page that is only looked at never pays for it (on a phone,
 * creating and drawing it blocked the main thread for about a third of a second).
 */

/** Room for the times along the bottom, as the library leaves it. */
const TIME_AXIS_PX = 28;
/** The library's default margins above and below the drawn values (share of the height). */
const TOP_MARGIN = 0.2;
const BOTTOM_MARGIN = 0.1;
const VIEW = 1000;

type Scale = { t0: number; t1: number; v0: number; v1: number };

/** The drawn span of times and values (margins included), or null with fewer than two points. */
export function scaleOf(series: readonly ChartSeries[]): Scale | null {
  const points = series.flatMap((s) => s.points);
  if (points.length < 2) return null;
  let t0 = Infinity;
  let t1 = -Infinity;
  let min = Infinity;
  let max = -Infinity;
  for (const [t, v] of points) {
    t0 = Math.min(t0, t);
    t1 = Math.max(t1, t);
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  if (t1 === t0) return null;
  // A flat line sits in the middle, as in the library.
  const spread = max - min || Math.abs(max) * 0.01 || 1;
  const span = spread / (1 - TOP_MARGIN - BOTTOM_MARGIN);
  return { t0, t1, v0: min - span * BOTTOM_MARGIN, v1: max + span * TOP_MARGIN };
}

/** Round values between `from` and `to` to label an axis: steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(from: number, to: number, count = 4): number[] {
  const raw = (to - from) / count;
  if (!(raw > 0) || !Number.isFinite(raw)) return [];
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.ceil(from / step) * step; v <= to; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

const HOUR_MS = 3_600_000;
/** Steps between time labels, from an hour to a year; a label sits on each whole multiple (UTC). */
const TIME_STEPS = [1, 2, 3, 4, 6, 12]
  .map((h) => h * HOUR_MS)
  .concat([1, 2, 7, 14, 30, 61, 91, 182, 365].map((d) => d * DAY_MS));

/** Times on whole hours or days between t0 and t1 (at most `count`), labelled as clock times or dates (UTC). */
export function timeTicks(t0: number, t1: number, count: number): Array<{ at: number; text: string }> {
  const step = TIME_STEPS.find((s) => (t1 - t0) / s <= count) ?? TIME_STEPS.at(-1)!;
  const label = (at: number) => {
    if (step < DAY_MS) return formatUtcClock(at).replace(" UTC", "");
    const [day, month, year] = formatDay(at).split(" ");
    return step >= 61 * DAY_MS ? `${month} ${year}` : `${day} ${month}`;
  };
  const ticks: Array<{ at: number; text: string }> = [];
  for (let at = Math.ceil(t0 / step) * step; at <= t1; at += step) ticks.push({ at, text: label(at) });
  return ticks;
}

const pathOf = (points: readonly PricePoint[], x: (t: number) => number, y: (v: number) => number) =>
  points.map(([t, v], i) => `${i === 0 ? "M" : "L"}${x(t).toFixed(1)},${y(v).toFixed(1)}`).join("");

export function StillChart({
  series,
  format,
  label,
  height,
  onWake,
}: {
  series: readonly ChartSeries[];
  format: (value: number) => string;
  label: string;
  height: number;
  /** The first hover or touch: the interactive chart is wanted. */
  onWake: () => void;
}) {
  const scale = scaleOf(series);
  const x = (t: number) => (scale ? ((t - scale.t0) / (scale.t1 - scale.t0)) * VIEW : 0);
  const y = (v: number) => (scale ? (1 - (v - scale.v0) / (scale.v1 - scale.v0)) * VIEW : 0);
  // Labels too near an edge would be cut off: left out, as the library does.
  // Labels too near an edge, or under the last price's, would be cut off or hidden: left out, as the library does.
  const inside = (at: number, margin: number) => at > VIEW * margin && at < VIEW * (1 - margin);
  const last = series[0]?.points.at(-1);
  const clear = (v: number) => !last || Math.abs(y(v) - y(last[1])) > VIEW * 0.08;
  const prices = scale
    ? niceTicks(scale.v0, scale.v1, Math.round(height / 50)).filter((v) => inside(y(v), 0.04) && clear(v))
    : [];
  const times = scale
    ? timeTicks(scale.t0, scale.t1, height > 260 ? 8 : 4).filter(({ at }) => inside(x(at), 0.08))
    : [];
  const labels = [...prices, ...(last ? [last[1]] : [])].map(format);
  // The price axis is as wide as its longest label (12 px digits are about 7 px wide).
  const axisPx = Math.max(0, ...labels.map((text) => text.length)) * 7 + 16;
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="time-chart"
      data-still=""
      onPointerEnter={onWake}
      onPointerDown={onWake}
      className="relative"
      style={{ height }}
    >
      <div className="absolute left-0 top-0" style={{ right: axisPx, bottom: TIME_AXIS_PX }}>
        <svg
          viewBox={`0 0 ${VIEW} ${VIEW}`}
          preserveAspectRatio="none"
          className="size-full overflow-visible"
          aria-hidden
        >
          {prices.map((v) => (
            <line
              key={v}
              x1={0}
              x2={VIEW}
              y1={y(v)}
              y2={y(v)}
              stroke="rgba(51,65,85,0.35)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {times.map(({ at }) => (
            <line
              key={at}
              x1={x(at)}
              x2={x(at)}
              y1={0}
              y2={VIEW}
              stroke="rgba(51,65,85,0.35)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((s) => {
            const line = pathOf(s.points, x, y);
            if (!line) return null;
            return (
              <g key={s.name}>
                {s.kind === "area" ? (
                  <path
                    d={`${line}L${x(s.points.at(-1)![0]).toFixed(1)},${VIEW}L${x(s.points[0]![0]).toFixed(1)},${VIEW}Z`}
                    fill={`${s.color}22`}
                  />
                ) : null}
                <path
                  d={line}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                  strokeDasharray={s.kind === "line" ? "6 6" : undefined}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div
        className="absolute right-0 top-0 border-l border-slate-700 text-xs tabular-nums text-slate-400"
        style={{ width: axisPx, bottom: TIME_AXIS_PX }}
        aria-hidden
      >
        {prices.map((v) => (
          <span
            key={v}
            className="absolute left-2 -translate-y-1/2 whitespace-nowrap"
            style={{ top: `${(y(v) / VIEW) * 100}%` }}
          >
            {format(v)}
          </span>
        ))}
        {last ? (
          <span
            className="absolute left-0 -translate-y-1/2 whitespace-nowrap rounded-sm px-1.5 py-0.5 font-medium"
            // Dark on the series' colour in either theme (the theme remaps the slate classes).
            style={{ top: `${(y(last[1]) / VIEW) * 100}%`, background: series[0]!.color, color: "#020617" }}
          >
            {format(last[1])}
          </span>
        ) : null}
      </div>
      <div
        className="absolute bottom-0 left-0 border-t border-slate-700 text-xs text-slate-400"
        style={{ right: axisPx, height: TIME_AXIS_PX }}
        aria-hidden
      >
        {times.map(({ at, text }) => (
          <span
            key={at}
            className="absolute top-1.5 -translate-x-1/2 whitespace-nowrap"
            style={{ left: `${(x(at) / VIEW) * 100}%` }}
          >
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}
