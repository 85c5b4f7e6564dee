import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();
const PASSWORD = "e2e-password-ok";

const isLight = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("light"));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("account at %s", (viewport) => {
  it("shows the account page, changes the password, lists sessions, switches themes before first paint", async () => {
    const context = await browser.context(viewport);
    const page = await context.newPage();
    // Playwright's default is a light system; this test starts from a dark one.
    await page.emulateMedia({ colorScheme: "dark" });
    const username = uniqueName("acct");
    await signUp(page, username, PASSWORD);
    await page.goto("/account");
    await page.getByRole("heading", { name: "Account", exact: true }).waitFor();
    await page.getByTestId("session-row").first().getByText("This device").waitFor();
    await screenshot(page, `account-dark-${viewport}`);

    // Password: a wrong current one is refused on the form; the right one changes it.
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
    await form.getByLabel("Confirm new password").fill("brand-new-pass-1");
    await form.getByRole("button", { name: "Change Password" }).click();
    await form.getByText("Current password is incorrect").waitFor();
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await page.getByTestId("toast").getByText("Password changed").waitFor();

    // Theme: light is applied at once, remembered, and applied before the first paint of the next load.
    expect(await isLight(page)).toBe(false);
    const dark = await background(page);
    await page.getByRole("radio", { name: "Light" }).click();
    expect(await isLight(page)).toBe(true);
    expect(await background(page)).not.toBe(dark);
    await screenshot(page, `account-light-${viewport}`);
    await page.goto("/");
    // The class is on <html> before any module script has run.
    const atFirstParse = await page.evaluate(() => document.documentElement.classList.contains("light"));
    expect(atFirstParse).toBe(true);
    await page.getByRole("heading", { name: "Cryptocurrency Market" }).waitFor();
    await page.getByText("Showing 250 of 250 cryptocurrencies", { exact: true }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/market-light-${viewport}.png` });
    await page.goto("/account");
    await page.getByRole("radio", { name: "System" }).click();
    await context.close();
  });

  it("follows the system theme by default", async () => {
    const context = await browser.context(viewport);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    expect(await isLight(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isLight(page), { timeout: 15_000 }).toBe(false);
    await context.close();
  });

  it("stars coins and filters the market by the watchlist", async () => {
    const context = await browser.context(viewport);
    const page = await context.newPage();
    await signUp(page, uniqueName("star"), PASSWORD);
    await page.goto("/");
    await page.getByText("Showing 250 of 250 cryptocurrencies", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Add Ethereum to watchlist" }).click();
    await page.getByRole("button", { name: "Remove Ethereum from watchlist" }).waitFor();
    await page.getByRole("button", { name: "Watchlist", exact: true }).click();
    await page.getByText("Showing 1 of 250 cryptocurrencies", { exact: true }).waitFor();
    const rows = page.getByTestId(viewport === "desktop" ? "coin-row" : "coin-card");
    expect(await rows.count()).toBe(1);
    await rows.first().getByText("Ethereum", { exact: true }).waitFor();
    await screenshot(page, `market-watchlist-${viewport}`, { fullPage: false });
    // Kept on the server: the coin page shows the same star, and unstarring there takes it off the list.
    await page.goto("/coins/ethereum");
    await page.getByRole("heading", { level: 1, name: /Ethereum/ }).waitFor();
    await page.getByRole("button", { name: "Remove Ethereum from watchlist" }).click();
    await page.getByRole("button", { name: "Add Ethereum to watchlist" }).waitFor();
    await screenshot(page, `coin-star-${viewport}`, { fullPage: false });
    await page.getByRole("button", { name: "Add Ethereum to watchlist" }).click();
    await page.getByRole("button", { name: "Remove Ethereum from watchlist" }).waitFor();
    await page.goto("/");
    await page.getByRole("button", { name: "Remove Ethereum from watchlist" }).waitFor();
    await page.getByRole("button", { name: "Remove Ethereum from watchlist" }).click();
    await page.getByRole("button", { name: "Watchlist", exact: true }).click();
    await page.getByText("Your watchlist is empty. Star a coin to add it.").waitFor();
    await context.close();
  });
});
