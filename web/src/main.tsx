import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createRouter } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { trackPageViews } from "./features/admin-stats/visit-beacon";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";
import { Spinner } from "./components/spinner";
import "./styles.css";

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: () => <Spinner />,
});

trackPageViews(router);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

// The first render as a transition: React yields to the browser every few milliseconds instead of building
// the whole shell in one long task (total blocking time on a phone).
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
