import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import recordedTokens from "../test/fixtures/icp-icpswap-info-token-all-doc-example.json";
import { upstreamFailure } from "../test/helpers";
import { NotServedBySource } from "./http";
import { ICPSWAP_TIMEOUT_MS, createIcpSwapSource } from "./icpswap";

const ICP = "ryjl3-tyaaa-aaaaa-aaaba-cai";
const CKUSDC = "xevnm-gaaaa-aaaar-qafnq-cai";
/** The adapter's own timeout against /slow/; every other mode gets room for a loaded 2-core machine. */
const source = (mode: "ok" | "429" | "500" | "junk" | "slow" = "ok") =>
  createIcpSwapSource({
    baseUrl: `${env.FAKE_UPSTREAM_URL}/${mode}`,
    ...(mode === "slow" ? {} : { timeoutMs: 10_000 }),
  });

afterEach(() => vi.restoreAllMocks());

describe("ICPSwap adapter against recorded answers", () => {
  it("lists tokens with their figures as exact decimals, and no market cap (ICPSwap sends none)", async () => {
    expect(await source().listTokens()).toEqual([
      {
        canister_id: "k2iiu-naaaa-aaaam-qdbya-cai",
        name: "Baby jade 8",
        symbol: "Babe",
        price: "0.000008583216191659",
        price_change_24h: "0.9582539555367746",
        volume_24h: "14.719851697960286329",
        tvl: "2338.182883547660257355",
        market_cap: null,
      },
    ]);
  });

  it("lists pools with both tokens, the fee in percent and the figures as numbers", async () => {
    const pools = await source().listPools();
    expect(pools.map((pool) => pool.pool_id)).toEqual(["pgcdz-7yaaa-aaaag-qnera-cai", "h2bmy-uaaaa-aaaag-qnffq-cai"]);
    expect(pools[1]).toEqual({
      pool_id: "h2bmy-uaaaa-aaaag-qnffq-cai",
      fee_percent: 0.3,
      token0: {
        canister_id: "k45jy-aiaaa-aaaaq-aadcq-cai",
        name: "Motoko",
        symbol: "MOTOKO",
        price: 0.013422828608873625,
        liquidity: 3953178.11639281,
        volume_24h: 169279.82792988,
      },
      token1: {
        canister_id: ICP,
        name: "Internet Computer",
        symbol: "ICP",
        price: 3.47859429335704,
        liquidity: 14978.23736458,
        volume_24h: 641.19731488,
      },
      tvl: 105738.97564212559,
      tvl_change_24h: Number("10.314578447437644400"),
      volume_24h: Number("2157.779817277150805807"),
      volume_7d: Number("18298.42350283074771929"),
      total_volume: Number("6539218.122745290602341615"),
      fees_24h: 0,
      tx_count_24h: 23,
    });
  });

  it("finds one pool in the list, and answers null for a pool it does not list", async () => {
    expect((await source().getPool("pgcdz-7yaaa-aaaag-qnera-cai"))?.token0.symbol).toBe("GFC");
    expect(await source().getPool("aaaaa-aa")).toBeNull();
  });

  it("reads a token's daily candles from /info/token/{id}/chart/d1", async () => {
    const candles = await source().ohlc({ market: { kind: "token", id: ICP }, interval: "1d", limit: 100 });
    expect(candles).toEqual([
      {
        open_time: "2025-09-02T00:00:00.000Z",
        close_time: "2025-09-03T00:00:00.000Z",
        open: 4.676420090809413,
        high: 4.850285524824097,
        low: 4.676362636468302,
        close: 4.837632717942553,
        volume_usd: 158596.67678536262,
      },
    ]);
  });

  it("reads a pool's candles from /info/pool/{id}/chart/d1", async () => {
    const [candle] = await source().ohlc({
      market: { kind: "pool", id: "p2gzi-iyaaa-aaaag-qneta-cai" },
      interval: "1d",
      limit: 10,
    });
    expect(candle).toMatchObject({
      open_time: "2025-10-12T00:00:00.000Z",
      close: 0.0000952,
      volume_usd: 0.04619943178548903,
    });
  });

  it("asks for the hourly level when the interval is 1h (nothing is recorded there, so ICPSwap's 404 comes back)", async () => {
    const err = await upstreamFailure(
      source().ohlc({ market: { kind: "token", id: ICP }, interval: "1h", limit: 100 }),
    );
    expect(err.message).toBe("ICPSwap answered 404");
  });

  it("pages a token's transactions with the total ICPSwap reports", async () => {
    const result = await source().transactions({ tokenId: CKUSDC, page: 2, limit: 10 });
    expect(result).toMatchObject({ page: 2, limit: 10, total: 488 });
    expect(result.items).toEqual([
      {
        tx_hash: "mohjv-bqaaa-aaaag-qjyia-cai_mohjv-bqaaa-aaaag-qjyia-cai733445",
        time: "2026-04-03T10:19:58.000Z",
        action: "Swap",
        pool_id: "mohjv-bqaaa-aaaag-qjyia-cai",
        from: "ehq2s-mlmrx-xvogi-adg5n-dowp3-qasvb-nvdjl-ijj3m-e6ijc-pmrmb-dqe",
        to: "mohjv-bqaaa-aaaag-qjyia-cai",
        token0: { canister_id: CKUSDC, symbol: "ckUSDC", amount_in: 1.156358, amount_out: 0, price: 1.0001 },
        token1: { canister_id: ICP, symbol: "ICP", amount_in: 0, amount_out: 0.50107617, price: 2.307979714541204 },
        value_usd: 1.15647364,
      },
    ]);
  });

  it("says it has no volume leaderboard instead of making one up", async () => {
    await expect(source().volumeLeaderboard({ period: "24h", page: 1, limit: 50 })).rejects.toBeInstanceOf(
      NotServedBySource,
    );
  });
});

describe("ICPSwap adapter when the service misbehaves", () => {
  it("backs off once on 429 for the Retry-After, then gives up as rate limited", async () => {
    const started = Date.now();
    const err = await upstreamFailure(source("429").listTokens());
    expect(err.kind).toBe("rate_limited");
    expect(err.retryAfterSeconds).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("reports a server error with its status", async () => {
    const err = await upstreamFailure(source("500").listPools());
    expect(err).toMatchObject({ kind: "status", message: "ICPSwap answered 500" });
  });

  it("reports an answer that is not JSON", async () => {
    expect(await upstreamFailure(source("junk").listTokens())).toMatchObject({ kind: "invalid" });
  });

  it("gives up on a slow answer after its timeout, before the answer arrives", async () => {
    const started = Date.now();
    const err = await upstreamFailure(source("slow").listPools());
    // "timeout" means the adapter gave up before the fake's 3 s answer; the wait shows it was its own timeout
    // (a lower bound: a loaded machine can only make the timer late, never early).
    expect(err.kind).toBe("timeout");
    expect(Date.now() - started).toBeGreaterThanOrEqual(ICPSWAP_TIMEOUT_MS - 50);
  });

  it("drops rows it cannot use and logs them, keeping the rest whatever mix of strings and numbers they use", async () => {
    const [babe] = recordedTokens.data;
    const rows = [
      babe,
      // The same fields as numbers, an exponent, a negative and unusable values.
      {
        ...babe,
        tokenLedgerId: ICP,
        tokenSymbol: 42,
        price: 1.5e-8,
        volumeUSD24H: 12,
        priceChange24H: "-3.5",
        tvlUSD: "n/a",
      },
      { ...babe, tokenLedgerId: CKUSDC, price: "-1" },
      { ...babe, tokenLedgerId: "not a canister" },
      { ...babe, tokenName: "  " },
      null,
      "Babe",
    ];
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ...recordedTokens, data: rows }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    const tokens = await source().listTokens();

    expect(tokens.map((t) => [t.canister_id, t.symbol, t.price, t.volume_24h, t.price_change_24h, t.tvl])).toEqual([
      [
        "k2iiu-naaaa-aaaam-qdbya-cai",
        "Babe",
        "0.000008583216191659",
        "14.719851697960286329",
        "0.9582539555367746",
        "2338.182883547660257355",
      ],
      [ICP, "42", "0.000000015", "12", "-3.5", null],
      [CKUSDC, "Babe", null, "14.719851697960286329", "0.9582539555367746", "2338.182883547660257355"],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe("ICPSwap: dropped 4 of 7 token rows");
  });

  it("treats an answer whose code is not 200 as a refusal", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ code: 400, message: "Invalid token ledger ID", data: null }),
    );
    expect(await upstreamFailure(source().listTokens())).toMatchObject({
      message: "ICPSwap refused: Invalid token ledger ID",
    });
  });
});
