import { afterEach, describe, expect, it, vi } from "vitest";
import { wranglerDevArgs } from "./lib.mjs";

afterEach(() => vi.unstubAllEnvs());

describe("wrangler dev arguments (npm start)", () => {
  it("passes the caller's arguments through: live data by default", () => {
    vi.stubEnv("COINFOLIO_OFFLINE", "");
    expect(wranglerDevArgs(["--var", "COINGECKO_PLAN:demo"])).toEqual(["--var", "COINGECKO_PLAN:demo"]);
  });

  it("--offline switches both sources to the snapshots, before the caller's own --var", () => {
    vi.stubEnv("COINFOLIO_OFFLINE", "");
    expect(wranglerDevArgs(["--offline", "--var", "COINGECKO_PLAN:demo"])).toEqual([
      "--var",
      "COINGECKO_PLAN:offline",
      "--var",
      "ICP_SOURCE:offline",
      "--var",
      "COINGECKO_PLAN:demo",
    ]);
  });

  it("COINFOLIO_OFFLINE=1 does the same (the browser tests and benches set it)", () => {
    vi.stubEnv("COINFOLIO_OFFLINE", "1");
    expect(wranglerDevArgs([])).toEqual(["--var", "COINGECKO_PLAN:offline", "--var", "ICP_SOURCE:offline"]);
  });
});
