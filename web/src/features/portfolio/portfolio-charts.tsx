import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { formatDay, formatSourceLabel, formatUsdPrice } from "../../../../domain/format";
import type { HistoryRange, PricePoint } from "../../../../domain/price-history";
import type { PortfolioHistory } from "../../../../schema/portfolio-history-api";
import { Card } from "../../components/page";
import { useMediaQuery } from "../../lib/use-media-query";
import { type ChartSeries, ChartFrame, RangePicker, TimeChart, spanLabel } from "../charts/chart-parts";
import { AllocationDonut } from "./allocation-donut";
import { PORTFOLIO_HISTORY_KEY, portfolioHistoryQuery } from "./history-queries";

const signed = (value: string | null, unit: "usd" | "percent") => {
  if (value === null) return "N/A";
  const n = Number(value);
  const sign = n > 0 ? "+" : "";
  return unit === "usd" ? `${sign}${formatUsdPrice(value)}` : `${sign}${value}%`;
};
const tone = (value: string | null) =>
  value === null || Number(value) === 0 ? "text-white" : Number(value) > 0 ? "text-emerald-400" : "text-rose-400";

function Metric({ label, value, className = "text-white" }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-950/60 p-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className={`mt-1 truncate font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  );
}

function Performance({ history }: { history: PortfolioHistory }) {
  const { valueChange, returnOnInvested, timeWeighted, best, worst } = history.performance;
  const performer = (p: typeof best) => (p ? `${p.symbol.toUpperCase()} ${signed(p.percent, "percent")}` : "N/A");
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="performance">
      <Metric label="Change in value" value={signed(valueChange, "usd")} className={tone(valueChange)} />
      <Metric
        label="Return on invested capital"
        value={signed(returnOnInvested, "percent")}
        className={tone(returnOnInvested)}
      />
      <Metric label="Time-weighted return" value={signed(timeWeighted, "percent")} className={tone(timeWeighted)} />
      <Metric label="Best performer" value={performer(best)} className={tone(best?.percent ?? null)} />
      <Metric label="Worst performer" value={performer(worst)} className={tone(worst?.percent ?? null)} />
    </dl>
  );
}

/** The note under the chart: where the prices come from, their real span, and any coin left out for a while. */
function sourceNote(history: PortfolioHistory, points: readonly PricePoint[]) {
  const parts = [formatSourceLabel(history.source, history.to)];
  if (points.length > 0) parts.push(spanLabel(points));
  for (const coin of history.missing) {
    const name = `${coin.name} (${coin.symbol.toUpperCase()})`;
    parts.push(
      coin.pricedFrom === null
        ? `${name} has no price history in this range: its value is left out`
        : `${name} has prices from ${formatDay(coin.pricedFrom)}: left out before`,
    );
  }
  return parts.join(" · ");
}

/**
 * The portfolio's value over time against its invested capital, its performance over the chosen range and
 * its allocation now. `ledgerVersion` changes when positions change, so the chart follows them.
 */
export function PortfolioCharts({ ledgerVersion }: { ledgerVersion: number }) {
  const [range, setRange] = useState<HistoryRange>("30d");
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ledger version makes the cached history stale
  useEffect(() => {
    void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(PORTFOLIO_HISTORY_KEY) });
  }, [ledgerVersion, queryClient]);
  const query = useQuery({ ...portfolioHistoryQuery(range), placeholderData: (previous) => previous });
  const wide = useMediaQuery("(min-width: 640px)");
  const height = wide ? 300 : 220;
  const history = query.data ?? null;
  const series = useMemo((): ChartSeries[] => {
    const rows = history?.points ?? [];
    const value = rows.flatMap(([t, v]): PricePoint[] => (v === null ? [] : [[t, Number(v)]]));
    const invested = rows.map(([t, , i]): PricePoint => [t, Number(i)]);
    return [
      { name: "Value", points: value, color: "#34d399", kind: "area" },
      { name: "Invested", points: invested, color: "#38bdf8", kind: "line" },
    ];
  }, [history]);
  const valuePoints = series[0]!.points;
  const state = query.isPending
    ? "loading"
    : query.isError && !history
      ? "error"
      : valuePoints.length < 2
        ? "empty"
        : "ready";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card className="p-4 sm:p-5">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-lg font-semibold text-white">Value Over Time</h2>
          <RangePicker value={range} onChange={setRange} label="Portfolio chart range" />
        </div>
        <div className={query.isPlaceholderData ? "opacity-60" : undefined}>
          <ChartFrame state={state} height={height}>
            <TimeChart
              series={series}
              format={formatUsdPrice}
              label={`Portfolio value and invested capital, ${spanLabel(valuePoints)}`}
              height={height}
            />
          </ChartFrame>
        </div>
        <p className="mt-3 text-xs text-slate-500" data-testid="portfolio-chart-source">
          {history ? sourceNote(history, valuePoints) : "\u00a0"}
        </p>
        {history ? (
          <div className="mt-4">
            <Performance history={history} />
          </div>
        ) : null}
      </Card>
      <Card className="p-4 sm:p-5">
        <h2 className="mb-4 text-lg font-semibold text-white">Allocation</h2>
        {history ? (
          <AllocationDonut slices={history.allocation} />
        ) : (
          <p className="text-sm text-slate-400">
            {query.isError ? "Allocation could not be loaded." : "Loading allocation..."}
          </p>
        )}
      </Card>
    </div>
  );
}
