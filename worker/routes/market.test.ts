import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import snapshot from "../data/market-snapshot.json";
import type { MarketCoin } from "../../schema/market-api";
import { app } from "../app";
import { api, expectError } from "../test/helpers";
import {
  countUpstreamCalls,
  freshGet,
  getWithEnv,
  onlineEnv,
  purgeCache,
  resetMarketTables,
  scalar,
} from "../test/market-helpers";

const SNAPSHOT_TIME = "2024-12-19T10:45:02.351Z";
const snapshotCoin = (id: string) => snapshot.coins.find((c) => c.id === id)!;

beforeEach(resetMarketTables);
afterEach(() => vi.restoreAllMocks());

describe("GET /api/top-coins", () => {
  it("seeds a fresh database from the offline snapshot on first read and says so", async () => {
    expect(await scalar("SELECT COUNT(*) AS v FROM market_coins")).toBe(0);
    const res = await freshGet("/api/top-coins");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    expect(res.headers.get("X-Data-Updated-At")).toBe(SNAPSHOT_TIME);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=30");
    const coins = (await res.json()) as MarketCoin[];
    expect(coins).toHaveLength(250);
    expect(await scalar("SELECT COUNT(*) AS v FROM market_coins")).toBe(250);
    const btc = snapshotCoin("bitcoin");
    expect(coins[0]).toEqual({
      id: "bitcoin",
      name: "Bitcoin",
      symbol: "btc",
      image: btc.image,
      current_price: btc.current_price,
      market_cap: btc.market_cap,
      market_cap_rank: 1,
      total_volume: btc.total_volume,
      circulating_supply: btc.circulating_supply,
      price_change_percentage_24h: btc.price_change_percentage_24h,
      price_change_percentage_7d_in_currency: btc.price_change_percentage_7d_in_currency,
      ecosystem: null,
    });
    expect(coins[1]).toMatchObject({ id: "ethereum", ecosystem: "ethereum" });
  });

  it("keeps market order and honours limit", async () => {
    const coins = (await (await freshGet("/api/top-coins?limit=5")).json()) as MarketCoin[];
    expect(coins.map((c) => c.id)).toEqual(["bitcoin", "ethereum", "tether", "ripple", "binancecoin"]);
  });

  it("seeds once even when the first requests arrive together", async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => freshGet(`/api/top-coins?limit=${n}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await scalar("SELECT COUNT(*) AS v FROM market_coins")).toBe(250);
  });

  it.each(["0", "1001", "abc", "1.5", "", "-3"])("refuses limit=%s with a 400 envelope", async (limit) => {
    const error = await expectError(await freshGet(`/api/top-coins?limit=${limit}`), 400, "bad_request");
    expect(error.issues).toEqual([expect.objectContaining({ path: "limit" })]);
  });

  it("refuses a repeated limit", async () => {
    await expectError(await api("/api/top-coins?limit=1&limit=2"), 400, "bad_request");
  });

  it("never calls out when offline", async () => {
    const calls = countUpstreamCalls();
    await freshGet("/api/top-coins?limit=3");
    await freshGet("/api/search-coins?q=zzzzqqqq");
    expect(calls).not.toHaveBeenCalled();
  });
});

describe("GET /api/sparklines", () => {
  it("maps each coin id, in market order, to its 7-day shape: 24 integers from 0 to 100", async () => {
    const res = await freshGet("/api/sparklines?limit=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=30");
    const map = (await res.json()) as Record<string, number[]>;
    expect(Object.keys(map)).toEqual(["bitcoin", "ethereum", "tether"]);
    for (const shape of Object.values(map)) {
      expect(shape).toHaveLength(24);
      expect(Math.min(...shape)).toBe(0);
      expect(Math.max(...shape)).toBe(100);
      expect(shape.every(Number.isInteger)).toBe(true);
    }
  });

  it("follows the stored prices: the highest price is 100, the lowest 0, the latest last", async () => {
    const prices = snapshotCoin("bitcoin").sparkline_in_7d.price;
    const map = (await (await freshGet("/api/sparklines?limit=1")).json()) as Record<string, number[]>;
    const shape = map.bitcoin!;
    const last = prices.at(-1)!;
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    expect(shape.at(-1)).toBe(Math.round(((last - low) / (high - low)) * 100));
    expect(shape[0]).toBe(Math.round(((prices[0]! - low) / (high - low)) * 100));
  });

  it("covers the whole list by default and leaves out coins without a line", async () => {
    await freshGet("/api/top-coins?limit=1");
    await env.DB.prepare("UPDATE market_coins SET sparkline_7d = '[]' WHERE id = 'tether'").run();
    const map = (await (await freshGet("/api/sparklines")).json()) as Record<string, number[]>;
    expect(Object.keys(map)).toHaveLength(249);
    expect(map).not.toHaveProperty("tether");
  });

  it("keeps 1000 coins' shapes small: 250 snapshot coins are under 40 KB of JSON", async () => {
    const body = await (await freshGet("/api/sparklines")).text();
    expect(body.length).toBeLessThan(40_000);
  });

  it.each(["0", "1001", "x"])("refuses limit=%s with a 400 envelope", async (limit) => {
    const error = await expectError(await freshGet(`/api/sparklines?limit=${limit}`), 400, "bad_request");
    expect(error.issues).toEqual([expect.objectContaining({ path: "limit" })]);
  });
});

describe("public caching", () => {
  it("answers 304 to a matching If-None-Match and 200 to another", async () => {
    const first = await freshGet("/api/top-coins?limit=2");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{24}"$/);
    const again = await api("/api/top-coins?limit=2", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("X-Data-Source")).toBe("snapshot");
    const other = await api("/api/top-coins?limit=2", { headers: { "If-None-Match": 'W/"0000"' } });
    expect(other.status).toBe(200);
  });

  it("serves from the Cache API without reading D1, keyed by the parameters that matter", async () => {
    await freshGet("/api/top-coins?limit=3");
    await env.DB.prepare("UPDATE market_coins SET name = 'Renamed' WHERE id = 'bitcoin'").run();
    const cached = (await (await api("/api/top-coins?limit=3&utm=x")).json()) as MarketCoin[];
    expect(cached[0]!.name).toBe("Bitcoin");
    await purgeCache("/api/top-coins?limit=3");
    const fresh = (await (await api("/api/top-coins?limit=3")).json()) as MarketCoin[];
    expect(fresh[0]!.name).toBe("Renamed");
  });

  it("asks workerd to gzip when the client accepts it", async () => {
    const zipped = await freshGet("/api/top-coins?limit=4", { "Accept-Encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await zipped.json()).toHaveLength(4);
    for (const refused of ["identity", "gzip;q=0", "br"]) {
      const plain = await api("/api/top-coins?limit=4", { headers: { "Accept-Encoding": refused } });
      expect(plain.headers.get("Content-Encoding"), refused).toBeNull();
    }
  });

  it("skips the session layer: a forged cookie is neither looked up nor cleared, nor cached", async () => {
    const forged = { Cookie: "coinfolio_session=forged.token.value" };
    const elsewhere = await api("/api/user", { headers: forged });
    expect(elsewhere.headers.get("Set-Cookie")).toMatch(/coinfolio_session=;/);
    const withCookie = await freshGet("/api/top-coins?limit=6", forged);
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get("Set-Cookie")).toBeNull();
    const next = await api("/api/top-coins?limit=6");
    expect(next.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers repeats from the isolate's memory, without even the Cache API, for at most 10 s", async () => {
    await freshGet("/api/top-coins?limit=7");
    await caches.default.delete("http://localhost/api/top-coins?limit=7");
    await env.DB.prepare("UPDATE market_coins SET name = 'Renamed' WHERE id = 'bitcoin'").run();
    const remembered = (await (await api("/api/top-coins?limit=7")).json()) as MarketCoin[];
    expect(remembered[0]!.name).toBe("Bitcoin");
    vi.useFakeTimers({ now: Date.now() + 10_001, toFake: ["Date"] });
    try {
      const later = (await (await api("/api/top-coins?limit=7")).json()) as MarketCoin[];
      expect(later[0]!.name).toBe("Renamed");
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a body gzipped once, as stored, to clients that accept gzip", async () => {
    const plain = await (await freshGet("/api/top-coins?limit=3", { "Accept-Encoding": "identity" })).text();
    const ctx = createExecutionContext();
    const res = await app.request(
      "http://localhost/api/top-coins?limit=3",
      { headers: { "Accept-Encoding": "gzip" } },
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const unzipped = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
    expect(unzipped).toBe(plain);
    expect(bytes.length).toBeLessThan(plain.length / 2);
  });

  it("does not cache errors", async () => {
    await expectError(await freshGet("/api/top-coins?limit=0"), 400);
    expect(await caches.default.match("http://localhost/api/top-coins?limit=0")).toBeUndefined();
  });
});

describe("GET /api/search-coins", () => {
  const search = async (path: string) => (await (await freshGet(path)).json()) as Array<Record<string, unknown>>;

  it("puts the exact symbol first and answers the search-coin shape", async () => {
    const results = await search("/api/search-coins?q=btc");
    expect(results[0]).toEqual({
      id: "bitcoin",
      name: "Bitcoin",
      symbol: "btc",
      image: snapshotCoin("bitcoin").image,
      current_price: snapshotCoin("bitcoin").current_price,
    });
    expect(results.map((r) => r.id)).toContain("wrapped-bitcoin");
  });
  it("accepts ?query= too, case-insensitively, and gives at most 10", async () => {
    const results = await search("/api/search-coins?query=ETH");
    expect(results[0]!.id).toBe("ethereum");
    expect(results.length).toBe(10);
  });
  it("orders prefix matches before mere contains matches", async () => {
    const ids = (await search("/api/search-coins?q=doge")).map((r) => r.id);
    expect(ids[0]).toBe("dogecoin");
    expect(ids.indexOf("binance-peg-dogecoin")).toBeGreaterThan(ids.indexOf("dogwifcoin"));
  });
  it("treats % and _ as text, not wildcards", async () => {
    expect(await search("/api/search-coins?q=%25")).toEqual([]);
    expect(await search("/api/search-coins?q=_")).toEqual([]);
  });
  it("answers an empty list to a blank search", async () => {
    expect(await search("/api/search-coins?q=%20%20")).toEqual([]);
  });
  it("refuses a missing, repeated or overlong query", async () => {
    await expectError(await freshGet("/api/search-coins"), 400, "bad_request");
    await expectError(await api("/api/search-coins?q=a&q=b"), 400, "bad_request");
    await expectError(await freshGet(`/api/search-coins?q=${"x".repeat(101)}`), 400, "bad_request");
  });
  it("falls back to CoinGecko /search for a coin outside the cache, with prices where it has them", async () => {
    const calls = countUpstreamCalls();
    const { res, body } = await getWithEnv("/api/search-coins?q=mstr", onlineEnv());
    expect(res.headers.get("X-Data-Source")).toBe("coingecko");
    const paths = calls.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(paths).toEqual(expect.arrayContaining(["/ok/search", "/ok/simple/price"]));
    const results = body as Array<{ id: string; name: string; symbol: string; current_price: number | null }>;
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results.every((r) => `${r.name} ${r.symbol}`.toLowerCase().includes("mstr"))).toBe(true);
    expect(results.map((r) => r.id)).toContain("hamster-kombat");
    expect(results.every((r) => r.current_price === null)).toBe(true);
  });
  it("answers nothing rather than an error when the fallback fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { res, body } = await getWithEnv("/api/search-coins?q=mstr", onlineEnv("500"));
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe("GET /api/market-data", () => {
  it("answers id, name and price of known coins and leaves unknown ids out", async () => {
    const res = await freshGet("/api/market-data?ids=ethereum,no-such-coin,bitcoin");
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    expect(await res.json()).toEqual([
      { id: "bitcoin", name: "Bitcoin", price: snapshotCoin("bitcoin").current_price },
      { id: "ethereum", name: "Ethereum", price: snapshotCoin("ethereum").current_price },
    ]);
  });
  it("trims, lower-cases and de-duplicates ids", async () => {
    const items = (await (await freshGet("/api/market-data?ids=%20Bitcoin,BITCOIN,,dogecoin")).json()) as unknown[];
    expect(items).toHaveLength(2);
  });
  it.each([
    ["missing", "/api/market-data"],
    ["empty", "/api/market-data?ids="],
    ["only commas", "/api/market-data?ids=,,"],
    ["not an id", "/api/market-data?ids=bit%20coin"],
    ["too many", `/api/market-data?ids=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(",")}`],
  ])("refuses %s ids with 400", async (_, path) => {
    await expectError(await freshGet(path), 400, "bad_request");
  });
});

describe("GET /api/token-prices", () => {
  it("maps every ad payment currency to its USD price", async () => {
    const res = await freshGet("/api/token-prices");
    const prices = (await res.json()) as Record<string, { usd: number }>;
    expect(Object.keys(prices).sort()).toEqual([
      "bitcoin",
      "ethereum",
      "internet-computer",
      "nervos-network",
      "tether",
      "usd-coin",
    ]);
    expect(prices["nervos-network"]).toEqual({ usd: snapshotCoin("nervos-network").current_price });
    expect(res.headers.get("X-Data-Updated-At")).toBe(SNAPSHOT_TIME);
  });
});

describe("GET /api/market-status", () => {
  it("says the offline snapshot and its date", async () => {
    expect(await (await freshGet("/api/market-status")).json()).toEqual({
      source: "snapshot",
      updatedAt: SNAPSHOT_TIME,
      label: "Source: offline snapshot of 19 Dec 2024",
      failingSince: null,
    });
  });
  it("online, a stale list is answered at once and refreshed in the background", async () => {
    const calls = countUpstreamCalls();
    const first = await getWithEnv("/api/top-coins?limit=1", onlineEnv());
    expect(first.res.headers.get("X-Data-Source")).toBe("snapshot");
    expect(calls).toHaveBeenCalledTimes(4);
    const status = await getWithEnv("/api/market-status", onlineEnv());
    expect(status.body).toMatchObject({ source: "coingecko", label: "Source: CoinGecko" });
    expect(calls).toHaveBeenCalledTimes(4);
  });
});
