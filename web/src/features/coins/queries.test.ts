import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_HISTORY_RANGE } from "../../../../domain/price-history";
import { PRELOADED_ROUTES } from "../../../build/preloaded-routes";
import { coinHistoryQueryOptions, coinQueryOptions } from "./queries";

afterEach(() => vi.unstubAllGlobals());

describe("the coin page's preloads", () => {
  const route = PRELOADED_ROUTES.find((r) => r.file === "routes/coins/$id.tsx")!;

  it("match the coin page's address and take its id", () => {
    expect(new RegExp(route.path).exec("/coins/bitcoin")?.[1]).toBe("bitcoin");
    expect(new RegExp(route.path).exec("/coins/bitcoin/")?.[1]).toBe("bitcoin");
    expect(new RegExp(route.path).exec("/coins/bitcoin/x")).toBeNull();
    expect(new RegExp(route.path).exec("/market")).toBeNull();
  });

  it("are the requests the page's first queries make (same URLs, with credentials): the coin and its chart's first range", async () => {
    const asked: Array<[string, RequestCredentials | undefined]> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push([url, init?.credentials]);
        return Response.json({});
      }),
    );
    const client = new QueryClient();
    await client.fetchQuery(coinQueryOptions("bitcoin"));
    await client.fetchQuery(coinHistoryQueryOptions("bitcoin", DEFAULT_HISTORY_RANGE));
    // The preloads are made with crossorigin="use-credentials", which matches credentials: "include".
    expect(asked).toEqual(route.data.map((url) => [url.replace("$1", "bitcoin"), "include"]));
  });
});
