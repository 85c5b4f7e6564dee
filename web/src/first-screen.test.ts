import { afterEach, describe, expect, it, vi } from "vitest";
import type { FirstScreen } from "../../schema/market-api";
import { seedFirstScreen } from "./first-screen";
import { createQueryClient } from "./lib/query-client";

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const PARTS: Required<FirstScreen> = {
  status: { sources: [] },
  marketStatus: {
    source: "snapshot",
    updatedAt: "2024-12-19T00:00:00.000Z",
    label: "offline snapshot",
    failingSince: null,
  },
  tickerCoins: [],
  activeAds: [],
  user: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("seedFirstScreen", () => {
  it("puts each part under the key of the query that would ask its route, from the preloaded request", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(PARTS));
    const queryClient = createQueryClient();
    await seedFirstScreen(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The preload in index.html is reused only by a request with the same URL and credentials mode.
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/first-screen");
    expect((fetchMock.mock.calls[0]![1] as RequestInit).credentials).toBeUndefined();
    expect(queryClient.getQueryData(["/api/status"])).toEqual(PARTS.status);
    expect(queryClient.getQueryData(["/api/market-status"])).toEqual(PARTS.marketStatus);
    expect(queryClient.getQueryData(["/api/top-coins?limit=20"])).toEqual([]);
    expect(queryClient.getQueryData(["/api/active-ads"])).toEqual([]);
    // A visitor: known to be signed out (null), not unknown (undefined), so nothing asks /api/user again.
    expect(queryClient.getQueryState(["/api/user"])?.status).toBe("success");
    expect(queryClient.getQueryData(["/api/user"])).toBeNull();
  });

  it("leaves out a part the answer lacks", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(answer({ status: PARTS.status }));
    const queryClient = createQueryClient();
    await seedFirstScreen(queryClient);
    expect(queryClient.getQueryData(["/api/status"])).toEqual(PARTS.status);
    expect(queryClient.getQueryState(["/api/user"])).toBeUndefined();
    expect(queryClient.getQueryState(["/api/active-ads"])).toBeUndefined();
  });

  it.each([
    ["a failed answer", () => Promise.resolve(answer({ error: { code: "internal", message: "x" } }, 500))],
    ["no network", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an answer that is not JSON", () => Promise.resolve(new Response("<html>", { status: 200 }))],
  ])("seeds nothing and never fails on %s", async (_case, respond) => {
    vi.spyOn(globalThis, "fetch").mockImplementation(respond);
    const queryClient = createQueryClient();
    await expect(seedFirstScreen(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("gives up on a slow answer after 0.4 s, so the first screen is never held back longer", async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const queryClient = createQueryClient();
    let done = false;
    const seeding = seedFirstScreen(queryClient).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(350);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await seeding;
    expect(done).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
