import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsPage } from "./news-page";

const me = { id: 7, username: "ann", firstName: null, lastName: null, email: null, isAdmin: false };

/** The page inside a real router and query client; the API answers from `routes`. */
function renderPage(routes: Record<string, unknown>, tab: "published" | "mine" = "published") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0]!;
      return path in routes
        ? Response.json(routes[path])
        : new Response('{"error":{"message":"nope"}}', { status: 401 });
    }),
  );
  vi.stubGlobal("scrollTo", vi.fn()); // the router restores scroll; jsdom has no layout
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onTabChange = vi.fn();
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <NewsPage tab={tab} onTabChange={onTabChange} /> }),
    history: createMemoryHistory({ initialEntries: ["/news"] }),
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onTabChange };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("news page", () => {
  it("shows visitors the published list without tabs, its empty state and a way to sign in", async () => {
    renderPage({ "/api/news": [], "/api/news/featured": [] });
    expect(await screen.findByText("No published articles yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Crypto News" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "My Articles" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Featured Articles" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in to write" })).toHaveAttribute("href", "/auth");
  });

  it("shows a signed-in user both tabs and the My Articles empty state that opens the Create Article dialog", async () => {
    const { onTabChange } = renderPage(
      { "/api/user": me, "/api/news": [], "/api/news/featured": [], "/api/my-news": [] },
      "mine",
    );
    expect(await screen.findByText("You haven't created any articles yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Published News" }));
    expect(onTabChange).toHaveBeenCalledWith("published");
    fireEvent.click(screen.getByRole("button", { name: "Create Your First Article" }));
    expect(await screen.findByRole("dialog", { name: "Create Article" })).toBeInTheDocument();
  });
});
