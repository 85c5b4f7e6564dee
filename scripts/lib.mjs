import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

/**
 * The project's own Node 22 (the `node` devDependency) first on PATH, so wrangler and friends run on it
 * even when a script is started by a bare system Node 20.
 */
export const projectEnv = (extra = {}) => ({
  ...process.env,
  PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`,
  ...extra,
});

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: projectEnv(), ...options });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * Local settings in the git-ignored .dev.vars, added on first start: SESSION_SECRET (a secret, generated),
 * the Web Push VAPID key pair (generated),
 * and PAYMENT_VERIFIER=test-ledger so local ad payments are checked against the test ledger that
 * `npm run payments:simulate` writes (set PAYMENT_VERIFIER=chains there to check the real chains locally).
 */
export function ensureDevVars() {
  const file = join(root, ".dev.vars");
  let current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const add = (line, message) => {
    current += `${current && !current.endsWith("\n") ? "\n" : ""}${line}\n`;
    console.log(message);
  };
  const before = current;
  if (!/^SESSION_SECRET=.{32,}$/m.test(current))
    add(`SESSION_SECRET=${randomBytes(32).toString("hex")}`, "Generated SESSION_SECRET in .dev.vars");
  if (!/^VAPID_PRIVATE_KEY=/m.test(current)) {
    const { publicKey, privateKey } = vapidKeyPair();
    add(
      `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`,
      "Generated Web Push (VAPID) keys in .dev.vars",
    );
  }
  if (!/^PAYMENT_VERIFIER=/m.test(current)) {
    add(
      "PAYMENT_VERIFIER=test-ledger",
      "Set PAYMENT_VERIFIER=test-ledger in .dev.vars: local ad payments come from npm run payments:simulate",
    );
  }
  if (current !== before) writeFileSync(file, current);
}

/** The PAYMENT_VERIFIER that the local .dev.vars sets (undefined when it sets none). */
export function devVarsPaymentVerifier() {
  const file = join(root, ".dev.vars");
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .match(/^PAYMENT_VERIFIER=(.*)$/m)?.[1]
        ?.trim()
    : undefined;
}

/**
 * A Web Push (VAPID, RFC 8292) key pair, base64url: the public key as the 65-byte uncompressed P-256 point
 * browsers take as applicationServerKey, the private key as its 32-byte scalar (worker/services/web-push.ts).
 */
export function vapidKeyPair() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

/**
 * Runs SQL on the local database (.wrangler/state, or STATE_DIR) or, with remote, the deployed one; resolves
 * to one `{ results }` per statement, as `wrangler d1 execute --json` prints them.
 */
export async function d1Execute(sql, { remote = false } = {}) {
  const sqlite = remote ? null : await nodeSqlite();
  return sqlite ? d1ExecuteLocal(sqlite, sql) : wranglerD1Execute(sql, { remote });
}

/** Node's SQLite (Node 22, which `npm run` and the project's scripts use), or null on an older Node. */
async function nodeSqlite() {
  // Node 22 warns that node:sqlite is experimental; the operator's output is not the place for it.
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) =>
    String(warning).includes("SQLite") ? undefined : emitWarning.call(process, warning, ...rest);
  try {
    return await import("node:sqlite");
  } catch {
    return null;
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** The local D1 database: one SQLite file in wrangler's state, made by the first `npm start` (migrations). */
export function localD1File() {
  const state = process.env.STATE_DIR ? resolve(root, process.env.STATE_DIR) : join(root, ".wrangler", "state");
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  if (files.length !== 1)
    throw new Error(files.length ? `more than one local database in ${dir}` : `no local database in ${dir}`);
  return join(dir, files[0]);
}

/** Statements split at the semicolons outside '…' literals (the scripts' SQL quotes values with sqlText). */
export function splitStatements(sql) {
  const statements = [];
  let current = "";
  let quoted = false;
  for (const char of sql) {
    if (char === "'") quoted = !quoted;
    if (char === ";" && !quoted) {
      if (current.trim()) statements.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/**
 * The local database written directly with Node's SQLite: the same file wrangler d1 execute --local opens (in
 * a workerd of its own, about 2 s of CPU a call), in one transaction, waiting up to 5 s for a running app's
 * write to finish. The app sees the change on its next query, as it does after wrangler.
 */
function d1ExecuteLocal({ DatabaseSync }, sql) {
  const db = new DatabaseSync(localD1File(), { timeout: 5_000 });
  try {
    db.exec("BEGIN IMMEDIATE");
    const results = splitStatements(sql).map((statement) => {
      const prepared = db.prepare(statement);
      if (prepared.columns().length === 0) {
        prepared.run();
        return { results: [], success: true };
      }
      return { results: prepared.all().map((row) => ({ ...row })), success: true };
    });
    db.exec("COMMIT");
    return results;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }
}

function wranglerD1Execute(sql, { remote }) {
  const target = remote ? ["--remote"] : ["--local", ...persistArgs()];
  const args = ["d1", "execute", "DB", ...target, "--json", "--command", sql];
  return new Promise((resolve, reject) => {
    const child = spawn(bin("wrangler"), args, {
      cwd: root,
      env: projectEnv({ CI: "true", WRANGLER_SEND_METRICS: "false" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`${stderr}${stdout}`.trim() || `wrangler exited with ${code}`));
      try {
        resolve(JSON.parse(stdout));
      } catch {
        reject(new Error(`unexpected output from wrangler:\n${stdout}${stderr}`));
      }
    });
  });
}

export const databaseName = (remote) => (remote ? "the deployed (remote) database" : "the local database");

/** d1Execute for the operator scripts: on failure, the reason and what to check, then exit code 1. */
export async function d1ExecuteOrExit(sql, { remote = false, verb = "reach" } = {}) {
  try {
    return await d1Execute(sql, { remote });
  } catch (error) {
    console.error(
      `Could not ${verb} ${databaseName(remote)}: ${error.message}\n` +
        (remote
          ? "Is wrangler logged in (npx wrangler login)?"
          : "Has the app been started once (npm start) so that the database exists?"),
    );
    process.exit(1);
  }
}

/** A string as an SQL literal (wrangler d1 execute has no bound parameters). */
export const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

/**
 * The arguments for `wrangler dev`: the caller's, where `--offline` (or COINFOLIO_OFFLINE=1 in the
 * environment) switches both market sources to the bundled snapshots, so nothing calls out. The offline
 * vars come first, so a caller's own `--var` (a bench pointing CoinGecko at its fake) still wins.
 */
export function wranglerDevArgs(argv) {
  const offline = argv.includes("--offline") || process.env.COINFOLIO_OFFLINE === "1";
  const rest = argv.filter((arg) => arg !== "--offline");
  return offline ? ["--var", "COINGECKO_PLAN:offline", "--var", "ICP_SOURCE:offline", ...rest] : rest;
}

/** Local D1 lives under .wrangler/state unless a caller (the browser tests) points elsewhere. */
export const persistArgs = () => (process.env.STATE_DIR ? ["--persist-to", process.env.STATE_DIR] : []);

/**
 * Applies the migrations the local database lacks. When Node's SQLite can read the database and every file in
 * migrations/ is in wrangler's d1_migrations table, wrangler is not started at all: its check alone took about
 * 2.5 s of every restart (docs/decisions.md, "Third round").
 */
export async function migrateLocal() {
  const pending = await pendingLocalMigrations();
  if (pending?.length === 0) {
    console.log("The local database is up to date: no migrations to apply.");
    return;
  }
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs()], {
    env: projectEnv({ CI: "true" }),
  });
}

/** The migration files the local database has not applied, or null when that cannot be read here. */
export async function pendingLocalMigrations() {
  const sqlite = await nodeSqlite();
  let file;
  try {
    file = localD1File();
  } catch {
    return null;
  }
  if (!sqlite) return null;
  const db = new sqlite.DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").get();
    if (!hasTable) return null;
    const applied = new Set(
      db
        .prepare("SELECT name FROM d1_migrations")
        .all()
        .map((row) => row.name),
    );
    return readdirSync(join(root, "migrations"))
      .filter((name) => name.endsWith(".sql"))
      .filter((name) => !applied.has(name));
  } finally {
    db.close();
  }
}
