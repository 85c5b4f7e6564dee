import { describe, expect, it } from "vitest";
import {
  icpSourceLabel,
  isHiddenIcpToken,
  isPrioritisedIcpToken,
  spotPositionFromIcpToken,
  topIcpTokens,
  visibleIcpTokens,
  type ListedIcpToken,
} from "./icp-tokens";

let next = 0;
const token = (symbol: string, volume: number | null, name = symbol, canister = `id-${++next}`): ListedIcpToken => ({
  canister_id: canister,
  name,
  symbol,
  volume_24h: volume,
});
const symbols = (tokens: ListedIcpToken[]) => tokens.map((t) => t.symbol);

describe("ICP list filters", () => {
  it.each([
    ["PUSD", "Some stable", true],
    ["pusd", "Some stable", true],
    ["PUSDT", "Not PUSD", false],
    ["ODINDOG", "Dog", true],
    ["DOG", "Odin's dog", true],
    ["DOG", "Brodino", true],
    ["ICP", "Internet Computer", false],
  ])("symbol %s named %s is hidden: %s", (symbol, name, hidden) => {
    expect(isHiddenIcpToken({ symbol, name })).toBe(hidden);
  });

  it("drops hidden tokens and repeated canister ids, keeping the first of each and the order", () => {
    const icp = token("ICP", 10, "Internet Computer", "ryjl3-tyaaa-aaaaa-aaaba-cai");
    const list = [
      icp,
      token("PUSD", 50),
      token("CHAT", 5),
      token("ICP", 99, "Internet Computer again", "ryjl3-tyaaa-aaaaa-aaaba-cai"),
      token("ODIN", 70),
    ];
    const visible = visibleIcpTokens(list);
    expect(symbols(visible)).toEqual(["ICP", "CHAT"]);
    expect(visible[0]).toBe(icp);
  });
});

describe("Top Tokens tab", () => {
  it("puts KongSwap and TacoDAO tokens first, then the highest volumes, ten at most", () => {
    const list = [
      ...Array.from({ length: 12 }, (_, i) => token(`T${i}`, 1000 + i)),
      token("KONG", 1, "KongSwap"),
      token("TACO", null, "TACO DAO"),
    ];
    const top = topIcpTokens(list);
    expect(top).toHaveLength(10);
    expect(symbols(top)).toEqual(["KONG", "TACO", "T11", "T10", "T9", "T8", "T7", "T6", "T5", "T4"]);
  });

  it("matches whole names only: 'Wukong' is not KongSwap", () => {
    expect(isPrioritisedIcpToken({ symbol: "Wukong", name: "Black Myth" })).toBe(false);
    expect(isPrioritisedIcpToken({ symbol: "BANANA", name: "KONGSWAP" })).toBe(true);
    expect(isPrioritisedIcpToken({ symbol: "taco", name: "x" })).toBe(true);
    expect(isPrioritisedIcpToken({ symbol: "TACODAO", name: "x" })).toBe(true);
  });

  it("sorts tokens without a recorded volume after every token with one, even a zero", () => {
    const top = topIcpTokens([token("NONE", null), token("ZERO", 0), token("SOME", 3)]);
    expect(symbols(top)).toEqual(["SOME", "ZERO", "NONE"]);
  });

  it("applies the list filters before choosing, so a hidden token never takes a place", () => {
    const top = topIcpTokens([token("PUSD", 1e9), token("KONG", 1, "Odin Kong"), token("CHAT", 2)], 1);
    expect(symbols(top)).toEqual(["CHAT"]);
  });
});

describe("source label", () => {
  it("names the snapshot by its date", () => {
    expect(icpSourceLabel("snapshot", new Date("2025-01-04T00:00:00Z"))).toBe("Source: offline snapshot of 4 Jan 2025");
  });
  it("names ICPSwap with the time of the last good refresh, in UTC", () => {
    expect(icpSourceLabel("icpswap", new Date("2026-11-21T09:05:00Z"))).toBe(
      "Source: ICPSwap · updated 21 Nov 2026, 09:05 UTC",
    );
  });
});

describe("Add from ICP token", () => {
  it("adds one token at its listed price as entry and current price, symbol lowercased", () => {
    expect(spotPositionFromIcpToken({ name: "Internet Computer", symbol: "ICP", price: 4.837632717942553 })).toEqual({
      ok: true,
      position: {
        symbol: "icp",
        name: "Internet Computer",
        amount: "1.0",
        entryPrice: "4.83763272",
        currentPrice: "4.83763272",
      },
    });
  });

  it("keeps a small price to the stored 8 decimals, as a plain string (no exponent)", () => {
    const result = spotPositionFromIcpToken({ name: "Baby jade 8", symbol: "Babe", price: 0.000008583216191659 });
    expect(result.ok && result.position.entryPrice).toBe("0.00000858");
  });

  it("drops trailing zeros", () => {
    const result = spotPositionFromIcpToken({ name: "Ten", symbol: "TEN", price: 10.5 });
    expect(result.ok && result.position.currentPrice).toBe("10.5");
  });

  it("names a token without a symbol or name 'unknown' / 'Unknown Token'", () => {
    const result = spotPositionFromIcpToken({ name: " ", symbol: null, price: 2 });
    expect(result.ok && [result.position.symbol, result.position.name]).toEqual(["unknown", "Unknown Token"]);
  });

  it("refuses a token without a recorded price rather than inventing one", () => {
    expect(spotPositionFromIcpToken({ name: "CHAT", symbol: "CHAT", price: null })).toEqual({
      ok: false,
      reason: "No price is recorded for this token, so it cannot be added to your portfolio.",
    });
  });

  it("refuses a price that the stored precision would turn into 0", () => {
    const result = spotPositionFromIcpToken({ name: "Dust", symbol: "DUST", price: 0.000000001 });
    expect(result.ok).toBe(false);
  });
});
