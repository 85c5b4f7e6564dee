// `npm run bench`: speed and size figures printed against the issues' budgets.
// Usage: npm run bench [-- refresh api page chat ledger history]   (default: all)
import { bin, run } from "../scripts/lib.mjs";
import { summary } from "./report.mjs";

const all = {
  refresh: async () => (await import("./refresh.mjs")).benchRefresh(),
  api: async () => (await import("./api.mjs")).benchApi(),
  page: async () => (await import("./page.mjs")).benchPage(),
  chat: async () => (await import("./chat-run.mjs")).benchChat(),
  ledger: async () => (await import("./ledger.mjs")).benchLedger(),
  history: async () => (await import("./history.mjs")).benchHistory(),
};
const chosen = process.argv.slice(2).filter((name) => name in all);

await run(bin("vite"), ["build", "--logLevel", "warn"]);
for (const name of chosen.length ? chosen : Object.keys(all)) {
  console.log(`\n== ${name}`);
  try {
    await all[name]();
  } catch (error) {
    console.log(`FAIL  ${name} bench did not complete: ${error instanceof Error ? error.message : error}`);
  }
}
const failed = summary();
process.exitCode = failed ? 1 : 0;
