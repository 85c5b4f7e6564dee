import { describe, expect, it } from "vitest";
import { icpToken } from "./test-tokens";
import { icpSwapTradeUrl, searchIcpTokens, shortCanisterId, sortIcpTokens } from "./token-list";

const tokens = [
  icpToken("ICP", { name: "Internet Computer", price: 4.84, volume: 158_000, canister: "ryjl3-tyaaa-aaaaa-aaaba-cai" }),
  icpToken("CHAT", { name: "CHAT", canister: "2ouva-viaaa-aaaaq-aaamq-cai" }),
  icpToken("DC", { name: "Decent Cloud", price: 0.24, volume: 66, marketCap: 26_986_890 }),
  icpToken("Babe", { name: "Baby jade 8", price: 0.0000086, volume: 14 }),
];
const symbols = (list: typeof tokens) => list.map((t) => t.symbol);

describe("sorting", () => {
  it("keeps tokens without the figure last in both directions", () => {
    expect(symbols(sortIcpTokens(tokens, { key: "price", direction: "asc" }))).toEqual(["Babe", "DC", "ICP", "CHAT"]);
    expect(symbols(sortIcpTokens(tokens, { key: "price", direction: "desc" }))).toEqual(["ICP", "DC", "Babe", "CHAT"]);
    expect(symbols(sortIcpTokens(tokens, { key: "marketCap", direction: "desc" }))).toEqual([
      "DC",
      "Babe",
      "CHAT",
      "ICP",
    ]);
  });

  it("sorts the Token column by name, ignoring case", () => {
    expect(symbols(sortIcpTokens(tokens, { key: "token", direction: "asc" }))).toEqual(["Babe", "CHAT", "DC", "ICP"]);
    expect(symbols(sortIcpTokens(tokens, { key: "token", direction: "desc" }))).toEqual(["ICP", "DC", "CHAT", "Babe"]);
  });

  it("keeps the server's order when nothing is chosen, without touching the input", () => {
    const before = symbols(tokens);
    expect(symbols(sortIcpTokens(tokens, null))).toEqual(before);
    sortIcpTokens(tokens, { key: "token", direction: "asc" });
    expect(symbols(tokens)).toEqual(before);
  });
});

describe("search", () => {
  it.each([
    ["decent", ["DC"]],
    ["BABE", ["Babe"]],
    ["RYJL3-TY", ["ICP"]],
    ["aaamq-cai", ["CHAT"]],
    ["  ", ["ICP", "CHAT", "DC", "Babe"]],
    ["nothing", []],
  ])("'%s' finds %j", (query, expected) => {
    expect(symbols(searchIcpTokens(tokens, query))).toEqual(expected);
  });
});

describe("contract and trade", () => {
  it("shortens a canister id to its first two groups and its suffix", () => {
    expect(shortCanisterId("ryjl3-tyaaa-aaaaa-aaaba-cai")).toBe("ryjl3-tyaaa…cai");
    expect(shortCanisterId("short")).toBe("short");
  });

  it("links to ICPSwap paying ICP, or ckUSDC when the token is ICP itself", () => {
    expect(icpSwapTradeUrl("2ouva-viaaa-aaaaq-aaamq-cai")).toBe(
      "https://app.icpswap.com/swap?input=ryjl3-tyaaa-aaaaa-aaaba-cai&output=2ouva-viaaa-aaaaq-aaamq-cai",
    );
    expect(icpSwapTradeUrl("ryjl3-tyaaa-aaaaa-aaaba-cai")).toBe(
      "https://app.icpswap.com/swap?input=xevnm-gaaaa-aaaar-qafnq-cai&output=ryjl3-tyaaa-aaaaa-aaaba-cai",
    );
  });
});
