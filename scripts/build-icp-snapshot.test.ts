import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildIcpSnapshot, loadRecordings } from "./build-icp-snapshot.mjs";

type SnapshotToken = Record<string, string | number | null> & { canister_id: string; figures_from: string | null };
const committed = JSON.parse(readFileSync(new URL("../worker/data/icp-snapshot.json", import.meta.url), "utf8")) as {
  tokens: SnapshotToken[];
};
const FIGURES = ["price", "market_cap", "volume_24h", "price_change_24h", "tvl"] as const;

/** Every number in a recording, as a plain decimal without trailing zeros. */
function recordedNumbers(file: string): Set<string> {
  const numbers = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
    else if (/^-?\d+(\.\d+)?$/.test(String(value)))
      numbers.add(
        String(value)
          .replace(/(\.\d*?)0+$/, "$1")
          .replace(/\.$/, ""),
      );
  };
  walk(JSON.parse(readFileSync(new URL(`../worker/test/fixtures/${file}`, import.meta.url), "utf8")));
  return numbers;
}

describe("ICP offline snapshot", () => {
  it("is exactly what the build script makes from the recordings (no hand edits)", () => {
    expect(JSON.parse(JSON.stringify(buildIcpSnapshot(loadRecordings())))).toEqual(committed);
  });

  it("holds a price only where a recording has one, digit for digit", () => {
    const priced = committed.tokens.filter((token) => token.price !== null);
    expect(priced.map((token) => token.symbol).sort()).toEqual(["Babe", "DC", "GFC", "ICP", "MOTOKO"]);
    for (const token of committed.tokens) {
      if (token.figures_from === null) {
        for (const field of FIGURES) expect(token[field], `${token.symbol}.${field}`).toBeNull();
        continue;
      }
      const recorded = recordedNumbers(token.figures_from);
      for (const field of FIGURES) {
        if (token[field] !== null) expect(recorded, `${token.symbol}.${field}`).toContain(token[field]);
      }
    }
  });

  it("names the well-known tokens, each canister once, with https logos only", () => {
    const symbols = committed.tokens.map((token) => token.symbol);
    for (const symbol of ["ICP", "ckBTC", "ckETH", "ckUSDC", "CHAT", "KINIC", "KONG"])
      expect(symbols).toContain(symbol);
    const ids = committed.tokens.map((token) => token.canister_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(300);
    for (const token of committed.tokens) {
      if (token.logo_url !== null) expect(token.logo_url).toMatch(/^https:\/\/\S{1,290}$/);
    }
  });
});
