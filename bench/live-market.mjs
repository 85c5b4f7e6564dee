// The app as it runs with a live market: CoinGecko's Demo plan pointed at the local fake (fake-coingecko.mjs),
// the top 1000 refreshed once by the cron handler, then left alone (hour-long cycles) while it is measured.
import { rmSync } from "node:fs";
import { startFakeCoinGecko } from "./fake-coingecko.mjs";
import { startApp } from "./server.mjs";

const REFRESHED = /market refresh of top: (\d+) coins, \d+ upstream calls, (\d+) D1 statements in one batch, (\d+) ms/;
const FAILED = /market refresh of top failed[^\n]*/;

const liveVars = (fake) => ({
  COINGECKO_PLAN: "demo",
  COINGECKO_API_KEY: "bench",
  COINGECKO_BASE_URL: fake.url,
  MARKET_REFRESH_SECONDS: "3600",
  ECOSYSTEM_REFRESH_SECONDS: "3600",
});

/** Fires the cron handler once, as the platform does every minute, and waits for the top list's refresh. */
async function refreshOnce(app) {
  await fetch(`${app.baseUrl}/cdn-cgi/local/scheduled`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const out = app.output();
    const done = out.match(REFRESHED);
    if (done) return { coins: Number(done[1]), statements: Number(done[2]), ms: Number(done[3]) };
    const failed = out.match(FAILED);
    if (failed) throw new Error(failed[0]);
    if (Date.now() > deadline) throw new Error(`the top list was not refreshed within 60 s:\n${out.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh app holding the top 1000. `refresh` is what the refresh printed, `upstreamCalls` what the fake
 * counted for it; `restart()` starts the app again on the same database (nothing is refreshed again).
 */
export async function startLiveMarketApp() {
  const fake = await startFakeCoinGecko();
  let app = await startApp({ vars: liveVars(fake) });
  try {
    const refresh = await refreshOnce(app);
    return {
      get app() {
        return app;
      },
      refresh,
      upstreamCalls: fake.topCalls(),
      async restart() {
        app.stop();
        app = await startApp({ stateDir: app.stateDir, fresh: false, vars: liveVars(fake) });
        return app;
      },
      async stop() {
        app.stop();
        rmSync(app.stateDir, { recursive: true, force: true });
        await fake.stop();
      },
    };
  } catch (error) {
    app.stop();
    await fake.stop();
    throw error;
  }
}
