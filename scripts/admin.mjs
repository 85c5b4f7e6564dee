// `npm run admin:grant -- <username> [--remote]` and `npm run admin:revoke -- <username> [--remote]`:
// sets the isAdmin field (users.is_admin) on one user's record, in the local database (.wrangler/state, or
// STATE_DIR) or with --remote in the deployed one. Exit codes: 0 done (or nothing to change), 1 no such
// user or the database could not be reached, 2 wrong usage.
import { spawn } from "node:child_process";
import { bin, persistArgs, projectEnv, root } from "./lib.mjs";

const USAGE = `Usage: npm run admin:grant -- <username> [--remote]
       npm run admin:revoke -- <username> [--remote]`;
const USERNAME = /^[a-z0-9_-]{3,20}$/;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** Runs `wrangler d1 execute` with one SQL text and returns its per-statement results. */
function execute(sql, remote) {
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

const [action, ...rest] = process.argv.slice(2);
const remote = rest.includes("--remote");
const names = rest.filter((arg) => arg !== "--remote");
if ((action !== "grant" && action !== "revoke") || names.length !== 1) fail(USAGE, 2);
// Usernames are stored lowercase (SPEC §5); the pattern also keeps the name safe to quote into SQL.
const username = names[0].trim().toLowerCase();
if (!USERNAME.test(username)) fail(`"${names[0]}" is not a valid username (3-20 lowercase letters, digits, - or _).`, 2);

const where = remote ? "the deployed (remote) database" : "the local database";
const value = action === "grant" ? 1 : 0;
let results;
try {
  // One call, two statements: the user's state before, then the change (a no-op when no row matches).
  results = await execute(
    `SELECT id, is_admin FROM users WHERE username = '${username}'; ` +
      `UPDATE users SET is_admin = ${value}, updated_at = ${Date.now()} WHERE username = '${username}' AND is_admin != ${value};`,
    remote,
  );
} catch (error) {
  fail(
    `Could not change ${where}: ${error.message}\n` +
      (remote ? "Is wrangler logged in (npx wrangler login)?" : "Has the app been started once (npm start) so that the database exists?"),
  );
}

const user = results[0]?.results?.[0];
if (!user) fail(`No user named "${username}" exists in ${where}. Nothing was changed.`);
const wasAdmin = user.is_admin === 1;
if (action === "grant") {
  console.log(
    wasAdmin
      ? `"${username}" (user ${user.id}) is already an admin in ${where}.`
      : `"${username}" (user ${user.id}) is now an admin in ${where}. It applies from their next request; they may need to reload the page to see the admin links.`,
  );
} else {
  console.log(
    wasAdmin
      ? `"${username}" (user ${user.id}) is no longer an admin in ${where}.`
      : `"${username}" (user ${user.id}) was not an admin in ${where}; nothing to revoke.`,
  );
}
