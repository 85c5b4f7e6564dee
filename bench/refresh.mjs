// Refreshing the top 1000 (the cron's every-minute job): at most 4 upstream calls and one batched D1 write;
// the time is printed. The upstream is the local fake, so the time leaves out CoinGecko's own answer time.
import { record } from "./report.mjs";
import { startLiveMarketApp } from "./live-market.mjs";

export async function benchRefresh() {
  const live = await startLiveMarketApp();
  try {
    const { coins, statements, ms } = live.refresh;
    record("top 1000 refresh: coins stored", coins, "coins");
    record(
      "top 1000 refresh: upstream calls (counted by the fake CoinGecko)",
      live.upstreamCalls,
      "",
      "<= 4",
      live.upstreamCalls <= 4,
    );
    record("top 1000 refresh: D1 writes", statements, "statements in one batch (one transaction)");
    record("top 1000 refresh: time (fetch, parse, write; local upstream)", ms, "ms");
  } finally {
    await live.stop();
  }
}
