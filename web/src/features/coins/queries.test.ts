import { describe, expect, it } from "vitest";
import { DEFAULT_HISTORY_RANGE } from "../../../../domain/price-history";
import { PRELOADED_ROUTES } from "../../../build/preloaded-routes";
import { coinHistoryQueryOptions, coinQueryOptions } from "./queries";

/** The URL a default GET query asks for (lib/api.ts: the key's parts joined by slashes). */
const urlOf = (queryKey: readonly unknown[]) => queryKey.join("/");

describe("the coin page's preloads", () => {
  const route = PRELOADED_ROUTES.find((r) => r.file === "routes/coins/$id.tsx")!;

  it("match the coin page's address and take its id", () => {
    expect(new RegExp(route.path).exec("/coins/bitcoin")?.[1]).toBe("bitcoin");
    expect(new RegExp(route.path).exec("/coins/bitcoin/")?.[1]).toBe("bitcoin");
    expect(new RegExp(route.path).exec("/coins/bitcoin/x")).toBeNull();
    expect(new RegExp(route.path).exec("/market")).toBeNull();
  });

  it("are the URLs the page's first queries ask for: the coin and its chart's first range", () => {
    const data = route.data.map((url) => url.replace("$1", "bitcoin"));
    expect(data).toEqual([
      urlOf(coinQueryOptions("bitcoin").queryKey),
      urlOf(coinHistoryQueryOptions("bitcoin", DEFAULT_HISTORY_RANGE).queryKey),
    ]);
  });
});
