import { type UseQueryOptions, keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatUsdPrice } from "../../../../domain/format";
import { DEFAULT_HISTORY_RANGE, type HistoryRange, type PricePoint } from "../../../../domain/price-history";
import { Card } from "../../components/page";
import { useMediaQuery } from "../../lib/use-media-query";
import { ChartFrame, RangePicker, TimeChart, spanLabel } from "./chart-parts";

const formatPrice = (value: number) => formatUsdPrice(value);

/** What a history answer has for the chart (the coin's and the ICP token's answers both do). */
type RecordedPrices = { points: PricePoint[] };

/**
 * A price chart of recorded points (a market coin's or an ICP token's): six ranges, a crosshair tooltip, and
 * its source and real time span under it.
 */
export function PriceChart<T extends RecordedPrices>({
  name,
  symbol,
  historyQuery,
  sourceLabel,
}: {
  name: string;
  symbol: string;
  historyQuery: (range: HistoryRange) => UseQueryOptions<T, Error, T, string[]>;
  /** "Source: …" for an answer. */
  sourceLabel: (history: T) => string;
}) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const history = useQuery({ ...historyQuery(range), placeholderData: keepPreviousData });
  const wide = useMediaQuery("(min-width: 640px)");
  const height = wide ? 320 : 240;
  const data = history.data;
  const points = useMemo(() => data?.points ?? [], [data]);
  const series = useMemo(
    () => [{ name: symbol.toUpperCase(), points, color: "#34d399", kind: "area" as const }],
    [symbol, points],
  );
  const state = history.isPending
    ? "loading"
    : history.isError && !data
      ? "error"
      : points.length < 2
        ? "empty"
        : "ready";
  return (
    <Card>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-white">{name} price chart</h2>
        <RangePicker value={range} onChange={setRange} label="Chart range" />
      </div>
      <div aria-busy={history.isFetching} className={history.isPlaceholderData ? "opacity-60" : undefined}>
        <ChartFrame state={state} height={height}>
          <TimeChart
            series={series}
            format={formatPrice}
            label={`${name} price in USD, ${spanLabel(points)}`}
            height={height}
          />
        </ChartFrame>
      </div>
      <p className="mt-3 text-xs text-slate-500" data-testid="chart-source">
        {data ? `${sourceLabel(data)}${points.length > 0 ? ` · ${spanLabel(points)}` : ""}` : "\u00a0"}
      </p>
    </Card>
  );
}
