import { queryOptions } from "@tanstack/react-query";
import type { HistoryRange } from "../../../../domain/price-history";
import { api } from "../../lib/api";

/** The server refreshes prices every minute and caches these answers 30 s. */
const REFRESH_MS = 60_000;

export const coinQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/coins", encodeURIComponent(id)],
    queryFn: ({ signal }) => api.get("/api/coins/:id", { param: { id } }, { signal }),
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });

export const coinHistoryQueryOptions = (id: string, range: HistoryRange) =>
  queryOptions({
    queryKey: [`/api/coins/${encodeURIComponent(id)}/history?range=${range}`],
    queryFn: ({ signal }) => api.get("/api/coins/:id/history", { param: { id }, query: { range } }, { signal }),
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
