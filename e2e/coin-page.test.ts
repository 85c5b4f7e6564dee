import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();

const items = (page: Page, viewport: ViewportName) =>
  page.getByTestId(viewport === "desktop" ? "coin-row" : "coin-card");
const sourceLabel = (page: Page) => page.getByTestId("chart-source");
const rangeButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Chart range" }).getByRole("button", { name, exact: true });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("coin page at %s", (viewport) => {
  it("opens from the market list; the chart switches ranges and says its source and span", async () => {
    const page = await browser.page(viewport);
    await page.goto("/");
    await items(page, viewport).nth(1).getByRole("link", { name: "Ethereum", exact: true }).click();
    await page.waitForURL("**/coins/ethereum");
    await page
      .getByRole("heading", { name: /Ethereum/ })
      .first()
      .waitFor();
    await page.getByText("Rank #2").waitFor();
    expect(await page.getByTestId("coin-price").textContent()).toBe("$3,705.32");
    await page.getByRole("link", { name: "Ethereum", exact: true }).first().waitFor(); // the ecosystem link

    // 7d by default: the snapshot's week, drawn at once as a still picture (the chart library not loaded),
    // labelled with its source and real span.
    const chart = page.getByTestId("time-chart");
    await chart.locator("svg path").first().waitFor();
    await expect
      .poll(() => sourceLabel(page).textContent())
      .toBe("Source: offline snapshot of 19 Dec 2024 · 12 Dec 2024 – 19 Dec 2024");
    expect(await rangeButton(page, "7d").getAttribute("aria-pressed")).toBe("true");
    expect(await chart.locator("canvas").count()).toBe(0);
    expect(await chart.getByText(/^\$3,\d{3}\.\d\d$/).count()).toBeGreaterThan(1); // its price axis

    // The first hover brings the chart library; its crosshair tooltip shows a date and a price.
    await chart.hover();
    await chart.locator("canvas").first().waitFor();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    const tooltip = page.getByTestId("chart-tooltip");
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/Dec 1\d, 2024, .+ UTC.*ETH: \$[\d,]+\.\d\d/);
    await screenshot(page, `coin-page-${viewport}`);

    // 24h: the last day of the recording, with times.
    await rangeButton(page, "24h").click();
    await expect
      .poll(() => sourceLabel(page).textContent())
      .toMatch(/^Source: offline snapshot of 19 Dec 2024 · 18 Dec 2024 \d\d:\d\d – 19 Dec 2024 10:45 UTC$/);
    expect(await rangeButton(page, "24h").getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("time-chart").waitFor();
  });

  it("shows the price range and supply the market data has, and leaves out what it has not", async () => {
    const page = await browser.page(viewport);
    await page.goto("/coins/bitcoin");
    const details = page.getByTestId("coin-details");
    await details.waitFor();
    const figure = (label: string) => details.locator("div").filter({ has: page.getByText(label, { exact: true }) });
    expect(await figure("24h High").locator("dd").first().textContent()).toBe("$105,306.00");
    expect(await figure("24h Low").locator("dd").first().textContent()).toBe("$98,840.00");
    expect(await figure("All-Time High").locator("dd").allTextContents()).toEqual([
      "$108,135.00",
      "-5.42% from ATH · 17 Dec 2024",
    ]);
    expect(await figure("All-Time Low").locator("dd").allTextContents()).toEqual([
      "$67.81",
      "+150,720.06% from ATL · 6 Jul 2013",
    ]);
    expect(await figure("Total Supply").locator("dd").first().textContent()).toBe("21.00M BTC");
    expect(await figure("Max Supply").locator("dd").first().textContent()).toBe("21.00M BTC");
    expect(await figure("Fully Diluted Valuation").locator("dd").first().textContent()).toBe("$2.15T");
    // Every figure fits its column at this width: none is cut off, and the page does not scroll sideways.
    const cut = await details
      .locator("dd")
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
    expect(cut).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await details.scrollIntoViewIfNeeded();
    await screenshot(page, `coin-page-details-${viewport}`);
    expect(await axeViolations(page)).toEqual([]);

    // Ethereum has no max supply in the recording: the figure is left out, not shown as a guess.
    await page.goto("/coins/ethereum");
    await details.getByText("Total Supply", { exact: true }).waitFor();
    expect(await details.getByText("Max Supply", { exact: true }).count()).toBe(0);
  });

  it("an unknown coin says so", async () => {
    const page = await browser.page(viewport);
    await page.goto("/coins/no-such-coin-zz");
    await page.getByRole("heading", { name: "Coin Not Found" }).waitFor();
  });

  it("a signed-in user sets an alert from the prefilled form and sees their holding", async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("coin"));
    await page.goto("/coins/bitcoin");
    await page.getByRole("button", { name: "+ Add to Portfolio" }).click();
    await page.getByLabel("Amount (BTC)").fill("0.5");
    await page.getByRole("dialog").getByRole("button", { name: "Add to Portfolio" }).click();
    await page.getByTestId("coin-holding").getByText("0.5 BTC").waitFor();
    await page.getByTestId("coin-transactions").getByText("Buy").waitFor();
    await page.getByRole("button", { name: "Set Alert" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Bitcoin").first().waitFor();
    expect(await dialog.getByLabel("Target Price (USD)").inputValue()).toMatch(/^102496\.\d{1,8}$/);
    await dialog.getByLabel("Target Price (USD)").fill("150000");
    await dialog.getByRole("button", { name: "Create Alert" }).click();
    await page.getByText("Price Alert Created").waitFor();
    await screenshot(page, `coin-page-signed-in-${viewport}`);
  });
});
