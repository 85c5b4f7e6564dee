import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatSourceLabel, formatUsdPrice } from "../../../../domain/format";
import type { HistoryRange } from "../../../../domain/price-history";
import type { CoinDetail } from "../../../../schema/coin-api";
import { Card } from "../../components/page";
import { useMediaQuery } from "../../lib/use-media-query";
import { ChartFrame, RangePicker, TimeChart, spanLabel } from "../charts/chart-parts";
import { coinHistoryQueryOptions } from "./queries";

const formatPrice = (value: number) => formatUsdPrice(value);

/** The coin's price chart: six ranges, a crosshair tooltip, and its source and real time span under it. */
export function CoinChart({ coin }: { coin: CoinDetail }) {
  const [range, setRange] = useState<HistoryRange>("7d");
  const history = useQuery({ ...coinHistoryQueryOptions(coin.id, range), placeholderData: (previous) => previous });
  const wide = useMediaQuery("(min-width: 640px)");
  const height = wide ? 320 : 240;
  const data = history.data;
  const points = useMemo(() => data?.points ?? [], [data]);
  const series = useMemo(
    () => [{ name: coin.symbol.toUpperCase(), points, color: "#34d399", kind: "area" as const }],
    [coin.symbol, points],
  );
  const state = history.isPending ? "loading" : history.isError && !data ? "error" : points.length < 2 ? "empty" : "ready";
  return (
    <Card>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-white">{coin.name} price chart</h2>
        <RangePicker value={range} onChange={setRange} label="Chart range" />
      </div>
      <div aria-busy={history.isFetching} className={history.isPlaceholderData ? "opacity-60" : undefined}>
        <ChartFrame state={state} height={height}>
          <TimeChart
            series={series}
            format={formatPrice}
            label={`${coin.name} price in USD, ${spanLabel(points)}`}
            height={height}
          />
        </ChartFrame>
      </div>
      <p className="mt-3 text-xs text-slate-500" data-testid="chart-source">
        {data ? `${formatSourceLabel(data.source, data.to)}${points.length > 0 ? ` · ${spanLabel(points)}` : ""}` : "\u00a0"}
      </p>
    </Card>
  );
}
