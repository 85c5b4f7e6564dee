import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { Suspense, lazy, useEffect, useState } from "react";
import { useAuth, useLogout } from "../features/auth/queries";
import { sessionIntent } from "../features/auth/session-watcher";
import { notify, notifyError } from "../lib/toast";
import { messageOf } from "../lib/api";
import { Button, buttonClass } from "./button";
import { DataStatus } from "./data-status";

// The bell (issue 18) is its own chunk, fetched only once someone is signed in.
const NotificationBell = lazy(() => import("../features/notifications/bell"));
const Bell = () => (
  <Suspense fallback={<span className="size-9" />}>
    <NotificationBell />
  </Suspense>
);

type NavItem = { to: string; label: string; match?: (path: string) => boolean };

const publicItems: NavItem[] = [
  { to: "/", label: "Market", match: (p) => p === "/" || p === "/market" },
  { to: "/icp-tokens", label: "ICP Tokens" },
  { to: "/news", label: "News" },
  { to: "/chat", label: "Chat" },
  { to: "/arbitrage", label: "Arbitrage" },
];
const userItems: NavItem[] = [
  { to: "/portfolio", label: "Portfolio" },
  { to: "/advertise", label: "Advertise" },
];
const adminItems: NavItem[] = [
  { to: "/admin", label: "Admin", match: (p) => p === "/admin" || p === "/admin/" },
  { to: "/admin/ads", label: "Ad Review" },
];

const isActive = (item: NavItem, path: string) =>
  item.match ? item.match(path) : path === item.to || path.startsWith(`${item.to}/`);

export function Navbar() {
  const { user, status, isAdmin } = useAuth();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const logout = useLogout();
  const navigate = useNavigate();
  // A plain toggle rather than a Headless UI Disclosure keeps the UI library off the first page load.
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [path]);
  const items = [...publicItems, ...(user ? userItems : []), ...(isAdmin ? adminItems : [])];

  const signOut = () => {
    sessionIntent.current = "logout";
    logout.mutate(undefined, {
      onSuccess: () => {
        notify({ title: "Signed out", description: "You have been signed out. See you soon!", duration: 3000 });
        void navigate({ to: "/" });
      },
      onError: (error) => {
        sessionIntent.current = null;
        notifyError("Logout failed", messageOf(error, "Something went wrong"));
      },
    });
  };

  const linkClass = (item: NavItem) =>
    `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${
      isActive(item, path) ? "bg-slate-800 text-white" : "text-slate-300 hover:bg-slate-800/60 hover:text-white"
    }`;

  return (
    <nav className="fixed inset-x-0 top-0 z-40 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-white"
          aria-label="Coinfolio home"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          Coinfolio
        </Link>
        <DataStatus />
        <div className="hidden items-center gap-0.5 lg:flex">
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass(item)}
              aria-current={isActive(item, path) ? "page" : undefined}
            >
              {item.label}
            </Link>
          ))}
        </div>
        <div className="ml-auto hidden shrink-0 items-center gap-3 lg:flex">
          {status === "loading" ? null : user ? (
            <>
              <Bell />
              <Link
                to="/account"
                className="text-sm font-medium text-emerald-300 hover:text-emerald-200"
                data-testid="nav-username"
                title="Account"
              >
                @{user.username}
              </Link>
              <Button variant="secondary" size="sm" onClick={signOut} disabled={logout.isPending}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <span className="hidden text-xs font-medium text-amber-300 xl:inline">
                Run Low Cost Ads When You Create an Account!
              </span>
              <Link to="/auth" className={buttonClass("ghost", "sm")}>
                Sign In
              </Link>
              <Link to="/auth" search={{ tab: "register" }} className={buttonClass("primary", "sm")}>
                Create Account
              </Link>
            </>
          )}
        </div>
        {user ? (
          <div className="ml-auto lg:hidden">
            <Bell />
          </div>
        ) : null}
        <button
          type="button"
          className={`${user ? "" : "ml-auto "}inline-flex size-11 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 lg:hidden`}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-800 bg-slate-950 px-4 pb-4 pt-2 lg:hidden">
          <div className="flex flex-col gap-1">
            {items.map((item) => (
              <Link key={item.to} to={item.to} className={linkClass(item)} onClick={() => close()}>
                {item.label}
              </Link>
            ))}
          </div>
          <div className="mt-3 flex items-center gap-3 border-t border-slate-800 pt-3">
            {user ? (
              <>
                <Link to="/account" className="text-sm font-medium text-emerald-300" onClick={() => close()}>
                  @{user.username}
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  className="ml-auto"
                  onClick={() => {
                    close();
                    signOut();
                  }}
                >
                  Sign Out
                </Button>
              </>
            ) : status === "loading" ? null : (
              <>
                <Link to="/auth" className={buttonClass("secondary", "sm")} onClick={() => close()}>
                  Sign In
                </Link>
                <Link
                  to="/auth"
                  search={{ tab: "register" }}
                  className={buttonClass("primary", "sm")}
                  onClick={() => close()}
                >
                  Create Account
                </Link>
              </>
            )}
          </div>
        </div>
      ) : null}
    </nav>
  );
}
