import { describe, expect, it } from "vitest";
import {
  dedupeById,
  filterMarketCoins,
  filterTickerItems,
  isHiddenFromTicker,
  rankCoinMatches,
  searchByNameOrSymbol,
} from "./list-filters";

const coin = (id: string, name: string, symbol: string) => ({ id, name, symbol });

describe("market list filter", () => {
  it("keeps the first of two rows with the same id (a coin that moved between pages)", () => {
    const list = [
      coin("bitcoin", "Bitcoin", "btc"),
      coin("eth", "Ethereum", "eth"),
      coin("bitcoin", "Bitcoin v2", "btc"),
    ];
    expect(filterMarketCoins(list).map((c) => c.name)).toEqual(["Bitcoin", "Ethereum"]);
  });
  it("hides 'fomowell' in the name or the symbol, in any case", () => {
    const list = [coin("a", "FomoWell Token", "fw"), coin("b", "Good", "FOMOWELL"), coin("c", "Kept", "kpt")];
    expect(filterMarketCoins(list).map((c) => c.id)).toEqual(["c"]);
  });
  it("hides '{name}' template leftovers", () => {
    const list = [coin("a", "{name}", "x"), coin("b", "Token", "{NAME}"), coin("c", "Name", "name")];
    expect(filterMarketCoins(list).map((c) => c.id)).toEqual(["c"]);
  });
  it("dedupeById keeps order", () => {
    expect(dedupeById([{ id: "b" }, { id: "a" }, { id: "b" }])).toEqual([{ id: "b" }, { id: "a" }]);
  });
});

describe("ICP and ticker filter", () => {
  it("hides the symbol PUSD in any case, but not symbols that merely contain it", () => {
    expect(isHiddenFromTicker(coin("x", "Some Dollar", "pUSD"))).toBe(true);
    expect(isHiddenFromTicker(coin("y", "PayPal USD", "pyusd"))).toBe(false);
    expect(isHiddenFromTicker(coin("z", "Pusdc", "pusdc"))).toBe(false);
  });
  it("hides 'odin' anywhere in the name or symbol", () => {
    const list = [coin("a", "ODIN Dog", "dog"), coin("b", "Dog", "xodinx"), coin("c", "Bitcoin", "btc")];
    expect(filterTickerItems(list).map((c) => c.id)).toEqual(["c"]);
  });
});

describe("search helpers", () => {
  const list = [
    coin("bitcoin", "Bitcoin", "btc"),
    coin("ethereum", "Ethereum", "eth"),
    coin("wrapped-bitcoin", "Wrapped Bitcoin", "wbtc"),
    coin("bitcoin-cash", "Bitcoin Cash", "bch"),
    coin("bitget-token", "Bitget Token", "bgb"),
  ];
  it("substring search is case-insensitive on name and symbol", () => {
    expect(searchByNameOrSymbol(list, "BTC").map((c) => c.id)).toEqual(["bitcoin", "wrapped-bitcoin"]);
    expect(searchByNameOrSymbol(list, "  cash ").map((c) => c.id)).toEqual(["bitcoin-cash"]);
  });
  it("a blank search keeps the whole list", () => {
    expect(searchByNameOrSymbol(list, "   ")).toHaveLength(5);
  });
  it("ranking puts the exact symbol first even when a better-ranked coin contains it", () => {
    const ranked = [coin("wrapped-bitcoin", "Wrapped Bitcoin", "wbtc"), coin("bitcoin", "Bitcoin", "btc")];
    expect(rankCoinMatches(ranked, "btc").map((c) => c.id)).toEqual(["bitcoin", "wrapped-bitcoin"]);
  });
  it("ranking: exact name, then prefixes in list order, then contains", () => {
    expect(rankCoinMatches(list, "bitcoin").map((c) => c.id)).toEqual(["bitcoin", "bitcoin-cash", "wrapped-bitcoin"]);
    expect(rankCoinMatches(list, "bit").map((c) => c.id)).toEqual([
      "bitcoin",
      "bitcoin-cash",
      "bitget-token",
      "wrapped-bitcoin",
    ]);
  });
  it("ranking returns at most the limit, and nothing for a blank query", () => {
    expect(rankCoinMatches(list, "t", 2)).toHaveLength(2);
    expect(rankCoinMatches(list, " ")).toEqual([]);
  });
});
