import type { QueryClient } from "@tanstack/react-query";
import type { FirstScreen } from "../../schema/market-api";
import type { ApiAnswer } from "./lib/api";
import { activeAdsQuery } from "./features/ads/queries";
import { userQueryOptions } from "./features/auth/queries";
import { apiStatusQueryOptions, marketStatusQueryOptions, tickerCoinsQueryOptions } from "./features/market/queries";

/** Where each part of GET /api/first-screen belongs: the query that would otherwise ask its route. */
const KEYS = {
  status: apiStatusQueryOptions.queryKey,
  marketStatus: marketStatusQueryOptions.queryKey,
  tickerCoins: tickerCoinsQueryOptions.queryKey,
  activeAds: activeAdsQuery.queryKey,
  user: userQueryOptions.queryKey,
} as const satisfies Record<keyof FirstScreen, readonly unknown[]>;

/** How long the first render may wait for the answer once the code is ready (the answer, asked for with the
 * code, is normally there first); past it the page renders without it and its queries ask their own routes. */
const WAIT_MS = 400;

/**
 * Puts the first screen's data in the query cache before the first render: the HTML preloads
 * /api/first-screen while this code downloads, so the page renders once with its status, ticker, ads and
 * session rather than once more for each answer (each a long task on a phone). Never fails: without the
 * answer the queries ask their routes as before.
 */
export async function seedFirstScreen(queryClient: QueryClient): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WAIT_MS);
  try {
    // The same request as the preload in index.html (same URL and credentials mode), so it is the preload's answer.
    const res = await fetch("/api/first-screen", { signal: controller.signal });
    if (!res.ok) return;
    const parts: ApiAnswer<"get", "/api/first-screen"> = await res.json();
    for (const name of Object.keys(KEYS) as (keyof FirstScreen)[]) {
      if (parts[name] !== undefined) queryClient.setQueryData(KEYS[name], parts[name]);
    }
  } catch {
    // Offline, aborted or not JSON: the queries load as usual.
  } finally {
    clearTimeout(timer);
  }
}
