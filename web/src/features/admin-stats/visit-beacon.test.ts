import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackPageViews } from "./visit-beacon";

function makeRouter(initial: string) {
  const root = createRootRoute();
  const routes = ["/", "/news", "/ecosystem/$ecosystemId"].map((path) =>
    createRoute({ getParentRoute: () => root, path }),
  );
  return createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
}

const sent = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url, ...init, body: JSON.parse(String(init?.body)) as unknown }));

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  vi.spyOn(document, "referrer", "get").mockReturnValue("https://search.example/");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("page-view beacon", () => {
  it("sends the first page with the browser's referrer, then each new page with the previous one", async () => {
    const router = makeRouter("/");
    const stop = trackPageViews(router);
    await router.load();
    await router.navigate({ to: "/news" });
    await router.navigate({ to: "/news", search: { tab: "mine" } });
    await router.navigate({ to: "/ecosystem/$ecosystemId", params: { ecosystemId: "a b" } });
    stop();
    await router.navigate({ to: "/" });

    const origin = window.location.origin;
    // Sent when the browser is idle, not during the route change.
    await vi.waitFor(() =>
      expect(sent().map((call) => call.body)).toEqual([
        { page: "/", referrer: "https://search.example/" },
        { page: "/news", referrer: `${origin}/` },
        { page: "/ecosystem/a%20b", referrer: `${origin}/news` },
      ]),
    );
  });

  it("posts JSON with credentials and keepalive, and never throws when the call fails", async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError("offline"));
    const router = makeRouter("/news");
    trackPageViews(router);
    await router.load();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        url: "/api/visits",
        method: "POST",
        credentials: "include",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: { page: "/news", referrer: "https://search.example/" },
      },
    ]);
  });
});
