import type { QueryClient } from "@tanstack/react-query";
import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { Navbar } from "../components/navbar";
import { NotFound } from "../components/not-found";
import { RouteError } from "../components/route-error";
import { TickerSlot } from "../components/ticker-slot";
import { AccountDialogs } from "../features/auth/account-dialogs";
import { SessionWatcher } from "../features/auth/session-watcher";
import { AppToaster } from "../lib/toast";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
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
