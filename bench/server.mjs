// Starts the app exactly as `npm start` does (production build, migrated local D1) on a free port.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { root } from "../scripts/lib.mjs";

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/**
 * `vars` override wrangler.toml's [vars] and the offline switch (wrangler dev --var); `output()` is what the app
 * has printed so far.
 */
export async function startApp({
  stateDir = join(root, ".tmp", `bench-state-${process.pid}`),
  fresh = true,
  vars = {},
} = {}) {
  if (fresh) rmSync(stateDir, { recursive: true, force: true });
  const port = await freePort();
  const varArgs = Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
  const child = spawn(process.execPath, [join(root, "scripts", "start.mjs"), ...varArgs], {
    cwd: root,
    // Benches never call out: the sources serve the bundled snapshots unless `vars` point one at a local fake.
    env: { ...process.env, COINFOLIO_OFFLINE: "1", PORT: String(port), STATE_DIR: stateDir, SKIP_BUILD: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log = [];
  child.stdout.on("data", (c) => log.push(String(c)));
  child.stderr.on("data", (c) => log.push(String(c)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited:\n${log.join("").slice(-3000)}`);
    try {
      if ((await fetch(`${baseUrl}/api/user`)).status === 401) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`app did not start:\n${log.join("").slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    stateDir,
    pid: child.pid,
    output: () => log.join(""),
    stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // gone
      }
    },
  };
}

/** RSS in KiB of the workerd processes under the app's process group. */
export async function workerdRssKiB() {
  const { execFileSync } = await import("node:child_process");
  try {
    const out = execFileSync("ps", ["-eo", "rss,comm"], { encoding: "utf8" });
    return out
      .split("\n")
      .filter((line) => /workerd/.test(line))
      .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0] ?? 0), 0);
  } catch {
    return null;
  }
}
