import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import recordedTokens from "../test/fixtures/icp-icpswap-info-token-all-doc-example.json";
import { DAY_MS } from "../../domain/price-history";
import type { IcpPool, IcpToken, IcpTokenHistory, Paged, IcpTransaction } from "../../schema/icp";
import { ICP_SNAPSHOT } from "../db/icp";
import { refreshIcpTokens } from "../services/icp-refresh";
import { app } from "../app";
import { api, expectError } from "../test/helpers";
import { clearIcpCache, icpRowCount, liveApi, liveEnv } from "../test/icp-helpers";

const ICP = "ryjl3-tyaaa-aaaaa-aaaba-cai";
const CKUSDC = "xevnm-gaaaa-aaaar-qafnq-cai";
const MINUTE = 60_000;
const [recordedBabe] = recordedTokens.data;
const RECORDED_PRICES = {
  ICP: 4.837632717942553,
  DC: 0.24427591,
  Babe: 0.000008583216191659,
  MOTOKO: 0.013422828608873625,
  GFC: 0.000001822970284217,
};

afterEach(() => vi.restoreAllMocks());

const tokens = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as IcpToken[];
};

beforeEach(clearIcpCache);

describe("GET /api/{dex}/tokens (offline: the bundled snapshot)", () => {
  it("seeds the empty cache from the snapshot on the first read, and labels it", async () => {
    expect(await icpRowCount()).toBe(0);
    const res = await api("/api/icpswap/tokens");
    const list = await tokens(res);
    expect(list).toHaveLength(ICP_SNAPSHOT.tokens.length);
    expect(await icpRowCount()).toBe(ICP_SNAPSHOT.tokens.length);
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    expect(res.headers.get("X-Data-Updated-At")).toBe("2025-01-04T00:00:00.000Z");
  });

  it("serves each token in the ICP token shape, figures as numbers and again under metrics", async () => {
    const icp = (await tokens(await api("/api/icpswap/tokens"))).find((t) => t.canister_id === ICP);
    const metrics = {
      price: 4.837632717942553,
      price_change_24h: null,
      volume_24h: 158596.67678536262,
      market_cap: null,
      tvl: 2631659.798485843,
      updated_at: "2025-09-02T13:37:19.000Z",
    };
    expect(icp).toEqual({
      token_id: ICP,
      name: "Internet Computer",
      symbol: "ICP",
      canister_id: ICP,
      logo_url: `https://wqfao-piaaa-aaaag-qj5ba-cai.raw.icp0.io/${ICP}`,
      decimals: 8,
      ...metrics,
      metrics,
    });
  });

  it("invents no price: only the recorded tokens have one, every other price is null", async () => {
    const list = await tokens(await api("/api/icpswap/tokens"));
    const priced = Object.fromEntries(list.filter((t) => t.price !== null).map((t) => [t.symbol, t.price]));
    expect(priced).toEqual(RECORDED_PRICES);
    const chat = list.find((t) => t.symbol === "CHAT")!;
    expect([chat.price, chat.metrics.price, chat.volume_24h, chat.market_cap]).toEqual([null, null, null, null]);
  });

  it("orders by 24h volume, tokens without one last", async () => {
    const list = await tokens(await api("/api/icpswap/tokens"));
    expect(list.slice(0, 3).map((t) => t.symbol)).toEqual(["ICP", "DC", "Babe"]);
    expect(list.slice(3).every((t) => t.volume_24h === null)).toBe(true);
  });

  it("leaves out PUSD, 'odin' tokens and repeated canister ids", async () => {
    await api("/api/icpswap/tokens");
    await env.DB.batch(
      [
        ["aaaaa-aa", "Pegged USD", "PUSD"],
        ["2vxsx-fae", "Odin Dog", "DOG"],
      ].map(([id, name, symbol]) =>
        env.DB.prepare(
          "INSERT INTO icp_tokens (canister_id, name, symbol, updated_at, source) VALUES (?, ?, ?, 0, 'snapshot')",
        ).bind(id, name, symbol),
      ),
    );
    const list = await tokens(await api("/api/icpswap/tokens"));
    expect(list.map((t) => t.symbol)).not.toContain("PUSD");
    expect(list.map((t) => t.symbol)).not.toContain("DOG");
    expect(new Set(list.map((t) => t.canister_id)).size).toBe(list.length);
    await expectError(await api("/api/icpswap/tokens/aaaaa-aa"), 404, "not_found");
  });

  it("answers the kongswap alias with the same list", async () => {
    const a = await tokens(await api("/api/icpswap/tokens"));
    expect(await tokens(await api("/api/kongswap/tokens"))).toEqual(a);
  });

  it("answers an unknown exchange with the JSON 404 envelope", async () => {
    await expectError(await api("/api/uniswap/tokens"), 404, "not_found");
    await expectError(await api("/api/uniswap/pools/aaaaa-aa"), 404, "not_found");
  });

  it("is cacheable until the next refresh, with an ETag that turns a repeat into 304", async () => {
    const first = await api("/api/icpswap/tokens");
    const maxAge = Number(/public, max-age=(\d+)/.exec(first.headers.get("Cache-Control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(60);
    expect(maxAge).toBeLessThanOrEqual(360);
    const tag = first.headers.get("ETag");
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await api("/api/icpswap/tokens", { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("X-Data-Source")).toBe("snapshot");
    const other = await api("/api/icpswap/tokens/top", { headers: { "If-None-Match": tag! } });
    expect(other.status).toBe(200);
  });
});

describe("GET /api/{dex}/tokens/top", () => {
  it("gives ten tokens, KongSwap's first, then by volume", async () => {
    const top = await tokens(await api("/api/icpswap/tokens/top?sort=volume"));
    expect(top).toHaveLength(10);
    expect(top.slice(0, 4).map((t) => t.symbol)).toEqual(["KONG", "ICP", "DC", "Babe"]);
    expect(top[0]!.name).toBe("KongSwap");
  });

  it("sorts by volume when no sort is given", async () => {
    expect(await tokens(await api("/api/icpswap/tokens/top"))).toEqual(
      await tokens(await api("/api/icpswap/tokens/top?sort=volume")),
    );
  });

  it("refuses an unknown sort with 400", async () => {
    const error = await expectError(await api("/api/icpswap/tokens/top?sort=price"), 400, "bad_request");
    expect(error.issues).toEqual([{ path: "sort", message: "sort must be 'volume'" }]);
  });
});

describe("GET /api/{dex}/tokens/{id}", () => {
  it("returns one token by canister id", async () => {
    const res = await api(`/api/icpswap/tokens/${CKUSDC}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token_id: CKUSDC, symbol: "ckUSDC", decimals: 6, price: null });
  });

  it("answers 404 for a canister id it does not list and 400 for something that is not one", async () => {
    await expectError(await api("/api/icpswap/tokens/2vxsx-fae"), 404, "not_found");
    const error = await expectError(await api("/api/icpswap/tokens/NOT_AN_ID"), 400, "bad_request");
    expect(error.issues![0]).toMatchObject({ path: "id" });
  });
});

describe("GET /api/{dex}/tokens/{id}/history", () => {
  const BABE = "k2iiu-naaaa-aaaam-qdbya-cai";
  const ICP_RECORDED_AT = Date.parse("2025-09-02T13:37:19.000Z");
  const history = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.json()) as IcpTokenHistory;
  };
  beforeEach(async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM price_history WHERE coin_id LIKE 'icp:%'"),
      env.DB.prepare("DELETE FROM price_history_coins WHERE coin_id LIKE 'icp:%'"),
    ]);
  });

  it("serves the prices the live refreshes recorded, at their times, from ICPSwap", async () => {
    const first = new Date(Date.now() - 20 * MINUTE);
    const second = new Date(Date.now() - 10 * MINUTE);
    await refreshIcpTokens(liveEnv(), first);
    await refreshIcpTokens(liveEnv(), second);
    const answer = await history(await liveApi(`/api/icpswap/tokens/${BABE}/history?range=24h`));
    expect(answer.source).toBe("icpswap");
    expect(answer.points).toEqual([
      [first.getTime(), Number(recordedBabe.price)],
      [second.getTime(), Number(recordedBabe.price)],
    ]);
    expect(answer.to - answer.from).toBe(DAY_MS);
    expect(answer.to).toBeGreaterThanOrEqual(second.getTime());
  });

  it("offline, the ranges end at the token's recorded figures and hold what was recorded there", async () => {
    const empty = await history(await api(`/api/icpswap/tokens/${ICP}/history?range=7d`));
    expect(empty).toEqual({ points: [], source: "snapshot", from: ICP_RECORDED_AT - 7 * DAY_MS, to: ICP_RECORDED_AT });
    await env.DB.prepare(
      "INSERT INTO price_history (coin_id, t, price) VALUES (?1, ?2, 4.7), (?1, ?3, 4.837632717942553), (?1, ?4, 9)",
    )
      .bind(`icp:${ICP}`, ICP_RECORDED_AT - DAY_MS, ICP_RECORDED_AT, ICP_RECORDED_AT - 30 * DAY_MS)
      .run();
    expect((await history(await api(`/api/icpswap/tokens/${ICP}/history?range=7d`))).points).toEqual([
      [ICP_RECORDED_AT - DAY_MS, 4.7],
      [ICP_RECORDED_AT, 4.837632717942553],
    ]);
    // The default range is 7d; 90d reaches the older point too.
    expect((await history(await api(`/api/icpswap/tokens/${ICP}/history`))).from).toBe(ICP_RECORDED_AT - 7 * DAY_MS);
    expect((await history(await api(`/api/icpswap/tokens/${ICP}/history?range=90d`))).points).toHaveLength(3);
  });

  it("an unlisted token is a JSON 404; a bad range or id a 400 naming the field", async () => {
    await expectError(await api("/api/icpswap/tokens/2vxsx-fae/history?range=7d"), 404, "not_found");
    for (const range of ["2d", "", "7D"]) {
      const error = await expectError(
        await api(`/api/icpswap/tokens/${ICP}/history?range=${range}`),
        400,
        "bad_request",
      );
      expect(error.issues).toEqual([expect.objectContaining({ path: "range" })]);
    }
    const error = await expectError(await api("/api/icpswap/tokens/NOT_AN_ID/history"), 400, "bad_request");
    expect(error.issues![0]).toMatchObject({ path: "id" });
  });
});

describe("GET /api/{dex}/status", () => {
  it("names the offline snapshot and its date", async () => {
    const res = await api("/api/icpswap/status");
    expect(await res.json()).toEqual({
      exchange: "icpswap",
      source: "snapshot",
      updatedAt: "2025-01-04T00:00:00.000Z",
      label: "Source: offline snapshot of 4 Jan 2025",
      lastAttemptAt: null,
      lastError: null,
      failingSince: null,
    });
  });

  it("names ICPSwap and the time of the last good refresh, and the failure since", async () => {
    await refreshIcpTokens(liveEnv("ok"), new Date("2026-11-21T10:05:00Z"));
    await refreshIcpTokens(liveEnv("500"), new Date("2026-11-21T10:10:00Z")).catch(() => undefined);
    expect(await (await api("/api/icpswap/status")).json()).toEqual({
      exchange: "icpswap",
      source: "icpswap",
      updatedAt: "2026-11-21T10:05:00.000Z",
      // The failure is days old by the real clock, so its date is named too.
      label: "Source: ICPSwap · updated 21 Nov 2026, 10:05 UTC — live data unavailable since 21 Nov 2026, 10:10 UTC",
      lastAttemptAt: "2026-11-21T10:10:00.000Z",
      lastError: "ICPSwap answered 500",
      failingSince: "2026-11-21T10:10:00.000Z",
    });
  });
});

describe("parameters are checked before anything else (400)", () => {
  it.each([
    [`/api/icpswap/tokens/${ICP}/transactions?page=0`, "page"],
    [`/api/icpswap/tokens/${ICP}/transactions?limit=101`, "limit"],
    [`/api/icpswap/tokens/${ICP}/transactions?limit=ten`, "limit"],
    [`/api/icpswap/tokens/${ICP}/transactions?page=1.5`, "page"],
    ["/api/icpswap/leaderboard/volume?period=1y", "period"],
    ["/api/icpswap/leaderboard/volume?limit=0", "limit"],
    ["/api/icpswap/ohlc", "pair"],
    [`/api/icpswap/ohlc?pair=${ICP}&interval=5m`, "interval"],
    [`/api/icpswap/ohlc?pair=${ICP}&limit=1000`, "limit"],
    ["/api/icpswap/pools/POOL", "id"],
  ])("%s names %s", async (path, field) => {
    const error = await expectError(await liveApi(path), 400, "bad_request");
    expect((error.issues as Array<{ path: string }>).map((issue) => issue.path)).toContain(field);
  });
});

describe("live endpoints while offline", () => {
  it.each(["/api/icpswap/pools", `/api/icpswap/tokens/${ICP}/transactions`, `/api/icpswap/ohlc?pair=${ICP}`])(
    "%s answers 503 saying live data is off",
    async (path) => {
      const error = await expectError(await api(path), 503, "source_offline");
      expect(error.message).toMatch(/ICP_SOURCE=offline/);
    },
  );
});

describe("live endpoints (ICPSwap through the fake upstream)", () => {
  it("GET /pools lists the pools", async () => {
    const res = await liveApi("/api/icpswap/pools");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    const pools = (await res.json()) as IcpPool[];
    expect(pools.map((p) => `${p.token0.symbol}/${p.token1.symbol}`)).toEqual(["GFC/ICP", "MOTOKO/ICP"]);
  });

  it("GET /pools/{id} returns one pool, or 404", async () => {
    const res = await liveApi("/api/kongswap/pools/h2bmy-uaaaa-aaaag-qnffq-cai");
    expect(await res.json()).toMatchObject({
      pool_id: "h2bmy-uaaaa-aaaag-qnffq-cai",
      fee_percent: 0.3,
      tx_count_24h: 23,
    });
    await expectError(await liveApi("/api/icpswap/pools/2vxsx-fae"), 404, "not_found");
  });

  it("GET /tokens/{id}/transactions pages the token's trades", async () => {
    const res = await liveApi(`/api/icpswap/tokens/${CKUSDC}/transactions?page=1&limit=10`);
    const body = (await res.json()) as Paged<IcpTransaction>;
    expect(body).toMatchObject({ page: 1, limit: 10, total: 488 });
    expect(body.items.map((tx) => [tx.action, tx.token0.symbol, tx.token1.symbol, tx.value_usd])).toEqual([
      ["Swap", "ckUSDC", "ICP", 1.15647364],
    ]);
  });

  it("GET /ohlc reads a listed token's USD chart, oldest candle first", async () => {
    await api("/api/icpswap/tokens");
    const res = await liveApi(`/api/icpswap/ohlc?pair=${ICP}&interval=1d&limit=100`);
    expect(await res.json()).toEqual([
      expect.objectContaining({ open_time: "2025-09-02T00:00:00.000Z", close: 4.837632717942553 }),
    ]);
  });

  it("GET /ohlc reads a pool's chart when the pair is not a listed token", async () => {
    const res = await liveApi("/api/icpswap/ohlc?pair=p2gzi-iyaaa-aaaag-qneta-cai&interval=1d");
    expect(await res.json()).toEqual([
      expect.objectContaining({ open_time: "2025-10-12T00:00:00.000Z", close: 0.0000952 }),
    ]);
  });

  it("GET /leaderboard/volume answers 501: ICPSwap has none, and none is made up", async () => {
    const error = await expectError(
      await liveApi("/api/icpswap/leaderboard/volume?period=24h&page=1&limit=50"),
      501,
      "not_implemented",
    );
    expect(error.message).toBe("ICPSwap's public API has no trading-volume leaderboard");
  });

  it("answers 502 when ICPSwap fails or sends junk, and 503 with Retry-After when it rate limits", async () => {
    expect((await expectError(await liveApi("/api/icpswap/pools", "500"), 502, "upstream_unavailable")).message).toBe(
      "ICPSwap is unavailable: ICPSwap answered 500",
    );
    await expectError(await liveApi("/api/icpswap/pools", "junk"), 502, "upstream_unavailable");
    const limited = await liveApi("/api/icpswap/pools", "429");
    await expectError(limited.clone(), 503, "upstream_busy");
    expect(limited.headers.get("Retry-After")).toBe("1");
  });

  it("answers 502 when ICPSwap cannot be reached at all", async () => {
    const res = await app.request("/api/icpswap/pools", {}, { ...liveEnv(), ICPSWAP_BASE_URL: "http://127.0.0.1:9" });
    expect((await expectError(res, 502, "upstream_unavailable")).message).toBe(
      "ICPSwap is unavailable: ICPSwap could not be reached",
    );
  });

  it("passes on at most 15 minutes of an ICPSwap Retry-After, however long it asks for", async () => {
    // The fake upstream's 429 always asks for 1 s; a service asking for days is stood in for here.
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () =>
        Response.json({ code: 429 }, { status: 429, headers: { "Retry-After": "31536000" } }),
      );
    const limited = await liveApi("/api/icpswap/pools");
    await expectError(limited.clone(), 503, "upstream_busy");
    expect(limited.headers.get("Retry-After")).toBe("900");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never asks the exchange for the token list: it comes from the cache even when ICPSwap is down", async () => {
    const res = await liveApi("/api/icpswap/tokens", "500");
    expect((await tokens(res)).length).toBe(ICP_SNAPSHOT.tokens.length);
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
  });
});
