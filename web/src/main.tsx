import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createRouter } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { trackPageViews } from "./features/admin-stats/visit-beacon";
import { seedFirstScreen } from "./first-screen";
import { createQueryClient } from "./lib/query-client";
import { nextTask } from "./lib/when-idle";
import { routeTree } from "./routeTree.gen";
import { Spinner } from "./components/spinner";
import "./styles.css";

const queryClient = createQueryClient();
const seeded = seedFirstScreen(queryClient);

// The start-up is cut into tasks of its own (the modules' evaluation, the router, its first match, the first
// render), each short enough not to block a phone's main thread.
await nextTask();
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

// A route whose code is in this chunk (the market at /) is matched and its loader run before the first
// render, so that render draws the page itself: left to the router's mount, the match re-rendered everything
// at once, in one long task. A route whose code is still to download renders the shell meanwhile (its load
// does not settle before the router is mounted). The render is a transition: React yields to the browser
// every few milliseconds instead of building the page in one task.
await seeded;
await Promise.race([router.load(), nextTask()]);
await nextTask();
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
