import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiStatus, MarketStatus, SourceStatus } from "../../schema/market-api";
import type { IcpStatus } from "../../schema/icp";
import type { Env } from "../env";
import { refreshIcpTokens } from "../services/icp-refresh";
import { refreshTopCoins } from "../services/market-refresh";
import { clearIcpCache, liveEnv as icpLiveEnv } from "../test/icp-helpers";
import { getWithEnv, onlineEnv, resetMarketTables } from "../test/market-helpers";
import { coinGeckoConfig } from "../upstream/coingecko";
import { icpSourceIsLive } from "../upstream/exchange-source";

// Times near the real clock, so labels say the time of day ("since 14:02 UTC") rather than a date.
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const clock = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

/** CoinGecko and ICPSwap both live, pointed at the fake upstream in one mode. */
const liveEnv = (mode: "ok" | "500" = "ok"): Env =>
  onlineEnv(mode, { ICP_SOURCE: "icpswap", ICPSWAP_BASE_URL: icpLiveEnv(mode).ICPSWAP_BASE_URL });

const sourceOf = async (withEnv: Env, id: SourceStatus["id"]) => {
  const { res, body } = await getWithEnv("/api/status", withEnv);
  expect(res.status).toBe(200);
  return (body as ApiStatus).sources.find((s) => s.id === id)!;
};

beforeEach(async () => {
  await resetMarketTables();
  await clearIcpCache();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("live data by default", () => {
  it("uses CoinGecko's keyless plan and ICPSwap when nothing is configured; 'offline' switches each off", () => {
    const bare = { ...env, COINGECKO_PLAN: undefined, ICP_SOURCE: undefined } as Env;
    expect(coinGeckoConfig(bare).plan).toBe("free");
    expect(icpSourceIsLive(bare)).toBe(true);
    expect(coinGeckoConfig({ ...bare, COINGECKO_PLAN: "offline" }).plan).toBe("offline");
    expect(icpSourceIsLive({ ...bare, ICP_SOURCE: "offline" })).toBe(false);
  });

  it("the worker tests can reach this machine only: a call to any other address is refused before it leaves", async () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never routed, so even a broken guard would send nothing anywhere.
    const refused = await fetch("http://192.0.2.1/api/v3/ping");
    expect(await refused.text()).toMatch(
      /Outbound request to 192\.0\.2\.1 not allowed: the worker tests never call out/,
    );
    const fake = await fetch(`${env.FAKE_UPSTREAM_URL}/ok/api/v3/ping`);
    expect(fake.status).not.toBe(500);
  });
});

describe("CoinGecko falling back and recovering", () => {
  it("live success: the status says live, with the time of the last success and the next refresh", async () => {
    expect(await refreshTopCoins(onlineEnv(), at(0))).toMatchObject({ status: "ok" });
    const status = await sourceOf(liveEnv(), "coingecko");
    expect(status).toMatchObject({
      state: "live",
      data: { source: "coingecko", updatedAt: at(0).toISOString(), label: "Source: CoinGecko" },
      lastSuccessAt: at(0).toISOString(),
      lastError: null,
      failingSince: null,
    });
    // The next refresh is due a minute after the last one (less the cron's slack).
    expect(Date.parse(status.nextTryAt!)).toBeGreaterThan(at(0).getTime());
  });

  it("live failure after a success: the last good data stays, labelled with since when live data is unavailable", async () => {
    await refreshTopCoins(onlineEnv(), at(0));
    expect(await refreshTopCoins(onlineEnv("500"), at(2))).toMatchObject({ status: "failed" });
    expect(await refreshTopCoins(onlineEnv("500"), at(4))).toMatchObject({ status: "failed" });

    const { res, body } = await getWithEnv(
      "/api/top-coins?limit=3",
      onlineEnv("500", { MARKET_REFRESH_SECONDS: "3600" }),
    );
    expect(res.headers.get("X-Data-Source")).toBe("coingecko");
    expect(res.headers.get("X-Data-Updated-At")).toBe(at(0).toISOString());
    // The first failure in a row, not the latest.
    expect(res.headers.get("X-Data-Failing-Since")).toBe(at(2).toISOString());
    expect(body).toHaveLength(3);

    const market = (await getWithEnv("/api/market-status", onlineEnv("500", { MARKET_REFRESH_SECONDS: "3600" })))
      .body as MarketStatus;
    expect(market).toMatchObject({ source: "coingecko", failingSince: at(2).toISOString() });
    expect(market.label).toBe(`Source: CoinGecko — live data unavailable since ${clock(at(2))}`);

    const status = await sourceOf(onlineEnv("500"), "coingecko");
    expect(status).toMatchObject({
      state: "fallback",
      lastSuccessAt: at(0).toISOString(),
      failingSince: at(2).toISOString(),
    });
    expect(status.lastError).toMatch(/500/);
    // The back-off: not before 30 s after the last attempt.
    expect(Date.parse(status.nextTryAt!)).toBeGreaterThanOrEqual(at(4).getTime() + 30_000);
  });

  it("no data at all: the bundled snapshot is served, labelled as the fallback it is", async () => {
    expect(await refreshTopCoins(onlineEnv("500"), at(0))).toMatchObject({ status: "failed" });
    const { res, body } = await getWithEnv(
      "/api/top-coins?limit=1000",
      onlineEnv("500", { MARKET_REFRESH_SECONDS: "3600" }),
    );
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    expect((body as unknown[]).length).toBe(250);
    const status = await sourceOf(onlineEnv("500"), "coingecko");
    expect(status).toMatchObject({ state: "fallback", lastSuccessAt: null, failingSince: at(0).toISOString() });
    expect(status.data.label).toBe(
      `Source: offline snapshot of 19 Dec 2024 — live data unavailable since ${clock(at(0))}`,
    );
  });

  it("recovery on the next cycle clears the failure", async () => {
    await refreshTopCoins(onlineEnv("500"), at(0));
    expect(await refreshTopCoins(onlineEnv("ok"), at(1))).toMatchObject({ status: "ok" });
    const status = await sourceOf(onlineEnv(), "coingecko");
    expect(status).toMatchObject({
      state: "live",
      failingSince: null,
      lastError: null,
      lastSuccessAt: at(1).toISOString(),
    });
    const { res } = await getWithEnv("/api/top-coins?limit=3", onlineEnv("ok", { MARKET_REFRESH_SECONDS: "3600" }));
    expect(res.headers.get("X-Data-Failing-Since")).toBeNull();
  });

  it("offline by configuration: the snapshot with no failure and no next try", async () => {
    const status = await sourceOf({ ...env, COINGECKO_PLAN: "offline", ICP_SOURCE: "offline" }, "coingecko");
    expect(status).toMatchObject({
      state: "offline",
      data: { source: "snapshot", label: "Source: offline snapshot of 19 Dec 2024" },
      failingSince: null,
      nextTryAt: null,
    });
  });
});

describe("ICPSwap falling back and recovering", () => {
  it("fails, keeps the last good list with since when, then recovers on the next 5-minute cycle", async () => {
    await refreshIcpTokens(icpLiveEnv(), at(0));
    await expect(refreshIcpTokens(icpLiveEnv("500"), at(5))).rejects.toThrow();
    await expect(refreshIcpTokens(icpLiveEnv("500"), at(10))).rejects.toThrow();

    let status = await sourceOf(icpLiveEnv("500"), "icpswap");
    expect(status).toMatchObject({
      state: "fallback",
      lastSuccessAt: at(0).toISOString(),
      failingSince: at(5).toISOString(),
    });
    expect(status.data.label).toMatch(new RegExp(`— live data unavailable since ${clock(at(5))}$`));
    expect(Date.parse(status.nextTryAt!) % (5 * 60_000)).toBe(0);
    const dex = (await getWithEnv("/api/icpswap/status", icpLiveEnv("500"))).body as IcpStatus;
    expect(dex.failingSince).toBe(at(5).toISOString());

    await refreshIcpTokens(icpLiveEnv(), at(15));
    status = await sourceOf(icpLiveEnv(), "icpswap");
    expect(status).toMatchObject({ state: "live", failingSince: null, lastSuccessAt: at(15).toISOString() });
  });

  it("with no list ever fetched, the status reports the snapshot the list would serve", async () => {
    const status = await sourceOf(icpLiveEnv(), "icpswap");
    expect(status).toMatchObject({
      state: "fallback",
      data: { source: "snapshot" },
      lastSuccessAt: null,
      failingSince: null,
    });
  });
});

describe("GET /api/status", () => {
  it("lists both sources and is public", async () => {
    const { res, body } = await getWithEnv("/api/status", liveEnv());
    expect(res.status).toBe(200);
    expect((body as ApiStatus).sources.map((s) => s.id)).toEqual(["coingecko", "icpswap"]);
  });
});
