import { describe, expect, it } from "vitest";
import { VIEWPORTS, screenshot, uniqueName, useBrowser, type ViewportName } from "./browser";

const browser = useBrowser();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("accounts at %s", (viewport) => {
  it("creates an account, shows @username, signs out and signs in again", async () => {
    const page = await browser.page(viewport);
    const username = uniqueName("e2e");
    await page.goto("/auth");
    await page.getByText("Your comprehensive crypto portfolio management platform").waitFor();
    for (const tile of ["Track Holdings", "Price Alerts", "Market Data", "P&L Tracking"]) {
      await page.getByRole("heading", { name: tile }).waitFor();
    }
    await screenshot(page, `auth-${viewport}`);

    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Username").fill(username.toUpperCase());
    expect(await page.getByLabel("Username").inputValue()).toBe(username);
    await page.getByText("Username is available").waitFor();
    await page.getByLabel("Password").fill("short");
    await expect(page.getByRole("button", { name: "Create Account" }).last().isDisabled()).resolves.toBe(true);
    await page.getByLabel("Password").fill("e2e-password-ok");
    await page.getByRole("button", { name: "Create Account" }).last().click();
    await page.getByText("Account created!", { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === "/");

    await page.getByRole("button", { name: "Get Started" }).click();
    if (viewport === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByText(`@${username}`, { exact: true }).filter({ visible: true }).waitFor();
    await page.getByRole("button", { name: "Sign Out" }).filter({ visible: true }).click();
    await page.getByText("Signed out", { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByText(`@${username}`, { exact: true }).count()).toBe(0);

    await page.goto("/auth");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await page.getByText("Login failed", { exact: true }).waitFor();
    await page.getByText("Invalid username or password").waitFor();
    await page.getByLabel("Password").fill("e2e-password-ok");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await page.getByText("Welcome back!", { exact: true }).waitFor();
    await page.getByText(`Signed in as @${username}`).waitFor();
    if (viewport === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByText(`@${username}`, { exact: true }).filter({ visible: true }).waitFor();

    // Signed-in users are sent away from /auth.
    await page.goto("/login");
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });

  it("shows the landing with its access guard to visitors at /portfolio", async () => {
    const page = await browser.page(viewport);
    await page.goto("/portfolio");
    await page.getByRole("heading", { name: "Authentication Required" }).waitFor();
    await page.getByRole("link", { name: "Explore Market Data" }).waitFor();
    await screenshot(page, `landing-${viewport}`);
    await page.getByRole("button", { name: "Sign In to Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.context().close();
  });

  it("shows the 404 page for unknown routes", async () => {
    const page = await browser.page(viewport);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await screenshot(page, `404-${viewport}`);
    await page.context().close();
  });

  it("shows the arbitrage placeholder", async () => {
    const page = await browser.page(viewport);
    await page.goto("/arbitrage");
    await page.getByRole("heading", { name: "DEX Arbitrage" }).waitFor();
    await page.getByText("Advanced arbitrage tools coming soon").waitFor();
    await page.getByText("Real-time opportunity tracking").waitFor();
    await screenshot(page, `arbitrage-${viewport}`);
    await page.context().close();
  });
});
