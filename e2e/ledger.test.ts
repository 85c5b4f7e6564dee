import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatUsdPrice } from "../domain/format";
import type { HoldingsResponse } from "../schema/ledger-api";
import { apiGet, screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();
const BINANCE = readFileSync(join(import.meta.dirname, "../worker/test/fixtures/ledger/binance-trade-history.csv"));

const apiText = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { credentials: "include" })).text(), path);
const signed = (value: string) => (Number(value) > 0 ? "+" : "") + formatUsdPrice(value);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("portfolio ledger at %s", (viewport) => {
  const desktop = viewport === "desktop";
  const holding = (page: Page, coinId: string) =>
    page.getByTestId(desktop ? `holding-${coinId}` : `holding-card-${coinId}`);
  const realizedCard = (page: Page) => page.getByRole("region", { name: "Realized P&L" });

  it("imports a Binance export, switches the method, sells, and re-imports its own export without duplicates", async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("lg"));
    await page.goto("/portfolio");
    await page.getByText("No transactions yet. Add a transaction or import a CSV from your exchange.").waitFor();
    await screenshot(page, `ledger-empty-${viewport}`);

    // Import: the preview explains the refused row, the commit writes the rest.
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import CSV" });
    await dialog.getByLabel("Format").selectOption("binance");
    await dialog.getByLabel("CSV file").setInputFiles({ name: "binance.csv", mimeType: "text/csv", buffer: BINANCE });
    const preview = dialog.getByTestId("import-preview");
    await preview.getByText("6 rows read").waitFor();
    await preview.getByText("Row 7, Pair: quoted in BTC: no USD rate for 2024-04-02 is known").waitFor();
    await screenshot(page, `ledger-import-preview-${viewport}`, { fullPage: false });
    await dialog.getByRole("button", { name: "Import 5 transactions" }).click();
    await dialog.getByTestId("import-result").getByText("Imported 5 transactions").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();

    // Holdings and realized P&L by FIFO, then by HIFO: the numbers change.
    await holding(page, "bitcoin").waitFor();
    const fifo = await apiGet<HoldingsResponse>(page, "/api/holdings?method=fifo");
    const hifo = await apiGet<HoldingsResponse>(page, "/api/holdings?method=hifo");
    expect(fifo.totals.realizedPnl).not.toBe(hifo.totals.realizedPnl);
    await realizedCard(page).getByText(signed(fifo.totals.realizedPnl), { exact: true }).waitFor();
    await page.getByLabel("Cost basis method").selectOption("hifo");
    await realizedCard(page).getByText(signed(hifo.totals.realizedPnl), { exact: true }).waitFor();
    await screenshot(page, `ledger-holdings-${viewport}`);

    // Sell part of the bitcoin holding from its row.
    await holding(page, "bitcoin").getByRole("button", { name: "Sell" }).click();
    const sell = page.getByRole("dialog", { name: "Sell Bitcoin" });
    await sell.getByLabel("Quantity").fill("0.005");
    await sell.getByLabel("Price per coin (USD)").fill("60000");
    await screenshot(page, `ledger-sell-${viewport}`, { fullPage: false });
    await sell.getByRole("button", { name: "Add Transaction" }).click();
    await page.getByText("Transaction added", { exact: true }).waitFor();
    const after = await apiGet<HoldingsResponse>(page, "/api/holdings?method=hifo");
    expect(after.holdings.find((h) => h.coinId === "bitcoin")?.quantity).toBe("0.0162787");

    // The coin's transactions, with edit and delete.
    await holding(page, "bitcoin").getByRole("button", { name: "Transactions" }).click();
    const list = page.getByRole("dialog", { name: "Bitcoin transactions" });
    await list.getByRole("listitem").nth(3).waitFor();
    await screenshot(page, `ledger-transactions-${viewport}`, { fullPage: false });
    await list.getByRole("button", { name: "Close" }).click();

    // Export, then import the export: nothing new.
    const exported = await apiText(page, "/api/transactions/export.csv");
    expect(exported.split("\r\n")[0]).toBe("date,type,symbol,coin_id,quantity,price_usd,fee_usd,note");
    await page.getByRole("button", { name: "Import CSV" }).click();
    await dialog.getByLabel("Format").selectOption("generic");
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "export.csv", mimeType: "text/csv", buffer: Buffer.from(exported) });
    await preview.getByText("6 rows read").waitFor();
    await preview.getByText("0 to import").waitFor();
    await preview.getByText("6 duplicates skipped").waitFor();
    await expect(dialog.getByRole("button", { name: "Import 0 transactions" }).isDisabled()).resolves.toBe(true);
    await screenshot(page, `ledger-reimport-${viewport}`, { fullPage: false });
  });
});
