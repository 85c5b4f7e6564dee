import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
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
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** SESSION_SECRET is a secret: generated locally on first start into the git-ignored .dev.vars. */
export function ensureDevVars() {
  const file = join(root, ".dev.vars");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^SESSION_SECRET=.{32,}$/m.test(current)) return;
  const line = `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  console.log("Generated SESSION_SECRET in .dev.vars");
}

/** Local D1 lives under .wrangler/state unless a caller (the browser tests) points elsewhere. */
export const persistArgs = () => (process.env.STATE_DIR ? ["--persist-to", process.env.STATE_DIR] : []);

export async function migrateLocal() {
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs()], {
    env: projectEnv({ CI: "true" }),
  });
}
