import { formatUsdPrice } from "../../../../domain/format";
import type { PortfolioHistory } from "../../../../schema/portfolio-history-api";

/** Slice colours in order (the 9th is "Others"). */
const COLOURS = ["#34d399", "#38bdf8", "#a78bfa", "#f472b6", "#fbbf24", "#fb7185", "#2dd4bf", "#818cf8", "#64748b"];
const RADIUS = 15.915; // a circumference of 100: dash lengths are percents

/** The allocation by coin as a donut (drawn in SVG: no chart library needed) with its legend. */
export function AllocationDonut({ slices }: { slices: PortfolioHistory["allocation"] }) {
  if (slices.length === 0) return <p className="text-sm text-slate-400">Nothing held has a price yet.</p>;
  let offset = 25; // start at 12 o'clock
  const arcs = slices.map((slice, i) => {
    const length = Number(slice.percent);
    const arc = { slice, colour: COLOURS[Math.min(i, COLOURS.length - 1)]!, dash: `${length} ${100 - length}`, offset };
    offset -= length;
    return arc;
  });
  const label = slices.map((s) => `${s.name} ${s.percent}%`).join(", ");
  return (
    <div className="flex flex-col items-center gap-5" data-testid="allocation">
      <svg viewBox="0 0 42 42" className="size-40 shrink-0" role="img" aria-label={`Allocation: ${label}`}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#1e293b" strokeWidth="6" />
        {arcs.map(({ slice, colour, dash, offset: start }) => (
          <circle
            key={slice.coinId ?? "others"}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={colour}
            strokeWidth="6"
            strokeDasharray={dash}
            strokeDashoffset={start}
          />
        ))}
      </svg>
      <ul className="w-full space-y-1.5 text-sm">
        {arcs.map(({ slice, colour }) => (
          <li key={slice.coinId ?? "others"} className="flex items-center justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2">
              <span className="size-2.5 shrink-0 rounded-full" style={{ background: colour }} aria-hidden />
              <span className="truncate text-slate-200">
                {slice.name} {slice.symbol ? <span className="uppercase text-slate-500">{slice.symbol}</span> : null}
              </span>
            </span>
            <span className="shrink-0 tabular-nums text-slate-400">
              {slice.percent}% · {formatUsdPrice(slice.value)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
