import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, apiRequest, isUnauthorized, messageOf, nullIfSignedOut } from "./api";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("fails with '{status}: {body}' and keeps the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      respond(409, JSON.stringify({ error: { code: "conflict", message: "Username is already taken" } })),
    );
    const error = await apiRequest("POST", "/api/register", { username: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"error":{"code":"conflict","message":"Username is already taken"}}',
    );
    expect(messageOf(error, "fallback")).toBe("Username is already taken");
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", respond(503, "", "Service Unavailable"));
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect((error as Error).message).toBe("503: Service Unavailable");
    expect(messageOf(error, "fallback")).toBe("fallback");
  });

  it("sends writes as JSON with credentials, {} when there is no body", async () => {
    const fetch = respond(200, "{}");
    vi.stubGlobal("fetch", fetch);
    await apiRequest("POST", "/api/logout");
    expect(fetch).toHaveBeenCalledWith("/api/logout", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
  });
});

describe("api", () => {
  it("fills the route's params (encoded, a pattern's too) and its query, in order, leaving out undefined", async () => {
    const fetch = respond(200, JSON.stringify({ id: 1 }));
    vi.stubGlobal("fetch", fetch);
    await expect(api.get("/api/coins/:id/history", { param: { id: "a b" }, query: { range: "7d" } })).resolves.toEqual({
      id: 1,
    });
    await api.get("/api/:dex{icpswap|kongswap}/tokens/top", { param: { dex: "icpswap" }, query: { sort: "volume" } });
    await api.get("/api/realized", { query: { method: "fifo", year: undefined } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/coins/a%20b/history?range=7d",
      "/api/icpswap/tokens/top?sort=volume",
      "/api/realized?method=fifo",
    ]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "GET", credentials: "include", body: undefined });
  });

  it("sends a write's json, or {} without one", async () => {
    const fetch = respond(200, "{}");
    vi.stubGlobal("fetch", fetch);
    await api.patch("/api/price-alerts/:id", { param: { id: "3" }, json: { isActive: false } });
    await api.post("/api/update-prices");
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ["/api/price-alerts/3", "PATCH", '{"isActive":false}'],
      ["/api/update-prices", "POST", "{}"],
    ]);
  });
});

describe("nullIfSignedOut", () => {
  it("turns a 401 into an empty result for reads a visitor makes", async () => {
    vi.stubGlobal("fetch", respond(401, "{}"));
    await expect(nullIfSignedOut(api.get("/api/watchlist"))).resolves.toBeNull();
  });

  it("throws other failures; without it a 401 fails, recognisably", async () => {
    vi.stubGlobal("fetch", respond(500, "boom"));
    await expect(nullIfSignedOut(api.get("/api/watchlist"))).rejects.toThrow("500: boom");
    vi.stubGlobal("fetch", respond(401, "nope"));
    const error = await api.get("/api/user").catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
  });
});
