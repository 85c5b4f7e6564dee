import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { membersOf } from "../../domain/ecosystem-members";
import type { EcosystemSummary, MarketCoin } from "../../schema/market-api";
import snapshot from "../data/market-snapshot.json";
import { refreshEcosystem } from "../services/market-refresh";
import { expectError } from "../test/helpers";
import { countUpstreamCalls, freshGet, getWithEnv, onlineEnv, resetMarketTables } from "../test/market-helpers";

beforeEach(resetMarketTables);
afterEach(() => vi.restoreAllMocks());

describe("GET /api/ecosystems", () => {
  it("lists every ecosystem with its name, description and gradient, and nothing internal", async () => {
    const res = await freshGet("/api/ecosystems");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const list = (await res.json()) as EcosystemSummary[];
    expect(list).toHaveLength(31);
    expect(list[0]).toEqual({
      id: "ethereum",
      name: "Ethereum",
      description: expect.any(String),
      colors: { from: "#627EEA", to: "#3C3C3D" },
    });
    expect(list.every((e) => Object.keys(e).join() === "id,name,description,colors")).toBe(true);
  });
});

describe("GET /api/ecosystem-tokens/:ecosystemId", () => {
  it("offline, is the snapshot's coins that belong to the ecosystem, in market order", async () => {
    const res = await freshGet("/api/ecosystem-tokens/solana");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Data-Source")).toBe("snapshot");
    const tokens = (await res.json()) as MarketCoin[];
    expect(tokens.map((t) => t.id).sort()).toEqual([...membersOf("solana")].sort());
    expect(tokens[0]!.id).toBe("tether");
    expect(tokens.find((t) => t.id === "solana")).toMatchObject({
      symbol: "sol",
      ecosystem: "solana",
      market_cap_rank: 6,
    });
    const members = new Set(membersOf("solana"));
    expect(tokens.map((t) => t.id)).toEqual(snapshot.coins.filter((c) => members.has(c.id)).map((c) => c.id));
  });
  it("offline, serves an ecosystem with more members than D1 binds parameters (ethereum: 104)", async () => {
    expect(membersOf("ethereum").length).toBeGreaterThan(100);
    const res = await freshGet("/api/ecosystem-tokens/ethereum");
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as MarketCoin[];
    expect(tokens.map((t) => t.id).sort()).toEqual([...membersOf("ethereum")].sort());
  });
  it("is an empty list for an ecosystem with no coin in the snapshot", async () => {
    expect(await (await freshGet("/api/ecosystem-tokens/harmony")).json()).toEqual([]);
  });
  it("serves the stored CoinGecko category list once it has been fetched, with its own time", async () => {
    const fetchedAt = new Date("2026-03-02T12:00:00.000Z");
    await refreshEcosystem(onlineEnv(), "polkadot", fetchedAt);
    const res = await freshGet("/api/ecosystem-tokens/polkadot");
    expect(res.headers.get("X-Data-Source")).toBe("coingecko");
    expect(res.headers.get("X-Data-Updated-At")).toBe(fetchedAt.toISOString());
    const tokens = (await res.json()) as MarketCoin[];
    expect(tokens).toHaveLength(250);
    const [topCoin] = (await (await freshGet("/api/top-coins?limit=1")).json()) as MarketCoin[];
    expect(Object.keys(tokens[0]!)).toEqual(Object.keys(topCoin!));
  });
  it("online and never fetched, answers at once and fetches the category in the background", async () => {
    const calls = countUpstreamCalls();
    const { res } = await getWithEnv("/api/ecosystem-tokens/sui", onlineEnv());
    expect(res.status).toBe(200);
    const categories = calls.mock.calls.map(([url]) => new URL(String(url)).searchParams.get("category"));
    expect(categories).toContain("sui-ecosystem");
    const after = await getWithEnv("/api/ecosystem-tokens/sui", onlineEnv());
    expect(after.res.headers.get("X-Data-Source")).toBe("coingecko");
    expect(after.body).toHaveLength(250);
  });
  it("answers an unknown ecosystem with a 404 envelope", async () => {
    const error = await expectError(await freshGet("/api/ecosystem-tokens/not-a-chain"), 404, "not_found");
    expect(error.message).toBe("Unknown ecosystem");
    await expectError(await freshGet("/api/ecosystem-tokens/__proto__"), 404, "not_found");
  });
  it("refuses an absurdly long id with 400", async () => {
    await expectError(await freshGet(`/api/ecosystem-tokens/${"a".repeat(65)}`), 400, "bad_request");
  });
});
