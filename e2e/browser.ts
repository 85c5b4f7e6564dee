import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL } from "../scripts/chromium.mjs";
import { welcomeKey } from "../web/src/features/auth/session-info";

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
 * V8 without its optimizing compilers (Maglev, TurboFan): a test's page lives for seconds, not long enough to
 * repay compiling its hot code again, and the renderer's CPU over the market and portfolio files fell by about
 * 15 % (30.3 → 25.9 CPU-s, two runs each). The code runs the same, only its speed differs; the benches, which
 * measure speed, keep V8 as visitors have it.
 */
const TEST_ONLY_FLAGS = ["--js-flags=--max-opt=1"];

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
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: [...CHROMIUM_FLAGS, ...TEST_ONLY_FLAGS],
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
      await context.addInitScript(recordNotices);
      state.testContexts?.add(context);
      return context;
    },
    async page(viewport: ViewportName = "desktop", options: { motion?: "reduced" | "full" } = {}): Promise<Page> {
      const context = await this.context(viewport, options);
      const page = await context.newPage();
      page.on("pageerror", (error) => console.error(`[page error] ${error.message}`));
      recordApiCalls(page);
      return page;
    },
  };
}

type NoticeLog = { __notices?: string[][] };

/**
 * Runs in every page before the app: writes down the lines (title, description) of each notice as it appears.
 * The app shows one notice at a time and a new one replaces the last (product.md § Notices), so on a busy
 * machine a test that looks for a notice after the app has replaced it would miss one that was shown.
 */
function recordNotices() {
  const log: string[][] = [];
  (window as NoticeLog).__notices = log;
  let last = "";
  new MutationObserver(() => {
    for (const notice of document.querySelectorAll('[data-testid="toast"]')) {
      const lines = [...notice.querySelectorAll("p")].map((line) => line.textContent ?? "");
      const text = lines.join("\n");
      if (text === last) continue;
      last = text;
      log.push(lines);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page shows, or has shown, a notice with this title or description (one written down is
 * crossed off; the same notice shown again while it is still on screen changes nothing that could be written).
 */
export async function toast(page: Page, text: string) {
  await page.waitForFunction((text) => {
    const log = (window as NoticeLog).__notices ?? [];
    const index = log.findIndex((lines) => lines.includes(text));
    if (index !== -1) log.splice(index, 1);
    return (
      index !== -1 || [...document.querySelectorAll('[data-testid="toast"] p')].some((p) => p.textContent === text)
    );
  }, text);
}

/** The last API calls of each page and how they ended, for the report of a failed test. */
const apiCalls = new WeakMap<Page, string[]>();

function recordApiCalls(page: Page) {
  const calls: string[] = [];
  apiCalls.set(page, calls);
  const add = (line: string) => {
    calls.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (calls.length > 30) calls.shift();
  };
  const name = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname.startsWith("/api/") ? `${pathname}${search}` : null;
  };
  page.on("requestfinished", async (request) => {
    const path = name(request.url());
    const response = path ? await request.response().catch(() => null) : null;
    if (path) add(`${request.method()} ${path} → ${response?.status() ?? "no answer"}`);
  });
  page.on("requestfailed", (request) => {
    const path = name(request.url());
    if (path) add(`${request.method()} ${path} → failed: ${request.failure()?.errorText}`);
  });
}

/**
 * When a test fails, what each of its open pages showed: the address, the notices and alerts on screen, every
 * notice shown and not yet looked for, the page's last API calls, and a screenshot in
 * e2e/screenshots/failed-*.png (a CI log then says whether a toast was an error, or a request was refused).
 */
async function describeOpenPages(contexts: Iterable<BrowserContext>) {
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      index += 1;
      try {
        const onScreen = await page.locator('[role="alert"], [role="status"], [role="dialog"]').allInnerTexts();
        const shown = await page.evaluate(() => (window as NoticeLog).__notices ?? []);
        console.error(
          `[failed test] page ${index} at ${page.url()}: ${JSON.stringify(onScreen)}\n` +
            `  notices shown: ${JSON.stringify(shown)}\n` +
            `  last API calls:\n    ${(apiCalls.get(page) ?? []).join("\n    ")}`,
        );
        await save(page, `failed-${Date.now()}-${index}`, false);
      } catch (error) {
        console.error(`[failed test] page ${index}: ${(error as Error).message}`);
      }
    }
  }
}

/**
 * The screens the tests pass through, saved for people to look at when `E2E_SCREENSHOTS=1` (README, "Test it").
 * A plain `npm test` skips them: about 120 pictures a run, most of them of whole pages, cost the browser about
 * 20 CPU-seconds that tell the run nothing. The whole page by default; `fullPage: false` for dialogs, whose fixed
 * backdrop a full-page shot distorts.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS === "1") await save(page, name, fullPage);
}

async function save(page: Page, name: string, fullPage: boolean) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

let counter = 0;
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${POOL.toString(16)}${(counter++).toString(36)}`.slice(0, 20);

/**
 * A JSON request as this visitor's app sends it: the context's session cookie and address, and the site's own
 * Origin (the API refuses writes from other sites). Works before the page has loaded anything.
 */
export async function api<T>(
  page: Page,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await page.request.fetch(path, {
    method,
    data: body,
    headers: { Origin: new URL(inject("baseUrl")).origin },
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** The body of a GET as this visitor's app sends it. */
export const apiGet = async <T>(page: Page, path: string) => (await api<T>(page, "GET", path)).body;

/**
 * Creates an account for this visitor (the sign-up form's own request; auth.test.ts drives the form itself) and
 * marks its welcome dialog as seen, so the test's first page opens signed in and undisturbed. Returns the username.
 */
export async function signUp(page: Page, username: string, password = "e2e-password-ok") {
  const { status, body } = await api<{ id: number }>(page, "POST", "/api/register", { username, password });
  if (status !== 201) throw new Error(`signing up ${username} answered ${status}: ${JSON.stringify(body)}`);
  await page.context().addInitScript((key) => localStorage.setItem(key, "1"), welcomeKey(body.id));
  return username;
}
