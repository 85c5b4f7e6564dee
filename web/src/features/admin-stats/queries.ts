import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

/**
 * Any failure, a 401 included, is an error here: the screen shows 'Access Denied' for it (product.md § Admin Dashboard).
 * Always refetched when the dashboard opens, so the numbers are current.
 */
export const adminStatsQueryOptions = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: ({ signal }) => api.get("/api/admin/stats", {}, { signal }),
  staleTime: 0,
});
