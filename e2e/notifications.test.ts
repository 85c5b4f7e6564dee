import { describe, expect, it } from "vitest";
import { api, screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();

describe("the PWA", () => {
  it("serves the web manifest with installable icons and the service worker, which a visitor's load does not register", async () => {
    const page = await browser.page("desktop");
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as {
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(body).toMatchObject({ display: "standalone", start_url: "/" });
    for (const size of ["192x192", "512x512"]) {
      const icon = body.icons.find((i) => i.sizes === size)!;
      expect((await page.request.get(icon.src)).headers()["content-type"]).toMatch(/image\/png/);
    }
    const sw = await page.request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    expect(await sw.text()).toContain('addEventListener("push"');
    await page.goto("/");
    await page.getByRole("heading", { name: "Cryptocurrency Market" }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await page.context().close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("notification bell at %s", (viewport) => {
  it("counts unread notifications, lists them, opens one and marks all read", async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("bell"));
    await page.goto("/");
    const bell = page.getByTestId("bell").filter({ visible: true });
    await bell.waitFor();
    expect(await bell.getAttribute("aria-label")).toBe("Notifications");
    // A signed-in user's browser registers the service worker that shows push messages.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    await bell.click();
    await page.getByText("No notifications yet.", { exact: false }).waitFor();
    await bell.click();

    // Two alerts that the snapshot's prices reach at once, then the re-pricing that triggers them.
    for (const [symbol, name] of [
      ["btc", "Bitcoin"],
      ["eth", "Ethereum"],
    ]) {
      const res = await api(page, "POST", "/api/price-alerts", { symbol, name, alertType: "above", targetPrice: "1" });
      expect(res.status).toBe(201);
    }
    expect((await api(page, "POST", "/api/update-prices", {})).status).toBe(200);
    await page.reload();
    await page.getByTestId("bell-count").filter({ visible: true }).getByText("2").waitFor();
    await page.getByTestId("bell").filter({ visible: true }).click();
    await page.getByTestId("notification").first().waitFor();
    expect(await page.getByTestId("notification").count()).toBe(2);
    await page.getByText("Bitcoin (BTC) rose above $1.00").waitFor();
    await screenshot(page, `bell-${viewport}`, { fullPage: false });
    await page.getByText("Bitcoin (BTC) rose above $1.00").click();
    await page.waitForURL((url) => url.pathname === "/portfolio");
    await page.getByTestId("bell-count").filter({ visible: true }).getByText("1").waitFor();
    await page.getByTestId("bell").filter({ visible: true }).click();
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect
      .poll(() => page.getByTestId("bell-count").filter({ visible: true }).count(), { timeout: 15_000 })
      .toBe(0);
    await page.context().close();
  });
});
