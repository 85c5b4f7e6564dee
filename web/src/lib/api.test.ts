import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn, isUnauthorized, messageOf } from "./api";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("fails with '{status}: {body}' and keeps the server's message", async () => {
    vi.stubGlobal("fetch", respond(409, JSON.stringify({ error: { code: "conflict", message: "Username is already taken" } })));
    const error = await apiRequest("POST", "/api/register", { username: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":{"code":"conflict","message":"Username is already taken"}}');
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

describe("getQueryFn", () => {
  const run = (on401: "returnNull" | "throw"): Promise<unknown> =>
    Promise.resolve(
      getQueryFn<unknown>({ on401 })({ queryKey: ["/api", "user"], signal: new AbortController().signal } as never),
    );

  it("GETs the key parts joined by slashes", async () => {
    const fetch = respond(200, JSON.stringify({ id: 1 }));
    vi.stubGlobal("fetch", fetch);
    await expect(run("throw")).resolves.toEqual({ id: 1 });
    expect(fetch.mock.calls[0]![0]).toBe("/api/user");
  });

  it("turns a 401 into an empty result for default queries", async () => {
    vi.stubGlobal("fetch", respond(401, "{}"));
    await expect(run("returnNull")).resolves.toBeNull();
  });

  it("throws other failures, recognisably 401 when asked to", async () => {
    vi.stubGlobal("fetch", respond(401, "nope"));
    const error = await run("throw").catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
  });
});
