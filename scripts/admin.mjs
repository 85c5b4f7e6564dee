// `npm run admin:grant -- <username> [--remote]` and `npm run admin:revoke -- <username> [--remote]`:
// sets the isAdmin field (users.is_admin) on one user's record, in the local database (.wrangler/state, or
// STATE_DIR) or with --remote in the deployed one. Exit codes: 0 done (or nothing to change), 1 no such
// user or the database could not be reached, 2 wrong usage.
import { d1ExecuteOrExit, databaseName } from "./lib.mjs";

const USAGE = `Usage: npm run admin:grant -- <username> [--remote]
       npm run admin:revoke -- <username> [--remote]`;
const USERNAME = /^[a-z0-9_-]{3,20}$/;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const [action, ...rest] = process.argv.slice(2);
const remote = rest.includes("--remote");
const names = rest.filter((arg) => arg !== "--remote");
if ((action !== "grant" && action !== "revoke") || names.length !== 1) fail(USAGE, 2);
// Usernames are stored lowercase (docs/product.md § Accounts and sign-in); the pattern also keeps the name safe to quote into SQL.
const username = names[0].trim().toLowerCase();
if (!USERNAME.test(username))
  fail(`"${names[0]}" is not a valid username (3-20 lowercase letters, digits, - or _).`, 2);

const where = databaseName(remote);
const value = action === "grant" ? 1 : 0;
// One call, two statements: the user's state before, then the change (a no-op when no row matches).
const results = await d1ExecuteOrExit(
  `SELECT id, is_admin FROM users WHERE username = '${username}'; ` +
    `UPDATE users SET is_admin = ${value}, updated_at = ${Date.now()} WHERE username = '${username}' AND is_admin != ${value};`,
  { remote, verb: "change" },
);

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
