import { queryOptions } from "@tanstack/react-query";

/** The signed-in user's starred coin ids (issue 18); the default query function answers null for a visitor. */
export const WATCHLIST_KEY = ["/api/watchlist"] as const;
export const watchlistQuery = queryOptions<string[] | null>({ queryKey: WATCHLIST_KEY });
