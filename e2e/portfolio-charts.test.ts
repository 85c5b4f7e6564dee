import { describe, expect, it } from "vitest";
import type { PortfolioHistory } from "../schema/portfolio-history-api";
import { api, screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();

// Inside the offline snapshot's week (12–19 Dec 2024), so every coin has recorded prices then.
const TRANSACTIONS = [
  {
    coinId: "bitcoin",
    symbol: "btc",
    name: "Bitcoin",
    type: "buy",
    quantity: "0.5",
    price: "101000",
    fee: "5",
    executedAt: "2024-12-13T09:00:00Z",
  },
  {
    coinId: "ethereum",
    symbol: "eth",
    name: "Ethereum",
    type: "buy",
    quantity: "4",
    price: "3900",
    fee: "0",
    executedAt: "2024-12-14T12:00:00Z",
  },
  {
    coinId: "solana",
    symbol: "sol",
    name: "Solana",
    type: "buy",
    quantity: "20",
    price: "220",
    fee: "0",
    executedAt: "2024-12-15T08:00:00Z",
  },
  {
    coinId: "ethereum",
    symbol: "eth",
    name: "Ethereum",
    type: "sell",
    quantity: "1",
    price: "4000",
    fee: "1",
    executedAt: "2024-12-17T15:00:00Z",
  },
];

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("portfolio charts at %s", (viewport) => {
  it("show the value chart with ranges, the allocation and the performance, agreeing with the API", async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("chart"));
    for (const tx of TRANSACTIONS) expect((await api(page, "POST", "/api/transactions", tx)).status).toBe(201);

    await page.goto("/portfolio");
    await page.getByRole("heading", { name: "Value Over Time" }).waitFor();
    const source = page.getByTestId("portfolio-chart-source");
    // 30d by default; the snapshot's data ends on 19 Dec 2024, the chart starts with the first buy.
    await expect
      .poll(() => source.textContent())
      .toBe("Source: offline snapshot of 19 Dec 2024 · 13 Dec 2024 – 19 Dec 2024");
    // Drawn at once as a still picture; the chart library takes over at the first hover.
    const chart = page.getByTestId("time-chart");
    await chart.locator("svg path").first().waitFor();
    await chart.hover();
    await chart.locator("canvas").first().waitFor();

    const { body: month } = await api<PortfolioHistory>(page, "GET", "/api/portfolio/history?range=30d");
    const performance = page.getByTestId("performance");
    const sign = (v: string) => (Number(v) > 0 ? "+" : "");
    await performance.getByText(`${sign(month.performance.timeWeighted!)}${month.performance.timeWeighted}%`).waitFor();
    await performance
      .getByText(`${sign(month.performance.returnOnInvested!)}${month.performance.returnOnInvested}%`)
      .first()
      .waitFor();
    await performance
      .getByText(new RegExp(`^${month.performance.best!.symbol.toUpperCase()} `))
      .first()
      .waitFor();

    // The allocation: three coins, percents as the API computed them at the range's end.
    const allocation = page.getByTestId("allocation");
    expect(month.allocation.map((s) => s.coinId)).toHaveLength(3);
    for (const slice of month.allocation)
      await allocation.getByText(`${slice.percent}%`, { exact: false }).first().waitFor();
    await screenshot(page, `portfolio-charts-${viewport}`);

    // 24h: the last day before the snapshot's time, with times.
    await page
      .getByRole("group", { name: "Portfolio chart range" })
      .getByRole("button", { name: "24h", exact: true })
      .click();
    await expect
      .poll(() => source.textContent())
      .toMatch(/^Source: offline snapshot of 19 Dec 2024 · 18 Dec 2024 \d\d:\d\d – 19 Dec 2024 10:45 UTC$/);
  });
});
