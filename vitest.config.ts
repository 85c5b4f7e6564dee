import type { IncomingMessage, ServerResponse } from "node:http";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { zodForDrizzle } from "./vite.config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The browser tests that look at what the whole site did, and so cannot share the app with other files: the
 * admin dashboard lists the site's last 10 page views, among which the test looks for its own. Their project
 * has an app of its own (e2e/global-setup.ts) and runs beside the others.
 */
const E2E_ALONE = ["e2e/admin.test.ts"];

/**
 * The worker tests' only way out: requests to this machine (the fake upstreams) are passed on, any other host
 * is refused with a 500 that says why. A request that cannot connect drops the worker's connection, so the
 * worker sees a network error, as it would without this guard.
 */
async function thisMachineOnly(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  if (!LOOPBACK.has(url.hostname)) {
    res.writeHead(500, { "Content-Type": "text/plain" });
    res.end(
      `Outbound request to ${url.hostname} not allowed: the worker tests never call out (point the source at the fake upstream)`,
    );
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
  );
  try {
    const upstream = await fetch(url, { method: req.method, headers, body, redirect: "manual" });
    const payload = Buffer.from(await upstream.arrayBuffer());
    const kept = [...upstream.headers].filter(
      ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
    );
    res.writeHead(upstream.status, Object.fromEntries(kept));
    res.end(payload);
  } catch {
    res.destroy();
  }
}

/**
 * The order the files start in (paths from the repository's root; a folder takes all its files, in vitest's
 * order). Vitest starts the files it has timed before longest first, but a fresh clone (CI) has no timings and it
 * starts the largest files first: the accessibility checks, small and the longest, then started last and ran
 * alone at the end of the run for two minutes. The worker tests go beside the longest browser file: they wait
 * on timers and sockets in places, and run alone after the browser tests they left a core half idle for a minute
 * (their runtime's start included). What is not listed follows: the shorter browser files, then the quick jsdom
 * and Node ones.
 */
const START_ORDER = [
  "e2e/accessibility.test.ts",
  "worker/",
  "durable-objects/",
  "e2e/ads.test.ts",
  "e2e/portfolio.test.ts",
  "e2e/market.test.ts",
  "e2e/news.test.ts",
];

class StartOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const path = relative(here("."), file.moduleId);
      const index = START_ORDER.findIndex((start) => path.startsWith(start) && (start.endsWith("/") || path === start));
      return index === -1 ? START_ORDER.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: StartOrder },
    // Vitest's default on this 2-core machine is one file at a time (cores - 1): every file of every project
    // after the other. Three at a time: with two, both were now and then waiting on the app, a timer or a child
    // process together, and the cores were 1.79 busy on average over a run (/proc/stat, every 5 s); with three,
    // 1.89, and a fresh clone's `npm test` went from 5m46 to 4m54. (Before the browser tests got cheaper, three
    // were no faster and once missed a replaced toast; `toast()` in e2e/browser.ts now reads a log of notices.)
    maxWorkers: 3,
    // Every successful market refresh logs a line for operators; in the worker tests they only bury failures.
    onConsoleLog: (log) => !log.startsWith("market refresh of "),
    projects: [
      {
        // Worker tests run inside workerd against real D1 (migrations applied in setup) and real Durable Objects.
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // wrangler.toml goes live by default; the worker tests never call out: every source starts
              // offline (a test points a source at the fake upstream when it needs one), and the worker may
              // reach this machine only, so a forgotten fake fails instead of calling a real service.
              outboundService: { node: thisMachineOnly },
              bindings: {
                COINGECKO_PLAN: "offline",
                ICP_SOURCE: "offline",
                SESSION_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
                TEST_MIGRATIONS: await readD1Migrations(here("./migrations")),
                FAKE_UPSTREAM_URL: inject<string>("fakeUpstreamUrl"),
                // As in local runs (.dev.vars): ad payments are checked against the test ledger.
                PAYMENT_VERIFIER: "test-ledger",
                // A fixed Web Push (VAPID) key pair for the tests; npm start generates one into .dev.vars.
                VAPID_PUBLIC_KEY:
                  "BG1QV0iYu5KztBNAoi-3gAl3ovYSLori8VYQK5SC8PXYuy45uNdMzvRK2ldNXwBwnEAoCLEFwD1C8Zes1-5kjso",
                VAPID_PRIVATE_KEY: "t0uD2SMyLEZviMyBxitZi4GOv6uXVhofn99XrjZ1MJM",
                VAPID_SUBJECT: "mailto:ops@coinfolio.test",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          isolate: false,
          include: ["worker/**/*.test.ts", "durable-objects/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
          globalSetup: ["./worker/test/fake-upstream.ts"],
          // Beside the browser tests a test takes longer than alone; a hang still fails.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["domain/**/*.test.ts", "schema/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [zodForDrizzle] },
        test: {
          name: "web",
          environment: "jsdom",
          pool: "vmThreads",
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          setupFiles: ["./web/test/setup.ts"],
          // Beside the browser tests a test takes longer than alone; a hang still fails.
          testTimeout: 15_000,
          // Transformed rather than loaded by Node, so the zod alias above reaches its import.
          server: { deps: { inline: ["drizzle-zod"] } },
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          // One Node process per slot for the browser files: with isolation each file started its own and loaded
          // playwright-core and the helpers again (Vitest's processes over a run: 99 → 88 CPU-s). The files share
          // only e2e/browser.ts's counters (visitor addresses, names), which just keep growing.
          isolate: false,
          include: ["e2e/**/*.test.ts"],
          exclude: E2E_ALONE,
          globalSetup: ["./e2e/global-setup.ts"],
          // The files share one app server and run beside each other: every test signs up users of its own
          // (e2e/browser.ts: uniqueName, and a range of visitor addresses per worker) and counts only its own rows.
          // Files side by side on 2 cores take longer each: a test that hangs still fails, after 2 minutes.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll's default of 1 s is short for a page on a busy machine; a condition that never holds still fails.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "e2e-alone",
          environment: "node",
          include: E2E_ALONE,
          globalSetup: ["./e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
