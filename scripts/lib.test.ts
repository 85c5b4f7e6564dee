import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { d1Execute, pendingLocalMigrations, root, splitStatements, sqlText, wranglerDevArgs } from "./lib.mjs";

afterEach(() => vi.unstubAllEnvs());

describe("wrangler dev arguments (npm start)", () => {
  it("passes the caller's arguments through: live data by default", () => {
    vi.stubEnv("COINFOLIO_OFFLINE", "");
    expect(wranglerDevArgs(["--var", "COINGECKO_PLAN:demo"])).toEqual(["--var", "COINGECKO_PLAN:demo"]);
  });

  it("--offline switches both sources to the snapshots, before the caller's own --var", () => {
    vi.stubEnv("COINFOLIO_OFFLINE", "");
    expect(wranglerDevArgs(["--offline", "--var", "COINGECKO_PLAN:demo"])).toEqual([
      "--var",
      "COINGECKO_PLAN:offline",
      "--var",
      "ICP_SOURCE:offline",
      "--var",
      "COINGECKO_PLAN:demo",
    ]);
  });

  it("COINFOLIO_OFFLINE=1 does the same (the browser tests and benches set it)", () => {
    vi.stubEnv("COINFOLIO_OFFLINE", "1");
    expect(wranglerDevArgs([])).toEqual(["--var", "COINGECKO_PLAN:offline", "--var", "ICP_SOURCE:offline"]);
  });
});

/** A local state directory with one database file, made by `build`; removed after the test. */
function withLocalDatabase(build: (db: DatabaseSync) => void) {
  const state = mkdtempSync(join(tmpdir(), "coinfolio-d1-"));
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  mkdirSync(dir, { recursive: true });
  const db = new DatabaseSync(join(dir, "0123abcd.sqlite"));
  build(db);
  db.close();
  vi.stubEnv("STATE_DIR", state);
  return { [Symbol.dispose]: () => rmSync(state, { recursive: true, force: true }) };
}

describe("migrations on npm start", () => {
  const files = readdirSync(join(root, "migrations")).filter((name) => name.endsWith(".sql"));
  const applied = (names: string[]) => (db: DatabaseSync) => {
    db.exec("CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TEXT)");
    for (const name of names) db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(name);
  };

  it("finds nothing to apply when wrangler's table lists every migration file, so wrangler is not started", async () => {
    using _ = withLocalDatabase(applied(files));
    expect(await pendingLocalMigrations()).toEqual([]);
  });

  it("names the files not yet applied, so wrangler applies them", async () => {
    using _ = withLocalDatabase(applied(files.slice(0, -2)));
    expect(await pendingLocalMigrations()).toEqual(files.slice(-2));
  });

  it("leaves the check to wrangler when there is no database or no migrations table yet", async () => {
    vi.stubEnv("STATE_DIR", mkdtempSync(join(tmpdir(), "coinfolio-empty-")));
    expect(await pendingLocalMigrations()).toBeNull();
    using _ = withLocalDatabase(() => undefined);
    expect(await pendingLocalMigrations()).toBeNull();
  });
});

describe("d1Execute on the local database", () => {
  it("splits statements at semicolons outside quoted values", () => {
    expect(splitStatements(`SELECT 1; UPDATE t SET label = ${sqlText("a; b 'c'")} WHERE id = 2;\n SELECT 3`)).toEqual([
      "SELECT 1",
      "UPDATE t SET label = 'a; b ''c''' WHERE id = 2",
      "SELECT 3",
    ]);
  });

  it("answers one result per statement, and changes nothing when a statement fails", async () => {
    using _ = withLocalDatabase((db) => {
      db.exec("CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, is_admin INTEGER NOT NULL)");
      db.exec("INSERT INTO users (username, is_admin) VALUES ('alice', 0)");
    });
    expect(
      await d1Execute("SELECT id, is_admin FROM users WHERE username = 'alice'; UPDATE users SET is_admin = 1;"),
    ).toEqual([
      { results: [{ id: 1, is_admin: 0 }], success: true },
      { results: [], success: true },
    ]);
    await expect(
      d1Execute("UPDATE users SET is_admin = 0; INSERT INTO users (username, is_admin) VALUES ('alice', 0);"),
    ).rejects.toThrow(/UNIQUE/);
    expect(await d1Execute("SELECT username, is_admin FROM users")).toEqual([
      { results: [{ username: "alice", is_admin: 1 }], success: true },
    ]);
  });
});
