import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { CHROMIUM, CHROMIUM_FLAGS } from "../scripts/chromium.mjs";

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const SHOTS = join(import.meta.dirname, "screenshots");

/**
 * Each test file starts its visitors at its own place: vitest numbers every file's run (VITEST_WORKER_ID), so
 * files that run one after another in the same slot do not reuse each other's addresses (with 10 accounts an
 * hour per address, a few files' sign-ups from the same addresses hit the limit).
 */
let contexts = Number(process.env.VITEST_WORKER_ID ?? 0) * 64;
/** Which of the files running at the same time this is (1 to maxWorkers): their visitors and names differ. */
const POOL = Number(process.env.VITEST_POOL_ID ?? 1) % 16;
/**
 * Each browser context is a different visitor: its own address in 198.18.0.0/15 (reserved for benchmarks),
 * which `wrangler dev` passes on as CF-Connecting-IP. Otherwise every test shares 127.0.0.1 and the
 * per-address registration limit (10 an hour) caps how many accounts the whole suite may create.
 * Files that run at the same time take their addresses from different ranges (198.19.16·POOL + …).
 */
const nextAddress = () => {
  contexts += 1;
  return `198.19.${POOL * 16 + (Math.floor(contexts / 250) % 16)}.${(contexts % 250) + 1}`;
};
const addresses = new WeakMap<BrowserContext, string>();
/** The address the app sees for this page's visitor. */
export const addressOf = (page: Page) => addresses.get(page.context()) ?? "127.0.0.1";

/**
 * One Chromium per test file, started with the flags this closed network needs. The visitors a test opens are
 * closed when it ends: a page left open keeps polling, rendering and holding sockets for the rest of the file.
 */
export function useBrowser() {
  const state: { browser?: Browser; testContexts?: Set<BrowserContext> } = {};
  beforeEach(() => {
    state.testContexts = new Set();
  });
  afterEach(async (context) => {
    const open = state.testContexts ?? new Set();
    state.testContexts = undefined;
    if (context.task.result?.state === "fail") await describeOpenPages(open);
    await Promise.all([...open].map((visitor) => visitor.close()));
  });
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /**
     * A new visitor. Its browser asks for reduced motion unless `motion: "full"`: the price ticker under the
     * navbar scrolls without end, and headless Chromium paints every frame of it in software (about a third
     * of a core per open page, which the e2e files running side by side on 2 cores cannot spare). The tests
     * of the ticker itself and of accessibility see the full-motion page.
     */
    async context(
      viewport: ViewportName = "desktop",
      { motion = "reduced" }: { motion?: "reduced" | "full" } = {},
    ): Promise<BrowserContext> {
      if (!state.browser) throw new Error("browser not started");
      const address = nextAddress();
      const context = await state.browser.newContext({
        baseURL: inject("baseUrl"),
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === "mobile",
        hasTouch: viewport === "mobile",
        reducedMotion: motion === "full" ? "no-preference" : "reduce",
        extraHTTPHeaders: { "CF-Connecting-IP": address },
      });
      addresses.set(context, address);
      state.testContexts?.add(context);
      return context;
    },
    async page(viewport: ViewportName = "desktop", options: { motion?: "reduced" | "full" } = {}): Promise<Page> {
      const context = await this.context(viewport, options);
      const page = await context.newPage();
      page.on("pageerror", (error) => console.error(`[page error] ${error.message}`));
      return page;
    },
  };
}

/**
 * When a test fails, what each of its open pages showed: the address, the notices and alerts on screen, and a
 * screenshot in e2e/screenshots/failed-*.png (a CI log then says whether a toast was an error, for instance).
 */
async function describeOpenPages(contexts: Iterable<BrowserContext>) {
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      index += 1;
      try {
        const notices = await page.locator('[role="alert"], [role="status"], [role="dialog"]').allInnerTexts();
        console.error(`[failed test] page ${index} at ${page.url()}: ${JSON.stringify(notices)}`);
        await screenshot(page, `failed-${Date.now()}-${index}`, { fullPage: false });
      } catch (error) {
        console.error(`[failed test] page ${index}: ${(error as Error).message}`);
      }
    }
  }
}

/** The whole page by default; `fullPage: false` for dialogs, whose fixed backdrop a full-page shot distorts. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

let counter = 0;
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${POOL.toString(16)}${(counter++).toString(36)}`.slice(0, 20);

/** Creates an account through the UI and waits until the navbar shows it. */
export async function registerThroughUi(page: Page, username: string, password = "e2e-password-ok") {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill(username);
  await page.getByText("Username is available").waitFor();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}
