import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";

const root = join(import.meta.dirname, "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const run = promisify(execFile);

/**
 * The operator scripts' tests: a real local D1 (wrangler's miniflare state in a temporary directory, migrated
 * and seeded before the file's tests), a way to run a script against it, and SQL to look at it.
 */
export function useLocalD1(name: string, seed: string) {
  let stateDir = "";
  const env = () => ({ ...process.env, STATE_DIR: stateDir, CI: "true", WRANGLER_SEND_METRICS: "false" });

  async function sql(command: string) {
    const { stdout } = await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", command], {
      cwd: root,
      env: env(),
    });
    return (JSON.parse(stdout) as Array<{ results: Array<Record<string, unknown>> }>)[0]!.results;
  }

  /** Runs scripts/<file> with the project's node; its exit code and everything it printed. */
  async function script(file: string, ...args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, [join(root, "scripts", file), ...args], { cwd: root, env: env() });
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  }

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), `coinfolio-${name}-`));
    await run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { cwd: root, env: env() });
    await sql(seed);
  }, 180_000);
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  return { sql, script };
}
