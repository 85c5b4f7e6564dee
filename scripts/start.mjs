// `npm start`: build the SPA, migrate and seed the local D1, then serve everything with wrangler dev.
// Market data is live by default; `npm start -- --offline` (or COINFOLIO_OFFLINE=1) serves the bundled snapshots.
// Other arguments after `--` go to wrangler dev, e.g. `npm start -- --var COINGECKO_PLAN:demo`.
import { spawn } from "node:child_process";
import {
  bin,
  devVarsPaymentVerifier,
  ensureDevVars,
  migrateLocal,
  persistArgs,
  projectEnv,
  root,
  run,
  wranglerDevArgs,
} from "./lib.mjs";
import { seedTestPaymentSources } from "./test-payment-sources.mjs";

const port = process.env.PORT ?? "8787";

ensureDevVars();
if (process.env.SKIP_BUILD !== "1") await run(bin("vite"), ["build", "--logLevel", "warn"]);
await migrateLocal();
// Test mode: receiving keys exist from the first start, so the whole ad flow works without operator commands.
if (devVarsPaymentVerifier() === "test-ledger") await seedTestPaymentSources();

const wrangler = spawn(
  bin("wrangler"),
  [
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    ...persistArgs(),
    ...wranglerDevArgs(process.argv.slice(2)),
  ],
  { cwd: root, stdio: "inherit", env: projectEnv({ WRANGLER_SEND_METRICS: "false" }) },
);

// wrangler dev does not fire cron triggers; tick the scheduled handler every minute like the platform does.
const cron = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/cdn-cgi/local/scheduled`).catch(() => undefined);
}, 60_000);

const stop = () => {
  clearInterval(cron);
  wrangler.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code) => {
  clearInterval(cron);
  process.exit(code ?? 0);
});
