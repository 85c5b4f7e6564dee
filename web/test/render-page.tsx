import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createQueryClient } from "../src/lib/query-client";
import { AppToaster } from "../src/lib/toast";

/** One page at `path` inside a router, the app's query client and the toaster, as the app mounts it. */
export function renderPage(page: () => ReactNode, path = "/") {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          {page()}
          <AppToaster />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
