import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import recordedPage1 from "../test/fixtures/coingecko-coins-markets-usd-p1-sparkline-7d-2024-12-19.json";
import { upstreamFailure } from "../test/helpers";
import { coinGeckoConfig, createCoinGecko } from "./coingecko";
import { parseMarkets } from "./coingecko-parse";
import { UpstreamError } from "./http";

/** A CoinGecko config pointed at the fake upstream in one of its modes (ok, 429, 500, junk, slow). */
const fakeConfig = (mode: string, vars: Record<string, string> = {}) =>
  coinGeckoConfig({
    ...env,
    COINGECKO_PLAN: "demo",
    COINGECKO_API_KEY: "demo-key",
    COINGECKO_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}`,
    ...vars,
  });

afterEach(() => vi.restoreAllMocks());

describe("CoinGecko configuration", () => {
  it("is the keyless live plan unless a plan is set; an unknown plan is offline, so a typo never calls out", () => {
    expect(coinGeckoConfig({ ...env, COINGECKO_PLAN: undefined }).plan).toBe("free");
    expect(coinGeckoConfig({ ...env, COINGECKO_PLAN: "premium" }).plan).toBe("offline");
    expect(coinGeckoConfig({ ...env, COINGECKO_PLAN: "offline" }).callsPerMinute).toBe(0);
  });
  it("keyless uses the public URL, no key, and 5 calls a minute", () => {
    const config = coinGeckoConfig({ ...env, COINGECKO_PLAN: "free", COINGECKO_API_KEY: "ignored" });
    expect(config).toMatchObject({ baseUrl: "https://api.coingecko.com/api/v3", apiKey: null, callsPerMinute: 5 });
  });
  it("demo uses the public URL with its key, 20 calls a minute (under Demo's 30)", () => {
    const config = coinGeckoConfig({ ...env, COINGECKO_PLAN: "demo", COINGECKO_API_KEY: "k" });
    expect(config).toMatchObject({
      plan: "demo",
      baseUrl: "https://api.coingecko.com/api/v3",
      apiKey: "k",
      callsPerMinute: 20,
    });
  });
  it("pro uses the pro URL; the base URL, budget and timeout can be overridden", () => {
    expect(coinGeckoConfig({ ...env, COINGECKO_PLAN: "pro", COINGECKO_API_KEY: "k" }).baseUrl).toBe(
      "https://pro-api.coingecko.com/api/v3",
    );
    const config = coinGeckoConfig({
      ...env,
      COINGECKO_PLAN: "pro",
      COINGECKO_API_KEY: "k",
      COINGECKO_BASE_URL: "http://x.test/api/",
      COINGECKO_CALLS_PER_MINUTE: "7",
      COINGECKO_TIMEOUT_MS: "1500",
    });
    expect(config).toMatchObject({ baseUrl: "http://x.test/api", callsPerMinute: 7, timeoutMs: 1500 });
  });
  it("a keyed plan without a key falls back to keyless rather than sending an empty key", () => {
    expect(coinGeckoConfig({ ...env, COINGECKO_PLAN: "pro", COINGECKO_API_KEY: " " })).toMatchObject({
      plan: "free",
      baseUrl: "https://api.coingecko.com/api/v3",
    });
  });
});

describe("CoinGecko client against recorded responses", () => {
  it("asks /coins/markets for a page of 250 with the 7-day sparkline and change, sending the demo key", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const page = await createCoinGecko(fakeConfig("ok")).markets({ page: 1, perPage: 250 });
    const [url, init] = spy.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(sent.pathname).toBe("/ok/coins/markets");
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      vs_currency: "usd",
      order: "market_cap_desc",
      per_page: "250",
      page: "1",
      sparkline: "true",
      price_change_percentage: "7d",
    });
    expect((init?.headers as Record<string, string> | undefined)?.["x-cg-demo-api-key"]).toBe("demo-key");
    expect(page).toMatchObject({ dropped: 0 });
    expect(page.rows).toHaveLength(250);
    expect(page.rows[0]).toMatchObject({
      id: "bitcoin",
      symbol: "btc",
      name: "Bitcoin",
      currentPrice: recordedPage1[0]!.current_price,
      marketCap: 2024736549193,
      marketCapRank: 1,
      change7d: recordedPage1[0]!.price_change_percentage_7d_in_currency,
    });
    expect(page.rows[0]!.sparkline).toHaveLength(42);
  });
  it("sends the pro key header on the pro plan and none keyless", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    await createCoinGecko(fakeConfig("ok", { COINGECKO_PLAN: "pro" })).simplePrices(["bitcoin"]);
    await createCoinGecko(fakeConfig("ok", { COINGECKO_PLAN: "free" })).simplePrices(["bitcoin"]);
    const headers = spy.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ "x-cg-pro-api-key": "demo-key" });
    expect(Object.keys(headers[1]!)).toEqual(["Accept"]);
  });
  it("adds category= for an ecosystem list, and tolerates a recording without sparkline or 7d", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const page = await createCoinGecko(fakeConfig("ok")).markets({
      page: 1,
      perPage: 250,
      category: "solana-ecosystem",
    });
    expect(new URL(String(spy.mock.calls[0]![0])).searchParams.get("category")).toBe("solana-ecosystem");
    expect(page.rows.length).toBe(250);
    expect(page.rows[0]).toMatchObject({ change7d: null, sparkline: [] });
  });
  it("reads /search: lower-case symbols, the large image, ranks that may be missing", async () => {
    const hits = await createCoinGecko(fakeConfig("ok")).search("bitcoin");
    expect(hits[0]).toEqual({
      id: "bitcoin",
      symbol: "btc",
      name: "Bitcoin",
      image: "https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png",
      marketCapRank: 1,
    });
    expect(hits.length).toBe(25);
  });
  it("reads /simple/price", async () => {
    expect(await createCoinGecko(fakeConfig("ok")).simplePrices(["bitcoin"])).toEqual(new Map([["bitcoin", 49253]]));
  });
  it("turns a 429 into rate_limited with the Retry-After the service sent", async () => {
    const err = await upstreamFailure(createCoinGecko(fakeConfig("429")).markets({ page: 1, perPage: 250 }));
    expect(err.kind).toBe("rate_limited");
    expect(err.retryAfterSeconds).toBe(1);
  });
  it("gives up on a slow answer at its timeout", async () => {
    const started = Date.now();
    const err = await upstreamFailure(
      createCoinGecko(fakeConfig("slow", { COINGECKO_TIMEOUT_MS: "300" })).search("bitcoin"),
    );
    expect(err.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2500);
  });
  it("refuses a 200 whose body is not JSON", async () => {
    const err = await upstreamFailure(createCoinGecko(fakeConfig("junk")).markets({ page: 1, perPage: 250 }));
    expect(err.kind).toBe("invalid");
  });
  it("reports a server error with its status, naming the call", async () => {
    const err = await upstreamFailure(createCoinGecko(fakeConfig("500")).markets({ page: 1, perPage: 250 }));
    expect(err).toMatchObject({ kind: "status", status: 500, message: "CoinGecko /coins/markets answered 500" });
  });
  it("reports an unreachable host as network", async () => {
    const config = fakeConfig("ok", { COINGECKO_BASE_URL: "http://127.0.0.1:9" });
    expect((await upstreamFailure(createCoinGecko(config).search("x"))).kind).toBe("network");
  });
});

describe("tolerant /coins/markets parser", () => {
  const [bitcoin, ethereum] = recordedPage1 as Array<Record<string, unknown>>;
  it("drops rows without a usable id, symbol or name, counts and logs them", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const parsed = parseMarkets([
      bitcoin,
      { ...ethereum, id: "" },
      { ...ethereum, id: "Bad Id!" },
      { ...ethereum, name: "evil\u0000name" },
      { ...ethereum, symbol: 42 },
      "not a row",
      null,
    ]);
    expect(parsed.rows.map((r) => r.id)).toEqual(["bitcoin"]);
    expect(parsed.dropped).toBe(6);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped 6 of 7 rows"), expect.any(Array));
  });
  it("keeps a coin whose figures are odd, storing null for each odd figure (never junk)", () => {
    const parsed = parseMarkets([
      {
        ...bitcoin,
        current_price: "102496",
        market_cap: -5,
        total_volume: null,
        market_cap_rank: 1.5,
        image: "javascript:alert(1)",
        price_change_percentage_24h: Number.POSITIVE_INFINITY,
        sparkline_in_7d: { price: [1, "x", 2] },
      },
    ]);
    expect(parsed.rows[0]).toMatchObject({
      id: "bitcoin",
      currentPrice: null,
      marketCap: null,
      totalVolume: null,
      marketCapRank: null,
      image: null,
      change24h: null,
      sparkline: [1, 2],
    });
  });
  it("reads the coin page's figures as recorded: 24h high/low, ATH and ATL with their dates, supplies, FDV", () => {
    expect(parseMarkets([bitcoin]).rows[0]).toMatchObject({
      high24h: 105306,
      low24h: 98840,
      ath: 108135,
      athChangePercentage: -5.42391,
      athDate: Date.UTC(2024, 11, 17, 15, 2, 41, 429),
      atl: 67.81,
      atlChangePercentage: 150720.06007,
      atlDate: Date.UTC(2013, 6, 6),
      totalSupply: 21_000_000,
      maxSupply: 21_000_000,
      fullyDilutedValuation: 2147644831115,
    });
  });
  it("stores null for a figure the source leaves out or sends odd (no max supply, a date that is no date)", () => {
    const { max_supply: _none, ...withoutMax } = bitcoin!;
    const [row] = parseMarkets([
      { ...withoutMax, ath: -1, ath_date: "yesterday", atl_date: 1373068800000, fully_diluted_valuation: null },
    ]).rows;
    expect(row).toMatchObject({
      maxSupply: null,
      ath: null,
      athDate: null,
      atlDate: null,
      fullyDilutedValuation: null,
    });
    expect(row).toMatchObject({ totalSupply: 21_000_000, high24h: 105306 });
  });
  it("refuses a body that is not a list", () => {
    expect(() => parseMarkets({ status: { error_code: 429 } })).toThrow(UpstreamError);
  });
});
