import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ECOSYSTEM_MEMBERS, SYMBOL_ECOSYSTEMS, ecosystemForSymbol, membersOf } from "./ecosystem-members";
import { ECOSYSTEMS, findEcosystem } from "./ecosystems";

// The ids in the order product.md § Ecosystems lists them (all 31).
const SPEC_IDS = [
  "ethereum",
  "binance-smart-chain",
  "solana",
  "polygon",
  "avalanche",
  "cardano",
  "internet-computer",
  "cosmos",
  "polkadot",
  "fantom",
  "arbitrum",
  "optimism",
  "near",
  "harmony",
  "cronos",
  "tron",
  "algorand",
  "hedera",
  "flow",
  "aptos",
  "sui",
  "starknet",
  "zkspace",
  "dydx",
  "metis",
  "boba",
  "celo",
  "fuse",
  "xdai",
  "aurora",
  "milkomeda",
];

const snapshot = JSON.parse(readFileSync(new URL("../worker/data/market-snapshot.json", import.meta.url), "utf8")) as {
  coins: Array<{ id: string; symbol: string }>;
};
const snapshotIds = new Set(snapshot.coins.map((c) => c.id));

describe("ecosystem definitions", () => {
  it("hold every id product.md § Ecosystems lists, in its order, once", () => {
    expect(ECOSYSTEMS.map((e) => e.id)).toEqual(SPEC_IDS);
  });
  it("each has a name, a one-line description, a hex gradient and CoinGecko ids", () => {
    for (const e of ECOSYSTEMS) {
      expect(e.name.length, e.id).toBeGreaterThan(1);
      expect(e.description, e.id).toMatch(/^[A-Z].{10,90}\.$/);
      expect(e.colors.from, e.id).toMatch(/^#[0-9A-F]{6}$/);
      expect(e.colors.to, e.id).toMatch(/^#[0-9A-F]{6}$/);
      expect(e.categoryId, e.id).toMatch(/^[a-z0-9-]+$/);
      expect(e.platformId, e.id).toMatch(/^[a-z0-9-]+$/);
    }
  });
  it("findEcosystem knows the ids and nothing else", () => {
    expect(findEcosystem("solana")?.categoryId).toBe("solana-ecosystem");
    expect(findEcosystem("polkadot")?.categoryId).toBe("dot-ecosystem");
    expect(findEcosystem("unknown-chain")).toBeNull();
    expect(findEcosystem("__proto__")).toBeNull();
  });
});

describe("membership table", () => {
  it("has a list for exactly the known ecosystems", () => {
    expect(Object.keys(ECOSYSTEM_MEMBERS).sort()).toEqual([...SPEC_IDS].sort());
  });
  it("names only coins that are in the offline snapshot (catches typos in ids)", () => {
    for (const [ecosystem, ids] of Object.entries(ECOSYSTEM_MEMBERS)) {
      for (const id of ids) expect(snapshotIds.has(id), `${ecosystem}: ${id}`).toBe(true);
      expect(new Set(ids).size, ecosystem).toBe(ids.length);
    }
  });
  it("lists each chain's own coin in its ecosystem", () => {
    expect(membersOf("ethereum")).toContain("ethereum");
    expect(membersOf("solana")).toContain("solana");
    expect(membersOf("internet-computer")).toEqual(["internet-computer"]);
    expect(membersOf("no-such-chain")).toEqual([]);
    expect(membersOf("toString")).toEqual([]);
  });
});

describe("symbol → ecosystem map", () => {
  it("points only at known ecosystems", () => {
    for (const [symbol, id] of Object.entries(SYMBOL_ECOSYSTEMS)) expect(findEcosystem(id), symbol).not.toBeNull();
  });
  it("matches symbols case-insensitively and leaves others unlinked", () => {
    expect(ecosystemForSymbol("ETH")).toBe("ethereum");
    expect(ecosystemForSymbol("icp")).toBe("internet-computer");
    expect(ecosystemForSymbol("btc")).toBeNull();
    expect(ecosystemForSymbol("constructor")).toBeNull();
  });
  it("agrees with the membership table: a mapped coin of the snapshot is a member of its ecosystem", () => {
    for (const coin of snapshot.coins) {
      const id = ecosystemForSymbol(coin.symbol);
      if (id && ["eth", "sol", "bnb", "ada", "icp", "atom", "dot", "trx", "sui", "apt"].includes(coin.symbol)) {
        expect(membersOf(id), coin.id).toContain(coin.id);
      }
    }
  });
});
