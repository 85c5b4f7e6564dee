import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createRouter } from "@tanstack/react-router";
import { StrictMode } from "react";
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

// The PWA's service worker (web/public/sw.js) shows push notifications; registered once the page has loaded.
if ("serviceWorker" in navigator) addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
