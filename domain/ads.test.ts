import { describe, expect, it } from "vitest";
import type { ServedAd } from "../schema/ad-constants";
import {
  featuredIcpTokenAds,
  isAwaitingPayment,
  isAwaitingReview,
  isLive,
  orderSponsoredRows,
  runWindow,
  sortServedAds,
  withHouseAds,
} from "./ads";
import { HOUSE_ADS } from "./house-ads";

const NOW = new Date("2026-03-01T12:00:00Z");
const same = (row: { id: string; symbol: string }) => row;
const ad = (
  id: string,
  type: ServedAd["type"],
  config: Partial<ServedAd["config"]>,
  extra: Partial<ServedAd> = {},
): ServedAd => ({
  id,
  type,
  startDate: "2026-02-28T00:00:00.000Z",
  endDate: "2026-03-10T00:00:00.000Z",
  priority: 1,
  config: { name: id, placement: "market", ...config },
  ...extra,
});

describe("order status machine", () => {
  it("takes payment details only while pending and a review only once confirmed", () => {
    expect(isAwaitingPayment("pending")).toBe(true);
    for (const status of ["confirmed", "paid", "active", "rejected", "expired"] as const) {
      expect(isAwaitingPayment(status)).toBe(false);
    }
    expect(isAwaitingReview("confirmed")).toBe(true);
    for (const status of ["pending", "paid", "active", "rejected", "expired"] as const) {
      expect(isAwaitingReview(status)).toBe(false);
    }
  });

  it("runs an approved 7-day ad from the approval to 7 days later", () => {
    expect(runWindow(NOW, 7)).toEqual({ startDate: NOW, endDate: new Date("2026-03-08T12:00:00Z") });
  });
});

describe("an ad is live when active and inside its dates", () => {
  const dates = { startDate: new Date("2026-03-01T00:00:00Z"), endDate: new Date("2026-03-02T00:00:00Z") };
  it.each([
    ["active, inside its dates", { status: "active" as const, ...dates }, NOW, true],
    ["active, at its very start", { status: "active" as const, ...dates }, dates.startDate, true],
    ["active, at its end", { status: "active" as const, ...dates }, dates.endDate, false],
    ["active, not started", { status: "active" as const, ...dates }, new Date("2026-02-28T00:00:00Z"), false],
    ["confirmed, awaiting review", { status: "confirmed" as const, ...dates }, NOW, false],
    ["active without dates", { status: "active" as const, startDate: null, endDate: null }, NOW, false],
  ])("%s", (_, order, now, live) => {
    expect(isLive(order, now)).toBe(live);
  });
});

describe("serving order (product.md § Serving ads)", () => {
  it("puts higher priority first, then the newest start", () => {
    const sorted = sortServedAds([
      ad("old", "banner", {}, { startDate: "2026-02-01T00:00:00.000Z" }),
      ad("low", "banner", {}, { priority: 0 }),
      ad("new", "banner", {}, { startDate: "2026-02-27T00:00:00.000Z" }),
      ad("high", "banner", {}, { priority: 5 }),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(["high", "new", "old", "low"]);
  });

  it("keeps house ads out of a type with a paid ad live, and serves them for the other types", () => {
    const served = withHouseAds([ad("order-1", "banner", { placement: "top", title: "Paid" })], HOUSE_ADS);
    expect(served.map((a) => a.id)).toEqual(["order-1", "house-token-icp", "house-token-ckbtc", "house-news-ticker"]);
    expect(withHouseAds([], HOUSE_ADS)).toHaveLength(HOUSE_ADS.length);
  });

  it("marks every house ad as Coinfolio's own and pins no token", () => {
    for (const house of HOUSE_ADS) {
      expect(house.config).toMatchObject({ sponsorName: "Coinfolio", house: true });
      expect(house.config.forceToTop).not.toBe(true);
    }
  });
});

describe("sponsored tokens in a list (highlighted, then forced-top promoted, then the rest)", () => {
  const rows = [
    { id: "bitcoin", symbol: "btc" },
    { id: "ethereum", symbol: "eth" },
    { id: "solana", symbol: "sol" },
    { id: "nervos-network", symbol: "ckb" },
    { id: "dogecoin", symbol: "doge" },
  ];

  it("moves a highlighted token above a forced-top promoted one, and the rest keep their order", () => {
    const ads = [
      ad("p", "promoted_token", { coinId: "nervos-network", symbol: "CKB", forceToTop: true }),
      ad("h", "highlight", { coinId: "solana", symbol: "SOL", highlightColor: "#22c55e" }),
    ];
    const ordered = orderSponsoredRows(rows, ads, "market", same);
    expect(ordered.map(({ row }) => row.id)).toEqual(["solana", "nervos-network", "bitcoin", "ethereum", "dogecoin"]);
    expect(ordered[0]!.sponsorship).toMatchObject({ kind: "highlight", highlightColor: "#22c55e", forceToTop: false });
    expect(ordered[1]!.sponsorship).toMatchObject({ kind: "promoted", forceToTop: true });
    expect(ordered[2]!.sponsorship).toBeNull();
  });

  it("leaves a promoted token that is not forced to the top in its place, badge and all", () => {
    const ordered = orderSponsoredRows(
      rows,
      [ad("p", "promoted_token", { coinId: "ethereum", symbol: "ETH" })],
      "market",
      same,
    );
    expect(ordered.map(({ row }) => row.id)).toEqual(rows.map((r) => r.id));
    expect(ordered[1]!.sponsorship?.kind).toBe("promoted");
  });

  it("orders two highlighted tokens by their ads' priority", () => {
    const ads = [
      ad("h1", "highlight", { coinId: "bitcoin", symbol: "BTC", highlightColor: "#111111" }),
      ad("h2", "highlight", { coinId: "dogecoin", symbol: "DOGE", highlightColor: "#222222" }, { priority: 3 }),
    ];
    expect(
      orderSponsoredRows(rows, ads, "market", same)
        .map(({ row }) => row.id)
        .slice(0, 2),
    ).toEqual(["dogecoin", "bitcoin"]);
  });

  it("honours placement: an ICP-only ad leaves the market list alone", () => {
    const ads = [
      ad("h", "highlight", { coinId: "solana", symbol: "SOL", highlightColor: "#22c55e", placement: "icp_tokens" }),
    ];
    expect(orderSponsoredRows(rows, ads, "market", same).every(({ sponsorship }) => sponsorship === null)).toBe(true);
  });

  it("matches market rows by coin id, not a shared symbol, and custom tokens by symbol", () => {
    const lookalike = [{ id: "ethereum-wormhole", symbol: "eth" }, ...rows];
    const ads = [
      ad("p", "promoted_token", { coinId: "ethereum", symbol: "ETH", forceToTop: true }),
      ad("c", "highlight", { coinId: "custom-doge", symbol: "DOGE", highlightColor: "#333333" }),
    ];
    const tagged = orderSponsoredRows(lookalike, ads, "market", same);
    expect(tagged.find(({ row }) => row.id === "ethereum-wormhole")!.sponsorship).toBeNull();
    expect(tagged.map(({ row }) => row.id).slice(0, 2)).toEqual(["dogecoin", "ethereum"]);
  });

  it("matches ICP tokens (listed by canister id) by symbol", () => {
    const icpRows = [
      { canister_id: "ryjl3-tyaaa-aaaaa-aaaba-cai", symbol: "ICP" },
      { canister_id: "mxzaz-hqaaa-aaaar-qaada-cai", symbol: "ckBTC" },
    ];
    const ads = [
      ad("h", "highlight", { coinId: "custom-ckbtc", symbol: "CKBTC", highlightColor: "#444444", placement: "both" }),
    ];
    expect(
      orderSponsoredRows(icpRows, ads, "icp_tokens", (r) => ({ id: r.canister_id, symbol: r.symbol }))[0]!.row.symbol,
    ).toBe("ckBTC");
  });

  it("features the ICP list's promoted tokens that are not forced to the top", () => {
    const ads = [
      ad("pinned", "promoted_token", { coinId: "a", symbol: "A", placement: "icp_tokens", forceToTop: true }),
      ad("card", "promoted_token", { coinId: "b", symbol: "B", placement: "both" }),
      ad("market-only", "promoted_token", { coinId: "c", symbol: "C", placement: "market" }),
      ad("colour", "highlight", { coinId: "d", symbol: "D", placement: "icp_tokens", highlightColor: "#555555" }),
    ];
    expect(featuredIcpTokenAds(ads).map((a) => a.id)).toEqual(["card"]);
  });
});
