import {
  AreaSeries,
  ColorType,
  CrosshairMode,
  type IChartApi,
  LineSeries,
  LineStyle,
  type MouseEventParams,
  type UTCTimestamp,
  createChart,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import type { PricePoint } from "../../../../domain/price-history";

/**
 * The one chart of the app (TradingView's lightweight-charts), imported only by the pages that draw
 * charts, so the library lives in their chunks. Draws time series of real points as given, no smoothing.
 */

export type ChartSeries = {
  name: string;
  points: readonly PricePoint[];
  color: string;
  /** "area" fills under the line (the main series); "line" is a plain, dashed line. */
  kind: "area" | "line";
};

type Hover = { time: number; values: Array<{ name: string; color: string; value: number }>; x: number };

const toSeconds = (points: readonly PricePoint[]) => {
  // The library needs strictly rising whole seconds: two points in one second keep the later one.
  const bySecond = new Map<number, number>();
  for (const [t, value] of points) bySecond.set(Math.floor(t / 1000), value);
  return [...bySecond].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time: time as UTCTimestamp, value }));
};

const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
export const formatChartTime = (ms: number) => `${dateTime.format(ms)} UTC`;

export function TimeChart({
  series,
  format,
  label,
  height = 300,
}: {
  series: readonly ChartSeries[];
  /** How a value reads on the axis and in the tooltip. */
  format: (value: number) => string;
  /** What the chart shows, for screen readers (the canvas has no text of its own). */
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const chart: IChartApi = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: "#94a3b8",
        attributionLogo: false,
      },
      grid: { vertLines: { color: "rgba(51,65,85,0.35)" }, horzLines: { color: "rgba(51,65,85,0.35)" } },
      rightPriceScale: { borderColor: "#334155" },
      timeScale: { borderColor: "#334155", timeVisible: true, secondsVisible: false },
      crosshair: { mode: CrosshairMode.Magnet },
      localization: { priceFormatter: format },
      handleScroll: false,
      handleScale: false,
    });
    const drawn = series.map((s) => {
      const api =
        s.kind === "area"
          ? chart.addSeries(AreaSeries, {
              lineColor: s.color,
              topColor: `${s.color}55`,
              bottomColor: `${s.color}05`,
              lineWidth: 2,
              priceLineVisible: false,
            })
          : chart.addSeries(LineSeries, {
              color: s.color,
              lineWidth: 2,
              lineStyle: LineStyle.Dashed,
              priceLineVisible: false,
            });
      api.setData(toSeconds(s.points));
      return { s, api };
    });
    chart.timeScale().fitContent();
    const onMove = (param: MouseEventParams) => {
      if (param.time === undefined || !param.point) return setHover(null);
      const values = drawn.flatMap(({ s, api }) => {
        const item = param.seriesData.get(api);
        return item && "value" in item ? [{ name: s.name, color: s.color, value: item.value }] : [];
      });
      setHover({ time: Number(param.time) * 1000, values, x: param.point.x });
    };
    chart.subscribeCrosshairMove(onMove);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
    };
  }, [series, format]);

  return (
    <div className="relative" style={{ height }}>
      <div ref={box} role="img" aria-label={label} className="absolute inset-0" data-testid="time-chart" />
      {hover ? (
        <div
          role="status"
          data-testid="chart-tooltip"
          className="pointer-events-none absolute top-2 z-10 rounded-lg border border-slate-700 bg-slate-950/95 px-3 py-2 text-xs shadow-lg"
          style={hover.x > (box.current?.clientWidth ?? 0) / 2 ? { left: 8 } : { right: 64 }}
        >
          <p className="text-slate-400">{formatChartTime(hover.time)}</p>
          {hover.values.map((v) => (
            <p key={v.name} className="font-semibold tabular-nums text-white">
              <span className="mr-1.5 inline-block size-2 rounded-full" style={{ background: v.color }} aria-hidden />
              {v.name}: {format(v.value)}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
