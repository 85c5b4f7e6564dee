import { queryOptions } from "@tanstack/react-query";
import type { HistoryRange } from "../../../../domain/price-history";
import type { CoinDetail, CoinHistory } from "../../../../schema/coin-api";
import { getQueryFn } from "../../lib/api";

/** The server refreshes prices every minute and caches these answers 30 s. */
const REFRESH_MS = 60_000;
const get = <T>() => getQueryFn<T>({ on401: "throw" });

export const coinQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/coins", encodeURIComponent(id)],
    queryFn: get<CoinDetail>(),
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });

export const coinHistoryQueryOptions = (id: string, range: HistoryRange) =>
  queryOptions({
    queryKey: [`/api/coins/${encodeURIComponent(id)}/history?range=${range}`],
    queryFn: get<CoinHistory>(),
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
