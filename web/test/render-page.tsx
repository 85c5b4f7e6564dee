import { QueryClientProvider } from "@tanstack/react-query";
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createQueryClient } from "../src/lib/query-client";
import { AppToaster } from "../src/lib/toast";

/**
 * Pages by path inside a router (opened at `path`), the app's query client and the toaster, as the app
 * mounts them. The first path is the default start.
 */
export function renderRoutes(pages: Record<string, () => ReactNode>, path = Object.keys(pages)[0]!) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AppToaster />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren(
    Object.entries(pages).map(([at, component]) =>
      createRoute({ getParentRoute: () => rootRoute, path: at, component }),
    ),
  );
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** One page at `path`. */
export const renderPage = (page: () => ReactNode, path = "/") => renderRoutes({ [path]: page });
