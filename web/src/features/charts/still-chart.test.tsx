import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatUsdPrice } from "../../../../domain/format";
import { DAY_MS, type PricePoint } from "../../../../domain/price-history";
import { StillChart, niceTicks, scaleOf, timeTicks } from "./still-chart";
import type { ChartSeries } from "./time-chart";

const START = Date.UTC(2024, 11, 12, 10, 45);
const week: PricePoint[] = [
  [START, 100_000],
  [START + 3 * DAY_MS, 95_000],
  [START + 7 * DAY_MS, 107_000],
];
const series = (points: PricePoint[]): ChartSeries[] => [{ name: "BTC", points, color: "#34d399", kind: "area" }];

describe("the still chart's scales", () => {
  it("spans the points' times, and their values with the library's margins (20% above, 10% below)", () => {
    expect(scaleOf(series(week))).toEqual({
      t0: START,
      t1: START + 7 * DAY_MS,
      v0: 95_000 - 12_000 / 0.7 / 10,
      v1: 107_000 + (12_000 / 0.7) * 0.2,
    });
  });

  it("has no scale for fewer than two points, or for one instant", () => {
    expect(scaleOf(series([[START, 1]]))).toBeNull();
    expect(
      scaleOf(
        series([
          [START, 1],
          [START, 2],
        ]),
      ),
    ).toBeNull();
  });

  it("keeps a flat line's scale open", () => {
    const scale = scaleOf(
      series([
        [START, 5],
        [START + DAY_MS, 5],
      ]),
    )!;
    expect(scale.v0).toBeLessThan(5);
    expect(scale.v1).toBeGreaterThan(5);
  });

  it("labels prices in round steps of 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceTicks(98_200, 109_100, 6)).toEqual([100_000, 102_000, 104_000, 106_000, 108_000]);
    expect(niceTicks(0.000_123, 0.000_161, 4)).toEqual([0.000_13, 0.000_14, 0.000_15, 0.000_16]);
    expect(niceTicks(3, 3, 4)).toEqual([]);
  });

  it("labels times on whole days (multiples of the step since 1970) as dates, and within two days on whole hours as clock times (UTC)", () => {
    expect(timeTicks(START, START + 7 * DAY_MS, 6)).toEqual([
      { at: Date.UTC(2024, 11, 13), text: "13 Dec" },
      { at: Date.UTC(2024, 11, 15), text: "15 Dec" },
      { at: Date.UTC(2024, 11, 17), text: "17 Dec" },
      { at: Date.UTC(2024, 11, 19), text: "19 Dec" },
    ]);
    expect(timeTicks(START, START + DAY_MS, 4).map((t) => t.text)).toEqual(["12:00", "18:00", "00:00", "06:00"]);
    expect(timeTicks(Date.UTC(2023, 0, 1), Date.UTC(2024, 11, 1), 6).map((t) => t.text)[0]).toMatch(
      /^[A-Z][a-z]{2} 2023$/,
    );
  });
});

describe("the still chart", () => {
  it("draws the points with the last price on its axis, for screen readers by its label, without the chart library", () => {
    const { container } = render(
      <StillChart
        series={series(week)}
        format={formatUsdPrice}
        label="BTC price"
        height={300}
        onWake={() => undefined}
      />,
    );
    expect(screen.getByRole("img", { name: "BTC price" })).toBe(screen.getByTestId("time-chart"));
    expect(container.querySelector("canvas")).toBeNull();
    expect(container.querySelectorAll("path")).toHaveLength(2); // the area and its line
    expect(screen.getByText("$107,000.00")).toBeTruthy();
    expect(screen.getByText("$100,000.00")).toBeTruthy();
  });

  it("asks for the interactive chart at the first hover or touch", () => {
    const onWake = vi.fn();
    render(<StillChart series={series(week)} format={formatUsdPrice} label="BTC price" height={300} onWake={onWake} />);
    fireEvent.pointerEnter(screen.getByTestId("time-chart"));
    fireEvent.pointerDown(screen.getByTestId("time-chart"));
    expect(onWake).toHaveBeenCalledTimes(2);
  });
});
