import type { PreloadedRoute } from "./route-preload";

/**
 * The routes whose code and first data the HTML asks for (web/build/route-preload.ts). The data URLs must be
 * the ones the page's queries ask for, with the first range its chart opens on (DEFAULT_HISTORY_RANGE);
 * web/src/features/coins/queries.test.ts holds them to it.
 */
export const PRELOADED_ROUTES: PreloadedRoute[] = [
  {
    path: "^/coins/([^/]+)/?$",
    file: "routes/coins/$id.tsx",
    data: ["/api/coins/$1", "/api/coins/$1/history?range=7d"],
  },
];
