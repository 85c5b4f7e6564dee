import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";

const root = join(import.meta.dirname, "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const run = promisify(execFile);

/**
 * The operator scripts' tests: a real local D1 (wrangler's miniflare state in a temporary directory, migrated
 * by wrangler and seeded before the file's tests), a way to run a script against it, and SQL to look at it.
 */
export function useLocalD1(name: string, seed: string) {
  let stateDir = "";
  const env = () => ({ ...process.env, STATE_DIR: stateDir, CI: "true", WRANGLER_SEND_METRICS: "false" });

  /**
   * Local D1 is one SQLite file in the miniflare state; the tests read (and seed) it with Node's own SQLite
   * between the scripts' runs instead of starting wrangler for every look (about 2 s of CPU each). The scripts
   * themselves still go through wrangler d1 execute. Opened per call: no handle is held while a script writes.
   */
  async function sql(command: string) {
    const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
    const [file, ...more] = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
    if (!file || more.length)
      throw new Error(`expected one D1 database in ${dir}, found ${[file, ...more].join(", ")}`);
    const db = new DatabaseSync(join(dir, file));
    try {
      const statement = command.trim();
      if (!/^SELECT\b/i.test(statement)) {
        db.exec(statement);
        return [];
      }
      return db
        .prepare(statement)
        .all()
        .map((row) => ({ ...row }));
    } finally {
      db.close();
    }
  }

  /** Runs scripts/<file> with the project's node; its exit code and everything it printed. */
  async function script(file: string, ...args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, [join(root, "scripts", file), ...args], {
        cwd: root,
        env: env(),
      });
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  }

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), `coinfolio-${name}-`));
    await run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
      cwd: root,
      env: env(),
    });
    await sql(seed);
  }, 180_000);
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  return { sql, script };
}
