import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { AppToaster } from "../../lib/toast";

// jsdom has no matchMedia; the toaster asks it about reduced motion.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

/** Renders with a fresh query client (signed in as user 7 unless told otherwise) and the toaster. */
export function renderWithClient(ui: ReactNode, { signedIn = true } = {}): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(
    ["/api/user"],
    signedIn ? { id: 7, username: "ada", firstName: null, lastName: null, email: null, isAdmin: false } : null,
  );
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <AppToaster />
    </QueryClientProvider>,
  );
}

type Route = (url: string, init?: RequestInit) => unknown;

/** Stubs fetch with a function of the URL; answers JSON. Returns the mock to inspect calls. */
export function stubApi(route: Route) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = await route(url, init);
    return body instanceof Response ? body : Response.json(body ?? null);
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

export const calls = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls.filter(([url]) => String(url).startsWith(path));
