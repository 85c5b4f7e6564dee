// The portfolio ledger (issue 15): a user with 10,000 transactions over 200 coins.
// Budgets: importing 10,000 generic rows (dry run, then commit) <= 5 s in all; GET /api/holdings p99 <= 150 ms
// on the local server; the portfolio page shows its numbers within 2 s of navigation.
import { chromium } from "playwright-core";
import { CHROMIUM, FLAGS } from "./page.mjs";
import { percentile, record } from "./report.mjs";
import { startApp } from "./server.mjs";

const COINS = 200;
const PER_COIN = 50;
const HOLDINGS_REQUESTS = 200;

async function signUp(baseUrl) {
  const username = `bench${Date.now().toString(36)}`.slice(0, 20);
  const res = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ username, password: "bench-password-ok" }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie").split(";")[0];
}

/** 10,000 generic rows: per coin 40 buys and 10 sells of a quarter of a buy, spread over five years. */
function ledgerCsv(coinIds) {
  const lines = ["date,type,symbol,coin_id,quantity,price_usd,fee_usd,note"];
  const start = Date.UTC(2020, 0, 1);
  coinIds.forEach((coinId, c) => {
    for (let i = 0; i < PER_COIN; i++) {
      const sell = i % 5 === 4;
      const at = new Date(start + (i * 36 + c) * 3_600_000 + c * 1000).toISOString();
      const price = (10 + ((i * 7 + c) % 90) + (c % 13) / 100).toFixed(2);
      const symbol = `b${c}`;
      lines.push(
        [at, sell ? "sell" : "buy", symbol, coinId, sell ? "0.25" : "1", price, sell ? "0.1" : "0.2", ""].join(","),
      );
    }
  });
  return lines.join("\n");
}

async function post(baseUrl, cookie, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

async function timesOf(baseUrl, cookie, path) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - started, coins: body.holdings?.length ?? 0 };
  };
  for (let i = 0; i < 10; i++) await get(); // warm
  const times = [];
  let coins = 0;
  for (let i = 0; i < HOLDINGS_REQUESTS; i++) {
    const r = await get();
    times.push(r.ms);
    coins = r.coins;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), coins };
}

async function pageTime(baseUrl, cookie, firstCoin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const started = performance.now();
    await page.goto(`${baseUrl}/portfolio`);
    await page.getByTestId(`holding-${firstCoin}`).waitFor({ timeout: 30_000 });
    await page.getByRole("region", { name: "Realized P&L" }).waitFor({ timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await browser.close();
  }
}

export async function benchLedger() {
  const app = await startApp();
  try {
    const cookie = await signUp(app.baseUrl);
    // Market coins where the bundled snapshot has them (priced holdings), custom coins for the rest.
    const market = (await (await fetch(`${app.baseUrl}/api/top-coins?limit=${COINS}`)).json()).map((coin) => coin.id);
    const coinIds = Array.from({ length: COINS }, (_, c) => market[c] ?? `custom-bench${c}`);
    const csv = ledgerCsv(coinIds);
    const started = performance.now();
    const preview = await post(app.baseUrl, cookie, "/api/transactions/import", {
      format: "generic",
      csv,
      dryRun: true,
    });
    const previewMs = performance.now() - started;
    const done = await post(app.baseUrl, cookie, "/api/transactions/import", { format: "generic", csv, dryRun: false });
    const totalMs = performance.now() - started;
    record(
      "import rows written",
      done.imported,
      "rows",
      "10000",
      done.imported === COINS * PER_COIN && preview.rowsValid === done.imported,
    );
    record("import dry run (10,000 rows)", (previewMs / 1000).toFixed(2), "s");
    record("import dry run + commit (10,000 rows)", (totalMs / 1000).toFixed(2), "s", "<= 5 s", totalMs <= 5000);

    // The floor: the signed-in user's own record on the same server, at the same moment (this machine is shared).
    const floor = await timesOf(app.baseUrl, cookie, "/api/user");
    record(
      "GET /api/user p50 / p99 (floor: a session lookup)",
      `${floor.p50.toFixed(1)} / ${floor.p99.toFixed(1)}`,
      "ms",
    );
    const holdings = await timesOf(app.baseUrl, cookie, "/api/holdings");
    record("holdings coins", holdings.coins, "coins", "200", holdings.coins === COINS);
    record("GET /api/holdings p50 (10,000 transactions)", holdings.p50.toFixed(1), "ms");
    record(
      "GET /api/holdings p99 (10,000 transactions)",
      holdings.p99.toFixed(1),
      "ms",
      "<= 150 ms",
      holdings.p99 <= 150,
    );

    const pageMs = await pageTime(app.baseUrl, cookie, coinIds[0]);
    record("portfolio page shows holdings and realized P&L", (pageMs / 1000).toFixed(2), "s", "<= 2 s", pageMs <= 2000);
  } finally {
    app.stop();
  }
}
