import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_INPUT, DEFAULT_OUTPUT, buildSnapshot, serializeSnapshot } from "./build-market-snapshot.mjs";

const raw = JSON.parse(readFileSync(DEFAULT_INPUT, "utf8"));

describe("offline market snapshot", () => {
  it("the bundled file is exactly what the script builds from the recording (nothing edited by hand)", () => {
    expect(readFileSync(DEFAULT_OUTPUT, "utf8")).toBe(serializeSnapshot(buildSnapshot(raw)));
  });
  it("is as of the recording's latest last_updated", () => {
    expect(buildSnapshot(raw).asOf).toBe("2024-12-19T10:45:02.351Z");
  });
  it("keeps the recorded prices unchanged and the sparkline at 42 points ending on the last one", () => {
    const { coins } = buildSnapshot(raw);
    expect(coins).toHaveLength(250);
    expect(coins[0].current_price).toBe(raw[0].current_price);
    expect(coins[0].sparkline_in_7d.price).toHaveLength(42);
    expect(coins[0].sparkline_in_7d.price.at(-1)).toBe(Number(raw[0].sparkline_in_7d.price.at(-1).toPrecision(6)));
  });
  it("refuses a recording without dates", () => {
    expect(() => buildSnapshot([{ id: "x" }])).toThrow(/date/);
    expect(() => buildSnapshot([])).toThrow();
  });
});
