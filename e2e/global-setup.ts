import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_HEADLESS_SHELL } from "../scripts/chromium.mjs";

const root = join(import.meta.dirname, "..");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

async function waitForApp(app: ChildProcess, baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app did not answer on ${baseUrl} within ${timeoutMs} ms`);
}

/**
 * Each e2e project has an app of its own: the files that run side by side share one, and the admin dashboard's
 * test, which looks for its own page views among the site's last 10, has another that no other file visits
 * (so it can run at the same time as the others instead of after them).
 */
export async function setup(project: TestProject) {
  const { baseUrl, stateDir, stop } = await startApp();
  project.provide("baseUrl", baseUrl);
  project.provide("stateDir", stateDir);
  return stop;
}

/**
 * A freshly migrated local database, made once per run: each app starts on a copy of it, and `npm start` finds
 * nothing to apply (applying the 14 migrations took about 10 s of each app's start, and the starts run one
 * after the other).
 */
const migratedDatabase = join(root, ".tmp", `e2e-migrated-${process.pid}`);

async function migrateOnce() {
  if (existsSync(join(migratedDatabase, "v3"))) return;
  // On the Node that runs the tests (the project's 22), as the app's own start does (process.execPath below).
  const wrangler = spawn(
    process.execPath,
    [
      join(root, "node_modules", "wrangler", "bin", "wrangler.js"),
      ...["d1", "migrations", "apply", "DB", "--local", "--persist-to", migratedDatabase],
    ],
    {
      cwd: root,
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  wrangler.stdout?.on("data", (chunk) => output.push(String(chunk)));
  wrangler.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const code = await new Promise<number | null>((resolve, reject) => {
    wrangler.on("error", reject);
    wrangler.on("exit", resolve);
  });
  if (code !== 0) {
    rmSync(migratedDatabase, { recursive: true, force: true });
    throw new Error(`wrangler d1 migrations apply exited with ${code}:\n${output.join("").slice(-4000)}`);
  }
}

/** Starts the app exactly as `npm start` does, on a free port with its own fresh local database. */
async function startApp() {
  if (!existsSync(CHROMIUM_HEADLESS_SHELL)) {
    throw new Error(
      `Chromium's headless shell is missing at ${CHROMIUM_HEADLESS_SHELL}: the browser tests need it. Install it with: apt-get install -y chromium-headless-shell`,
    );
  }
  await migrateOnce();
  const port = await freePort();
  const stateDir = join(root, ".tmp", `e2e-state-${process.pid}-${port}`);
  rmSync(stateDir, { recursive: true, force: true });
  cpSync(migratedDatabase, stateDir, { recursive: true });
  // Without wrangler dev's line per request (--log-level warn): printing them cost its Node process about 1 ms
  // of CPU per request. Warnings and errors still come through, and show when the app fails.
  let stopping = false;
  const app = spawn(process.execPath, [join(root, "scripts", "start.mjs"), "--log-level", "warn"], {
    cwd: root,
    // The browser tests never call out: both market sources serve the bundled snapshots.
    env: {
      ...process.env,
      COINFOLIO_OFFLINE: "1",
      PORT: String(port),
      STATE_DIR: stateDir,
      SKIP_BUILD: existsSync(join(root, "dist", "index.html")) ? "1" : "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  app.stdout?.on("data", (chunk) => log.push(String(chunk)));
  app.stderr?.on("data", (chunk) => log.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForApp(app, baseUrl, 90_000);
  } catch (error) {
    console.error(log.join("").slice(-4000));
    if (app.pid) process.kill(-app.pid, "SIGTERM");
    throw error;
  }
  // If the app dies while the tests run, every later page load is refused; say why it ended.
  app.on("exit", (code, signal) => {
    if (!stopping)
      console.error(
        `[e2e] the app exited (${signal ?? code}) during the tests; its last output:\n${log.join("").slice(-4000)}`,
      );
  });
  const stop = () => {
    stopping = true;
    if (app.pid) {
      try {
        process.kill(-app.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(stateDir, { recursive: true, force: true });
    // Both apps started on their copies before any test ran; the first to stop removes the original.
    rmSync(migratedDatabase, { recursive: true, force: true });
  };
  return { baseUrl, stateDir, stop };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    stateDir: string;
  }
}
