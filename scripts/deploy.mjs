// `npm run deploy`: build the SPA, bring the remote D1 database up to date and deploy the worker.
//
// wrangler.toml names the database ("coinfolio") but holds no id: on the very first deploy `wrangler deploy`
// provisions the database itself, and every wrangler command finds it by name afterwards. So the order is:
//   the database exists  → migrations, then the worker (the new code never meets an old schema);
//   first deploy         → the worker (which provisions the database), then migrations at once.
// A SESSION_SECRET and a Web Push (VAPID) key pair are generated and uploaded with the first deploy (never
// replaced later: that would sign everyone out and void every push subscription). `npm run deploy -- --dry-run` builds and checks everything without touching the account.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, projectEnv, root, run, vapidKeyPair } from "./lib.mjs";

const DATABASE = "coinfolio";
const dryRun = process.argv.includes("--dry-run");
const wranglerEnv = projectEnv({ CI: "true", WRANGLER_SEND_METRICS: "false" });
const wrangler = (args) => run(bin("wrangler"), args, { env: wranglerEnv });

/** Runs wrangler quietly; resolves to its exit code and output (for the checks whose failure is an answer). */
function ask(args) {
  return new Promise((resolve) => {
    const child = spawn(bin("wrangler"), args, { cwd: root, env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: 1, output: String(error) }));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/**
 * The secrets the deployed worker lacks, generated (those that are ours to make up). On a first deploy
 * there is no worker and so no list; otherwise a list that cannot be read stops the deploy rather than risk
 * replacing the secret.
 */
async function missingSecrets(firstDeploy) {
  const listed = await ask(["secret", "list", "--format", "json"]);
  let names = [];
  try {
    names = JSON.parse(listed.output.slice(listed.output.indexOf("["))).map((secret) => secret.name);
  } catch {
    if (!firstDeploy) throw new Error(`Could not list the worker's secrets:\n${listed.output}`);
  }
  const missing = {};
  if (!names.includes("SESSION_SECRET")) missing.SESSION_SECRET = randomBytes(32).toString("hex");
  if (!names.includes("VAPID_PRIVATE_KEY")) {
    const { publicKey, privateKey } = vapidKeyPair();
    Object.assign(missing, { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
  }
  return missing;
}

/** `wrangler deploy`, uploading `secrets` with this version (through a private temporary file). */
async function deploy(secrets) {
  if (Object.keys(secrets).length === 0) return wrangler(["deploy"]);
  const dir = mkdtempSync(join(tmpdir(), "coinfolio-deploy-"));
  const file = join(dir, "secrets.json");
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  try {
    console.log(`Uploading with this deploy: ${Object.keys(secrets).join(", ")} (generated)`);
    await wrangler(["deploy", "--secrets-file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const migrate = () => wrangler(["d1", "migrations", "apply", "DB", "--remote"]);

await run(bin("vite"), ["build", "--logLevel", "warn"]);
if (dryRun) {
  await wrangler(["deploy", "--dry-run", "--outdir", join(root, ".tmp", "deploy-dry-run")]);
  console.log("Dry run: the build and the worker bundle are fine; nothing was uploaded.");
  process.exit(0);
}

const who = await ask(["whoami"]);
if (who.code !== 0 || /not authenticated/i.test(who.output)) {
  console.error(
    "wrangler is not logged in: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then npm run deploy again.",
  );
  process.exit(1);
}

const exists = (await ask(["d1", "info", DATABASE, "--json"])).code === 0;
const secrets = await missingSecrets(!exists);
if (exists) {
  await migrate();
  await deploy(secrets);
} else {
  console.log(`First deploy: wrangler deploy provisions the D1 database "${DATABASE}", then the migrations run.`);
  await deploy(secrets);
  await migrate();
}
console.log(
  "Deployed. The first market request and the first cron run (within a minute) fetch live CoinGecko data; until\n" +
    "then the market shows the bundled snapshot, labelled as such. ICP tokens follow at the next 5-minute mark.\n" +
    "GET /api/status on the site says whether each source is live.",
);
