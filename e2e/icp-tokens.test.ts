import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { VIEWPORTS, screenshot, useBrowser, type ViewportName } from "./browser";

const browser = useBrowser();

const rows = (page: Page) => page.getByTestId("icp-token-row");
/** Each row's symbol, as shown (upper-cased by style, so read from the text content). */
const symbols = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((row) => row.querySelector(".uppercase")?.textContent ?? ""));
const rowOf = (page: Page, symbol: string) => rows(page).filter({ has: page.getByText(symbol, { exact: true }) });

async function openList(page: Page) {
  await page.goto("/icp-tokens");
  await page.getByRole("heading", { name: "Internet Computer Tokens", exact: true }).waitFor();
  await rows(page).first().waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("ICP tokens at %s", (viewport) => {
  it("lists the offline snapshot with N/A where no price was recorded, and sorts by price", async () => {
    const page = await browser.page(viewport);
    await page.goto("/icp-tokens");
    await page.getByRole("heading", { name: "Internet Computer Tokens", exact: true }).waitFor();
    await page.getByText("Source: offline snapshot of 4 Jan 2025", { exact: true }).waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(46);
    await page.getByText("Showing 46 of 46 tokens", { exact: true }).waitFor();

    // ICP carries the price recorded in the snapshot; CHAT has none and says so rather than $0.
    await rowOf(page, "ICP").getByText("$4.84", { exact: true }).waitFor();
    await rowOf(page, "CHAT").getByText("N/A", { exact: true }).first().waitFor();
    expect(await rowOf(page, "CHAT").getByText("$0.00").count()).toBe(0);
    // The letter avatar stands in for logos that cannot load offline.
    await rowOf(page, "ICP").getByTestId("token-avatar").waitFor();
    await screenshot(page, `icp-tokens-${viewport}`);

    await page.getByRole("button", { name: "Price", exact: true }).click();
    const ascending = await symbols(page);
    expect(ascending.slice(0, 5)).toEqual(["GFC", "Babe", "MOTOKO", "DC", "ICP"]);
    await page.getByRole("button", { name: "Price", exact: true }).click();
    const descending = await symbols(page);
    expect(descending.slice(0, 5)).toEqual(["ICP", "DC", "MOTOKO", "Babe", "GFC"]);
    // Tokens without a price stay last either way.
    expect(descending.slice(5).sort()).toEqual(ascending.slice(5).sort());
    await page.context().close();
  });

  it("opens a token's page from the list: its figures, and a chart that says no prices were recorded offline", async () => {
    const page = await browser.page(viewport);
    await openList(page);
    await rowOf(page, "ICP").getByRole("link", { name: "Internet Computer", exact: true }).click();
    await page.waitForURL("**/icp/ryjl3-tyaaa-aaaaa-aaaba-cai");
    await page.getByTestId("token-price").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Internet ComputerICPICP token");
    expect(await page.getByTestId("token-price").textContent()).toBe("$4.84");
    await page.getByText("$2.63M", { exact: true }).waitFor(); // TVL
    await page.getByText("2 Sep 2025", { exact: true }).waitFor(); // the recording the figures come from
    // The snapshot recorded one price, not a history: the chart says so, with its source.
    await page.getByText("No price history for this range yet", { exact: true }).waitFor();
    await expect
      .poll(() => page.getByTestId("chart-source").textContent())
      .toBe("Source: offline snapshot of 2 Sep 2025");
    await page.getByRole("group", { name: "Chart range" }).getByRole("button", { name: "1y", exact: true }).click();
    await page.getByText("No price history for this range yet", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `icp-token-page-${viewport}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/icp/2vxsx-fae");
    await page.getByRole("heading", { name: "Token Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to ICP Tokens" }).click();
    await page.waitForURL("**/icp-tokens");
    await page.context().close();
  });

  it("searches by symbol and by canister id, and says when nothing matches", async () => {
    const page = await browser.page(viewport);
    await openList(page);
    const search = page.getByPlaceholder("Search by name, symbol or canister ID");

    await search.fill("ckbtc");
    await expect.poll(() => symbols(page)).toEqual(["ckBTC"]);
    await search.fill("RYJL3-TYAAA");
    await expect.poll(() => symbols(page)).toEqual(["ICP"]);
    await search.fill("no-such-token-anywhere");
    await page.getByText("No tokens found matching your search.", { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(0);
    await page.context().close();
  });

  it("shows the top tokens with KongSwap first", async () => {
    const page = await browser.page(viewport);
    await openList(page);
    await page.getByRole("tab", { name: "Top Tokens" }).click();
    await page.getByText("Showing 10 top tokens with KongSwap and Tacodao prioritized", { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(10);
    expect((await symbols(page)).slice(0, 4)).toEqual(["KONG", "ICP", "DC", "Babe"]);
    await screenshot(page, `icp-tokens-top-${viewport}`);

    await page.getByRole("tab", { name: "All Tokens" }).click();
    await page.getByText("Showing 46 of 46 tokens", { exact: true }).waitFor();
    await page.context().close();
  });

  it("asks visitors to sign in before adding, then sends them to /auth", async () => {
    const page = await browser.page(viewport);
    await openList(page);
    // A token without a price cannot be added, and its button says why.
    const chatAdd = rowOf(page, "CHAT").getByRole("button", { name: "Add CHAT to portfolio" });
    expect(await chatAdd.getAttribute("aria-disabled")).toBe("true");
    // Playwright will not press an aria-disabled button unless forced; people can.
    await (viewport === "mobile" ? chatAdd.tap({ force: true }) : chatAdd.hover());
    await page.getByRole("tooltip").filter({ hasText: "No price is recorded for this token" }).waitFor();

    await rowOf(page, "ICP").getByRole("button", { name: "Add ICP to portfolio" }).click();
    await page.getByText("Sign In Required", { exact: true }).waitFor();
    await page.getByText("Please sign in to add tokens to your portfolio.", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/icp-tokens");
    await screenshot(page, `icp-tokens-sign-in-${viewport}`);
    await page.waitForURL((url) => url.pathname === "/auth", { timeout: 5000 });
    await page.context().close();
  });

  it("links each token to its ICPSwap trade page in a new tab", async () => {
    const page = await browser.page(viewport);
    await openList(page);
    const trade = rowOf(page, "CHAT").getByRole("link", { name: "Trade CHAT on ICPSwap (opens in a new tab)" });
    expect(await trade.getAttribute("href")).toBe(
      "https://app.icpswap.com/swap?input=ryjl3-tyaaa-aaaaa-aaaba-cai&output=2ouva-viaaa-aaaaq-aaamq-cai",
    );
    expect(await trade.getAttribute("target")).toBe("_blank");
    expect(await trade.getAttribute("rel")).toBe("noopener noreferrer");
    await page.context().close();
  });
});
