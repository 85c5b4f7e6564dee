import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import page1 from "../test/fixtures/coingecko-coins-markets-usd-p1-sparkline-7d-2024-12-19.json";
import page2 from "../test/fixtures/coingecko-coins-markets-usd-p1-2025-02-09.json";
import page3 from "../test/fixtures/coingecko-coins-markets-usd-p1-2024-03-16.json";
import page4 from "../test/fixtures/coingecko-coins-markets-usd-category-artificial-intelligence-2025-04-24.json";
import { getDb } from "../db";
import { acquireRefreshLock, getMeta } from "../db/market-meta";
import { ensureTopSeeded, SNAPSHOT_AS_OF } from "../services/market-seed";
import { countUpstreamCalls, onlineEnv, resetMarketTables, scalar } from "../test/market-helpers";
import { runScheduled } from "./index";
import { isDue, refreshEcosystem, refreshTopCoins, usableRows } from "../services/market-refresh";
import { ecosystemsDue, runMarketJobs } from "./market";

const NOW = new Date("2026-03-02T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const db = () => getDb(env.DB);
const silence = () => vi.spyOn(console, "error").mockImplementation(() => undefined);
const uniqueIds = new Set([...page1, ...page2, ...page3, ...page4].map((c) => c.id)).size;

beforeEach(resetMarketTables);
afterEach(() => vi.restoreAllMocks());

describe("refreshing the top 1000", () => {
  it("makes exactly 4 upstream calls, pages 1–4 of 250, and stores the deduplicated list in page order", async () => {
    const calls = countUpstreamCalls();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const outcome = await refreshTopCoins(onlineEnv(), NOW);
    expect(calls).toHaveBeenCalledTimes(4);
    const pages = calls.mock.calls.map(([url]) => new URL(String(url)).searchParams.get("page")).sort();
    expect(pages).toEqual(["1", "2", "3", "4"]);
    // One batch: the delete, one insert per 50 coins, the meta row.
    const statements = 2 + Math.ceil(uniqueIds / 50);
    expect(outcome).toEqual({ status: "ok", stored: uniqueIds, calls: 4, statements, ms: expect.any(Number) });
    // The line operators (and npm run bench) read.
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(
          `^market refresh of top: ${uniqueIds} coins, 4 upstream calls, ${statements} D1 statements in one batch, \\d+ ms$`,
        ),
      ),
    );
    expect(await scalar("SELECT COUNT(*) AS v FROM market_coins")).toBe(uniqueIds);
    // A coin on several pages keeps its first (page 1) row.
    const bitcoin = await env.DB.prepare(
      "SELECT position, current_price FROM market_coins WHERE id = 'bitcoin'",
    ).first();
    expect(bitcoin).toEqual({ position: 1, current_price: page1[0]!.current_price });
    expect(await getMeta(db(), "top")).toMatchObject({ source: "coingecko", updatedAt: NOW, refreshingUntil: null });
    expect(await scalar("SELECT calls AS v FROM upstream_budget")).toBe(4);
  });

  it("stores the coin page's figures of every page as CoinGecko sent them", async () => {
    await refreshTopCoins(onlineEnv(), NOW);
    const figures = "ath, ath_date, max_supply, total_supply, fully_diluted_valuation, high_24h, low_24h";
    const row = (id: string) => env.DB.prepare(`SELECT ${figures} FROM market_coins WHERE id = ?`).bind(id).first();
    const recorded = (coin: (typeof page2)[number]) => ({
      ath: coin.ath,
      ath_date: Date.parse(coin.ath_date),
      max_supply: coin.max_supply,
      total_supply: coin.total_supply,
      fully_diluted_valuation: coin.fully_diluted_valuation,
      high_24h: coin.high_24h,
      low_24h: coin.low_24h,
    });
    expect(await row("bitcoin")).toEqual(recorded(page1[0]!));
    // A page-2 coin that is on no earlier page, with no max supply in its recording.
    const earlier = new Set(page1.map((c) => c.id));
    const unlimited = page2.find((c) => !earlier.has(c.id) && c.max_supply === null)!;
    expect(await row(unlimited.id)).toEqual(recorded(unlimited));
    // Every recording carries an ATH for each of its coins.
    expect(await scalar("SELECT COUNT(*) AS v FROM market_coins WHERE ath IS NOT NULL")).toBe(uniqueIds);
  });

  it.each(["500", "junk", "slow"] as const)("keeps the last good data when the upstream answers %s", async (mode) => {
    silence();
    await ensureTopSeeded(db());
    const before = await env.DB.prepare("SELECT id, current_price FROM market_coins ORDER BY position").all();
    const outcome = await refreshTopCoins(onlineEnv(mode), NOW);
    expect(outcome.status).toBe("failed");
    const after = await env.DB.prepare("SELECT id, current_price FROM market_coins ORDER BY position").all();
    expect(after.results).toEqual(before.results);
    expect(after.results).toHaveLength(250);
    const meta = await getMeta(db(), "top");
    expect(meta).toMatchObject({ source: "snapshot", updatedAt: SNAPSHOT_AS_OF, refreshingUntil: null });
    expect(meta?.lastError).toEqual(expect.any(String));
  });

  it("a 429 starts the cool-down the service asked for; calls are skipped until it ends", async () => {
    silence();
    expect(await refreshTopCoins(onlineEnv("429"), NOW)).toMatchObject({ status: "failed" });
    expect(await scalar("SELECT cooldown_until AS v FROM upstream_budget")).toBe(later(1000).getTime());
    const calls = countUpstreamCalls();
    expect(await refreshTopCoins(onlineEnv("ok"), later(500))).toEqual({ status: "skipped", reason: "budget" });
    expect(calls).not.toHaveBeenCalled();
    expect(await refreshTopCoins(onlineEnv("ok"), later(61_000))).toMatchObject({ status: "ok" });
  });

  it("stays inside the calls-per-minute budget shared with the ecosystem refreshes", async () => {
    const tight = onlineEnv("ok", { COINGECKO_CALLS_PER_MINUTE: "5" });
    expect(await refreshTopCoins(tight, NOW)).toMatchObject({ status: "ok" });
    expect(await refreshEcosystem(tight, "solana", later(1000))).toMatchObject({ status: "ok" });
    const calls = countUpstreamCalls();
    expect(await refreshTopCoins(tight, later(2000))).toEqual({ status: "skipped", reason: "budget" });
    expect(calls).not.toHaveBeenCalled();
    expect(await refreshTopCoins(tight, later(60_000))).toMatchObject({ status: "ok" });
  });

  it("does not run while another refresh holds the lock", async () => {
    await acquireRefreshLock(db(), "top", NOW, 60_000);
    const calls = countUpstreamCalls();
    expect(await refreshTopCoins(onlineEnv(), later(1000))).toEqual({ status: "skipped", reason: "busy" });
    expect(calls).not.toHaveBeenCalled();
  });

  it("uses none of a page that lost most of its rows to the parser (a format change)", () => {
    const coin = { id: "x" } as never;
    expect(usableRows({ rows: [coin, coin], dropped: 2 })).toHaveLength(2);
    expect(() => usableRows({ rows: [coin], dropped: 2 })).toThrow(/2 of 3 rows malformed/);
  });

  it("offline never calls out", async () => {
    const calls = countUpstreamCalls();
    expect(await refreshTopCoins(env, NOW)).toEqual({ status: "skipped", reason: "offline" });
    expect(await runMarketJobs(env, NOW)).toEqual([]);
    expect(calls).not.toHaveBeenCalled();
  });
});

describe("refreshing an ecosystem", () => {
  it("fetches its CoinGecko category in one call and stores the list with its own source and time", async () => {
    const calls = countUpstreamCalls();
    expect(await refreshEcosystem(onlineEnv(), "polkadot", NOW)).toMatchObject({ status: "ok", stored: 250, calls: 1 });
    expect(new URL(String(calls.mock.calls[0]![0])).searchParams.get("category")).toBe("dot-ecosystem");
    expect(await scalar("SELECT COUNT(*) AS v FROM ecosystem_tokens WHERE ecosystem_id = 'polkadot'")).toBe(250);
    expect(await getMeta(db(), "ecosystem:polkadot")).toMatchObject({ source: "coingecko", updatedAt: NOW });
  });
  it("keeps the previous list when the category call fails", async () => {
    silence();
    await refreshEcosystem(onlineEnv(), "sui", NOW);
    expect(await refreshEcosystem(onlineEnv("junk"), "sui", later(10 * 60_000))).toMatchObject({ status: "failed" });
    expect(await scalar("SELECT COUNT(*) AS v FROM ecosystem_tokens WHERE ecosystem_id = 'sui'")).toBe(250);
  });
  it("refuses an unknown ecosystem without calling out", async () => {
    const calls = countUpstreamCalls();
    expect(await refreshEcosystem(onlineEnv(), "nope", NOW)).toMatchObject({ status: "failed" });
    expect(calls).not.toHaveBeenCalled();
  });
});

describe("schedule", () => {
  const meta = (key: string, updatedAt: Date | null, extra = {}) => ({
    key,
    source: updatedAt ? ("coingecko" as const) : null,
    updatedAt,
    refreshingUntil: null,
    lastAttemptAt: updatedAt,
    lastError: null,
    failingSince: null,
    ...extra,
  });
  it("a data set is due when old enough, not locked and not just tried", () => {
    expect(isDue(null, NOW, 60_000)).toBe(true);
    expect(isDue(meta("top", later(-55_000)), NOW, 60_000)).toBe(true);
    expect(isDue(meta("top", later(-20_000)), NOW, 60_000)).toBe(false);
    expect(isDue(meta("top", later(-120_000), { refreshingUntil: later(5_000) }), NOW, 60_000)).toBe(false);
    expect(isDue(meta("top", later(-120_000), { lastAttemptAt: later(-10_000) }), NOW, 60_000)).toBe(false);
  });
  it("ecosystems rotate: never fetched first (in the order of domain/ecosystems.ts), then the longest untouched", () => {
    const tenMinutes = 10 * 60_000;
    expect(ecosystemsDue([], NOW, tenMinutes)).toEqual(["ethereum", "binance-smart-chain"]);
    const fetched = ["ethereum", "binance-smart-chain"].map((id, i) =>
      meta(`ecosystem:${id}`, later(-20 * 60_000 + i)),
    );
    expect(ecosystemsDue(fetched, NOW, tenMinutes)).toEqual(["solana", "polygon"]);
    const allButOne = ["ethereum", "solana"].map((id) => meta(`ecosystem:${id}`, later(-60_000)));
    expect(ecosystemsDue(allButOne, NOW, tenMinutes, 40)).not.toContain("solana");
    expect(ecosystemsDue(fetched, NOW, 60 * 60_000)).toEqual(["solana", "polygon"]);
    expect(ecosystemsDue(fetched, NOW, 15 * 60_000, 40)).toContain("ethereum");
  });
  it("each cron run refreshes the top list when due and the next two ecosystems", async () => {
    const calls = countUpstreamCalls();
    const first = await runMarketJobs(onlineEnv(), NOW);
    expect(first.map((o) => o.status)).toEqual(["ok", "ok", "ok"]);
    expect(calls).toHaveBeenCalledTimes(6);
    const second = await runMarketJobs(onlineEnv(), later(30_000));
    expect(second).toHaveLength(2);
    expect(calls).toHaveBeenCalledTimes(8);
    expect(await scalar("SELECT COUNT(DISTINCT ecosystem_id) AS v FROM ecosystem_tokens")).toBe(4);
  });
  it("runScheduled dispatches the market job", async () => {
    await runScheduled(onlineEnv(), NOW);
    expect(await getMeta(db(), "top")).toMatchObject({ source: "coingecko", updatedAt: NOW });
  });
});
