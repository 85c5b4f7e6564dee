import { type ComponentProps, lazy, Suspense, useState } from "react";
import { formatDay } from "../../../../domain/format";
import {
  DAY_MS,
  HISTORY_RANGES,
  type HistoryRange,
  RANGE_RULES,
  type PricePoint,
} from "../../../../domain/price-history";

import { StillChart } from "./still-chart";

/** The chart library loads with the first hover or touch of a chart, never with the page's first paint. */
const LazyTimeChart = lazy(() => import("./time-chart").then((m) => ({ default: m.TimeChart })));
export type { ChartSeries } from "./time-chart";

/**
 * A chart of real points: drawn at once as a still picture (still-chart.tsx), and by the chart library, with
 * its crosshair and tooltip, from the first hover or touch on. The still picture stays while the library loads.
 */
export function TimeChart(props: ComponentProps<typeof LazyTimeChart> & { height: number }) {
  const [live, setLive] = useState(false);
  const still = <StillChart {...props} onWake={() => setLive(true)} />;
  if (!live) return still;
  return (
    <Suspense fallback={still}>
      <LazyTimeChart {...props} />
    </Suspense>
  );
}

export const NO_HISTORY = "No price history for this range yet";

const time = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** The real span of the points drawn: days apart as dates, within two days with times (UTC). */
export function spanLabel(points: readonly PricePoint[]): string {
  if (points.length === 0) return "";
  const first = points[0]![0];
  const last = points.at(-1)![0];
  if (last - first < 2 * DAY_MS)
    return `${formatDay(first)} ${time.format(first)} – ${formatDay(last)} ${time.format(last)} UTC`;
  return `${formatDay(first)} – ${formatDay(last)}`;
}

/** The six ranges as a row of toggle buttons. */
export function RangePicker({
  value,
  onChange,
  label,
}: {
  value: HistoryRange;
  onChange: (r: HistoryRange) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1 rounded-lg bg-slate-800/60 p-1">
      {HISTORY_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className="min-w-10 flex-1 rounded-md px-2 py-1.5 text-xs font-medium text-slate-400 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-400 aria-pressed:bg-slate-950 aria-pressed:text-white sm:text-sm"
        >
          {RANGE_RULES[range].label}
        </button>
      ))}
    </div>
  );
}

/** A chart's frame: a fixed height whatever the state, so nothing below moves when the data arrives. */
export function ChartFrame({
  state,
  height,
  children,
}: {
  state: "loading" | "error" | "empty" | "ready";
  height: number;
  children?: React.ReactNode;
}) {
  if (state === "ready") return children;
  const text =
    state === "loading"
      ? "Loading price history..."
      : state === "error"
        ? "Price history could not be loaded."
        : NO_HISTORY;
  return <ChartMessage height={height} text={text} />;
}

function ChartMessage({ height, text }: { height: number; text: string }) {
  return (
    <div
      className="flex items-center justify-center rounded-lg border border-dashed border-slate-800 text-sm text-slate-400"
      style={{ height }}
      role="status"
    >
      {text}
    </div>
  );
}
