import { applyD1Migrations, env } from "cloudflare:test";
import { forgetRememberedAnswers } from "../middleware/public-cache";

/**
 * Runs before each test file. The worker project shares one runtime between the files a slot runs
 * (`isolate: false`: starting workerd for each of 45 files cost more than the tests), so each file starts
 * from the state a fresh runtime had: the real schema with what the migrations seeded, no rows from earlier
 * files, no remembered answers and an edge cache of its own.
 */
type Rows = Record<string, unknown>[];
type Baseline = Map<string, Rows>;
const shared = globalThis as typeof globalThis & { __coinfolioBaseline?: Baseline; __coinfolioFiles?: number };

const tables = async () =>
  (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    ).all<{ name: string }>()
  ).results.map((row) => row.name);

async function snapshot(): Promise<Baseline> {
  const baseline: Baseline = new Map();
  for (const table of await tables()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>();
    if (results.length) baseline.set(table, results);
  }
  return baseline;
}

/** Every table emptied (foreign keys checked at the end of the batch) and the migrations' rows put back. */
async function restore(baseline: Baseline) {
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return env.DB.prepare(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    ).bind(...Object.values(row));
  };
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...(await tables()).map((table) => env.DB.prepare(`DELETE FROM "${table}"`)),
    ...[...baseline].flatMap(([table, rows]) => rows.map((row) => insert(table, row))),
  ]);
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (shared.__coinfolioBaseline) await restore(shared.__coinfolioBaseline);
else shared.__coinfolioBaseline = await snapshot();

forgetRememberedAnswers();
// The public cache reads `caches.default`; each file gets a cache of its own, as with a runtime of its own.
shared.__coinfolioFiles = (shared.__coinfolioFiles ?? 0) + 1;
Object.defineProperty(caches, "default", {
  value: await caches.open(`test-file-${shared.__coinfolioFiles}`),
  configurable: true,
});
