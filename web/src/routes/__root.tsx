import type { QueryClient } from "@tanstack/react-query";
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from "@tanstack/react-router";
import { Navbar } from "../components/navbar";
import { TickerSlot } from "../components/ticker-slot";
import { AccountDialogs } from "../features/auth/account-dialogs";
import { SessionWatcher } from "../features/auth/session-watcher";
import { AppToaster } from "../lib/toast";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  // Needed only when a page is missing or fails: their code loads then, not with every first page.
  notFoundComponent: lazyRouteComponent(() => import("../components/not-found"), "NotFound"),
  errorComponent: lazyRouteComponent(() => import("../components/route-error"), "RouteError"),
});

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <div className="pt-16">
        <TickerSlot />
      </div>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-800 py-6 text-center text-xs text-slate-500">
        Coinfolio · Market data is informational, not financial advice.
      </footer>
      <SessionWatcher />
      <AccountDialogs />
      <AppToaster />
    </div>
  );
}
