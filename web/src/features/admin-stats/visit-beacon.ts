import type { AnyRouter } from "@tanstack/react-router";
import { whenIdle } from "../../lib/when-idle";

/**
 * Page views are counted here, not by the worker: it only runs for /api/* (the SPA's HTML is a static
 * asset), and most page changes never reach the server. `keepalive` lets the beacon outlive a page that is
 * being closed; it is JSON from this origin like every other write, so the CSRF guard accepts it.
 */
export function sendPageView(page: string, referrer: string | null): void {
  // Sent when the browser is idle (within 2 s): it never competes with the page's first render.
  whenIdle(() => postPageView(page, referrer), 2000);
}

function postPageView(page: string, referrer: string | null): void {
  void fetch("/api/visits", {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ page: page.slice(0, 512), referrer: referrer ? referrer.slice(0, 1024) : null }),
  }).catch(() => undefined);
}

/**
 * Sends a page view for the first page and for every route change (path only: a new query string or hash
 * on the same page is not a new view, and query strings may hold what people typed). The referrer is the
 * browser's for the first page, then the previous page of the app. Returns the unsubscribe function.
 */
export function trackPageViews(router: AnyRouter): () => void {
  let referrer: string | null = document.referrer || null;
  return router.subscribe("onResolved", ({ toLocation, pathChanged }) => {
    if (!pathChanged) return;
    const url = new URL(toLocation.href, window.location.origin);
    sendPageView(url.pathname, referrer);
    referrer = `${url.origin}${url.pathname}`;
  });
}
