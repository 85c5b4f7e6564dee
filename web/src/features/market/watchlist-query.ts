import { queryOptions } from "@tanstack/react-query";
import { api, nullIfSignedOut } from "../../lib/api";

/** The signed-in user's starred coin ids (issue 18); null for a visitor. */
export const WATCHLIST_KEY = ["/api/watchlist"] as const;
export const watchlistQuery = queryOptions({
  queryKey: WATCHLIST_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/watchlist", {}, { signal })),
});
