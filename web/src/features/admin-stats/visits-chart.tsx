import type { DailyStat } from "../../../../schema/admin-stats";
import { Card } from "../../components/page";
import { formatCount, formatDay } from "./format";

const BAR_SLOT = 10;
const HEIGHT = 100;

/** The smallest 1, 2 or 5 times a power of ten at or above n: a round top for the scale. */
function niceCeiling(n: number): number {
  if (n <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(n));
  return ([1, 2, 5, 10].find((step) => step * power >= n) ?? 10) * power;
}

/**
 * Page views per day as bars and unique visitors as a line, drawn by hand in SVG. The SVG stretches to
 * the card (preserveAspectRatio none), so every text stays in HTML around it and strokes do not scale.
 */
export function VisitsChart({ days }: { days: DailyStat[] }) {
  const total = days.reduce((sum, day) => sum + day.totalVisits, 0);
  const peak = days.reduce((best, day) => (day.totalVisits > best.totalVisits ? day : best), days[0]!);
  const top = niceCeiling(Math.max(...days.map((day) => day.totalVisits)));
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const width = days.length * BAR_SLOT;
  const line = days.map((day, i) => `${i * BAR_SLOT + BAR_SLOT / 2},${y(day.uniqueVisitors)}`).join(" ");
  const summary = `Page views per day for the last ${days.length} days: ${formatCount(total)} in all${
    total > 0 ? `, most on ${formatDay(peak.date, true)} with ${formatCount(peak.totalVisits)}` : ""
  }.`;

  return (
    <Card className="mt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-white">Visits, last {days.length} days</h2>
          <p className="mt-0.5 text-sm text-slate-400">
            {formatCount(total)} page views
            {total > 0 ? ` · busiest ${formatDay(peak.date, true)} (${formatCount(peak.totalVisits)})` : ""}
          </p>
        </div>
        <div className="flex items-center gap-4 text-xs text-slate-400">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-emerald-500" aria-hidden /> Page views
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded bg-sky-400" aria-hidden /> Unique visitors
          </span>
        </div>
      </div>

      <div className="mt-5 flex gap-2">
        <div
          className="flex h-40 w-8 shrink-0 flex-col justify-between text-right text-[11px] tabular-nums text-slate-500 sm:h-52"
          aria-hidden
        >
          <span className="-translate-y-1/2">{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-40 w-full sm:h-52"
            role="img"
            aria-label={summary}
          >
            {[0, 0.5, 1].map((fraction) => (
              <line
                key={fraction}
                x1={0}
                x2={width}
                y1={HEIGHT * fraction}
                y2={HEIGHT * fraction}
                className="stroke-slate-800"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, i) => {
              const barTop = y(day.totalVisits);
              return (
                <rect
                  key={day.date}
                  x={i * BAR_SLOT + 1.5}
                  y={barTop}
                  width={BAR_SLOT - 3}
                  height={HEIGHT - barTop}
                  rx={1}
                  className={i === days.length - 1 ? "fill-emerald-400" : "fill-emerald-500/60"}
                >
                  <title>{`${formatDay(day.date)}: ${formatCount(day.totalVisits)} page views, ${formatCount(day.uniqueVisitors)} unique visitors`}</title>
                </rect>
              );
            })}
            <polyline
              points={line}
              fill="none"
              className="stroke-sky-400"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div className="mt-2 flex justify-between text-[11px] text-slate-500" aria-hidden>
            <span>{formatDay(days[0]!.date, true)}</span>
            <span>{formatDay(days[Math.floor(days.length / 2)]!.date, true)}</span>
            <span>Today</span>
          </div>
        </div>
      </div>
      {total === 0 ? <p className="mt-3 text-sm text-slate-500">No visits recorded in this period yet.</p> : null}
    </Card>
  );
}
