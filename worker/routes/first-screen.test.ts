import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FirstScreen } from "../../schema/market-api";
import { api, signUp } from "../test/helpers";
import { purgeCache, resetMarketTables } from "../test/market-helpers";

const PARTS = ["/api/status", "/api/market-status", "/api/top-coins?limit=20", "/api/active-ads"];

const firstScreen = async (cookie?: string) => {
  const res = await api("/api/first-screen", { cookie });
  expect(res.status).toBe(200);
  return { res, body: (await res.json()) as FirstScreen };
};

beforeEach(async () => {
  await resetMarketTables();
  for (const path of PARTS) await purgeCache(path);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("GET /api/first-screen", () => {
  it("answers each part as its own route does, and no user for a visitor", async () => {
    const { res, body } = await firstScreen();
    const own = async (path: string) => (await (await api(path)).json()) as unknown;
    expect(body.status).toEqual(await own("/api/status"));
    expect(body.marketStatus).toEqual(await own("/api/market-status"));
    expect(body.tickerCoins).toEqual(await own("/api/top-coins?limit=20"));
    expect(body.tickerCoins).toHaveLength(20);
    expect(body.activeAds).toEqual(await own("/api/active-ads"));
    expect(body.user).toBeNull();
    // It may carry the session's user: never kept by a shared cache.
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("carries the signed-in user of the request's own cookie, and no one else's", async () => {
    const alice = await signUp("alice");
    const bob = await signUp("bob");
    expect((await firstScreen(alice.cookie)).body.user).toMatchObject({ id: alice.user.id, username: alice.username });
    expect((await firstScreen(bob.cookie)).body.user).toMatchObject({ id: bob.user.id, username: bob.username });
  });

  it("treats a tampered or signed-out cookie as a visitor", async () => {
    const carol = await signUp("carol");
    const [name, value] = carol.cookie.split("=");
    expect((await firstScreen(`${name}=${value!.slice(0, -4)}AAAA`)).body.user).toBeNull();
    await api("/api/logout", { method: "POST", cookie: carol.cookie });
    expect((await firstScreen(carol.cookie)).body.user).toBeNull();
  });

  it("ignores query parameters (there is nothing to ask) and refuses writes", async () => {
    const { body } = await firstScreen();
    const res = await api("/api/first-screen?limit=5&user=1");
    expect(res.status).toBe(200);
    expect(((await res.json()) as FirstScreen).tickerCoins).toEqual(body.tickerCoins);
    expect((await api("/api/first-screen", { method: "POST" })).status).toBe(404);
  });
});
