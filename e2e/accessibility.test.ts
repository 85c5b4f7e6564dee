import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";
import { axeViolations } from "./axe";

const browser = useBrowser();
const root = join(import.meta.dirname, "..");

/** What each page shows once it has loaded, so axe checks the page and not its spinner. */
const PUBLIC_PAGES: Array<[string, string | RegExp]> = [
  ["/", /Showing \d+ of \d+ cryptocurrencies/],
  ["/icp-tokens", "Internet Computer Tokens"],
  ["/news", "Crypto News"],
  ["/chat", "Community Chat"],
  ["/arbitrage", "DEX Arbitrage"],
  ["/ecosystem/ethereum", /\d+ tokens found/],
  ["/auth", "Welcome to"],
  ["/no-such-page", "404 Page Not Found"],
];

const SIGNED_IN_PAGES: Array<[string, string | RegExp]> = [
  ["/portfolio", "Portfolio Holdings"],
  ["/advertise", "Advertise on Coinfolio"],
  ["/news", "My Articles"],
  ["/chat", "Live Chat"],
  ["/admin", "Admin Dashboard"],
  ["/admin/ads", "Ad Review Dashboard"],
];

function grantAdmin(username: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts", "admin.mjs"), "grant", username], {
      cwd: root,
      env: {
        ...process.env,
        STATE_DIR: inject("stateDir"),
        PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
        CI: "true",
      },
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`admin grant exited ${code}`))));
  });
}

/**
 * A visitor who allows motion, with the page's animations stopped: axe sees the full-motion DOM and styles (the
 * ticker's second copy and its animation rule), and Chromium paints no frames of the endless ticker meanwhile
 * (measured over this file: the GPU process's CPU went from 14.9 s to 4.6 s).
 */
async function fullMotionPage(viewport: ViewportName) {
  const page = await browser.page(viewport, { motion: "full" });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
  return page;
}

async function check(page: Page, path: string, ready: string | RegExp) {
  await page.goto(path);
  await page.getByText(ready).first().waitFor();
  await page.waitForTimeout(300);
  expect(await axeViolations(page), `${path} at ${page.viewportSize()?.width} px`).toEqual([]);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("accessibility (axe-core) at %s", (viewport) => {
  it("no serious or critical violations on any public page", { timeout: 180_000 }, async () => {
    const page = await fullMotionPage(viewport);
    for (const [path, ready] of PUBLIC_PAGES) await check(page, path, ready);
    // The visitor's prompt from Add, over the market.
    await page.goto("/");
    await page.getByRole("button", { name: "Add Bitcoin to portfolio" }).first().click();
    await page
      .getByRole("dialog", { name: "Authentication Required" })
      .getByRole("link", { name: "Sign In" })
      .waitFor();
    expect(await axeViolations(page), "sign-in prompt").toEqual([]);
    await page.context().close();
  });

  it("no serious or critical violations on the signed-in and admin pages", { timeout: 180_000 }, async () => {
    const page = await fullMotionPage(viewport);
    const username = await signUp(page, uniqueName("a11y"));
    await grantAdmin(username);
    for (const [path, ready] of SIGNED_IN_PAGES) await check(page, path, ready);
    await page.context().close();
  });

  // Headless Chromium prefers the light scheme, which the tests above check; the dark theme (issue 18) too.
  it("no serious or critical violations in the dark theme, public and signed-in pages", {
    timeout: 240_000,
  }, async () => {
    const page = await fullMotionPage(viewport);
    await page.emulateMedia({ colorScheme: "dark" });
    for (const [path, ready] of PUBLIC_PAGES) await check(page, path, ready);
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(false);
    await signUp(page, uniqueName("a11yd"));
    for (const [path, ready] of SIGNED_IN_PAGES.filter(([path]) => !path.startsWith("/admin")))
      await check(page, path, ready);
    await page.context().close();
  });
});
