import { describe, expect, it } from "vitest";
import { nextSort } from "../../components/sort-button";
import {
  DEFAULT_SORT,
  type SortKey,
  type SortState,
  pinPromoted,
  sortCoins,
  topMovers,
  visibleCoins,
} from "./coin-list";
import { firstDirection } from "./coin-table";
import { MARKET, coin } from "./test-coins";

const ids = (coins: Array<{ id: string }>) => coins.map((c) => c.id);
const nextCoinSort = (current: SortState, key: SortKey) => nextSort(current, key, firstDirection(key));

describe("sorting the market list", () => {
  it("a new figure column starts biggest first; the name and the rank start ascending", () => {
    expect(nextCoinSort(DEFAULT_SORT, "price")).toEqual({ key: "price", direction: "desc" });
    expect(nextCoinSort(DEFAULT_SORT, "volume")).toEqual({ key: "volume", direction: "desc" });
    expect(nextCoinSort({ key: "price", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextCoinSort({ key: "price", direction: "desc" }, "rank")).toEqual({ key: "rank", direction: "asc" });
  });
  it("clicking the sorted column again flips it", () => {
    expect(nextCoinSort({ key: "price", direction: "desc" }, "price")).toEqual({ key: "price", direction: "asc" });
    expect(nextCoinSort(DEFAULT_SORT, "rank")).toEqual({ key: "rank", direction: "desc" });
  });
  it("orders by the figure, with coins lacking it last in both directions", () => {
    expect(ids(sortCoins(MARKET, { key: "price", direction: "desc" }))).toEqual([
      "bitcoin",
      "ethereum",
      "staked-ether",
      "solana",
      "tether",
      "mystery",
    ]);
    expect(ids(sortCoins(MARKET, { key: "price", direction: "asc" }))).toEqual([
      "tether",
      "solana",
      "staked-ether",
      "ethereum",
      "bitcoin",
      "mystery",
    ]);
    expect(ids(sortCoins(MARKET, { key: "change24h", direction: "desc" })).at(-1)).toBe("mystery");
    expect(ids(sortCoins(MARKET, { key: "rank", direction: "desc" }))).toEqual([
      "staked-ether",
      "solana",
      "tether",
      "ethereum",
      "bitcoin",
      "mystery",
    ]);
  });
  it("orders names alphabetically regardless of case", () => {
    const coins = [coin("b", { name: "beta" }), coin("a", { name: "Alpha" }), coin("c", { name: "Gamma" })];
    expect(ids(sortCoins(coins, { key: "name", direction: "asc" }))).toEqual(["a", "b", "c"]);
    expect(ids(sortCoins(coins, { key: "name", direction: "desc" }))).toEqual(["c", "b", "a"]);
  });
});

describe("promoted rows", () => {
  it("puts highlighted tokens first, then forced-top promotions, then the rest in their order", () => {
    const promotions = {
      solana: { sponsored: true, forceToTop: true },
      tether: { sponsored: true, highlightColor: "#22c55e" },
      ethereum: { sponsored: true },
    };
    expect(ids(pinPromoted(MARKET, promotions))).toEqual([
      "tether",
      "solana",
      "bitcoin",
      "ethereum",
      "staked-ether",
      "mystery",
    ]);
  });
  it("keeps pinned rows on top whatever the sort, and out of a search that does not match them", () => {
    const promotions = { solana: { sponsored: true, forceToTop: true } };
    const byPrice = visibleCoins(MARKET, { query: "", sort: { key: "price", direction: "desc" }, promotions });
    expect(ids(byPrice).slice(0, 2)).toEqual(["solana", "bitcoin"]);
    expect(ids(visibleCoins(MARKET, { query: "eth", sort: DEFAULT_SORT, promotions }))).toEqual([
      "ethereum",
      "tether",
      "staked-ether",
    ]);
  });
});

describe("search", () => {
  it("matches name or symbol in any case", () => {
    expect(ids(visibleCoins(MARKET, { query: "ETH", sort: DEFAULT_SORT }))).toEqual([
      "ethereum",
      "tether",
      "staked-ether",
    ]);
    expect(ids(visibleCoins(MARKET, { query: "usdt", sort: DEFAULT_SORT }))).toEqual(["tether"]);
    expect(visibleCoins(MARKET, { query: "zzz", sort: DEFAULT_SORT })).toEqual([]);
  });
});

describe("gainers and losers tickers", () => {
  it("pick the biggest 24h moves of the biggest coins, biggest first, never the other direction", () => {
    expect(ids(topMovers(MARKET, "up"))).toEqual(["staked-ether", "solana", "tether"]);
    expect(ids(topMovers(MARKET, "down"))).toEqual(["ethereum", "bitcoin"]);
  });
  it("choose among the top 100 by market cap only, and show at most 20 (or as many as asked)", () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      coin(`c${i}`, { market_cap_rank: i + 1, price_change_percentage_24h: i + 1 }),
    );
    const up = topMovers(many, "up");
    expect(up).toHaveLength(20);
    expect(up[0]!.id).toBe("c99");
    expect(topMovers(many, "up", 10)).toHaveLength(10);
  });
});
