import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { IcpSpotPosition } from "../../../../domain/icp-tokens";
import type { HistoryRange } from "../../../../domain/price-history";
import type { IcpStatus, IcpToken, IcpTokenHistory } from "../../../../schema/icp";
import { apiRequest, getQueryFn } from "../../lib/api";

/** The live exchange (docs/decisions.md "ICP"); `kongswap` is only an alias of it on the server. */
export const DEX = "icpswap";

/** product.md § Refresh intervals: on-chain token lists refresh every 5 minutes and are stale after 2. */
const LIST_REFRESH = {
  staleTime: 2 * 60 * 1000,
  refetchInterval: 5 * 60 * 1000,
} as const;

/** product.md § Errors and notices: on-chain call failures surface as "Failed to fetch {what}", whatever the response said. */
const fetchOrFail = <T>(url: string, failure: string) => async () => {
  try {
    return await apiRequest<T>("GET", url);
  } catch {
    throw new Error(failure);
  }
};

export const icpTokensQueryOptions = queryOptions({
  queryKey: [`/api/${DEX}/tokens`],
  queryFn: fetchOrFail<IcpToken[]>(`/api/${DEX}/tokens`, `Failed to fetch ${DEX} tokens`),
  ...LIST_REFRESH,
});

export const topIcpTokensQueryOptions = queryOptions({
  queryKey: [`/api/${DEX}/tokens/top`],
  queryFn: fetchOrFail<IcpToken[]>(`/api/${DEX}/tokens/top?sort=volume`, `Failed to fetch top ${DEX} tokens`),
  ...LIST_REFRESH,
});

/** Where the list came from and as of when; refreshed with the list it describes. */
export const icpStatusQueryOptions = queryOptions({
  queryKey: [`/api/${DEX}/status`],
  queryFn: () => apiRequest<IcpStatus>("GET", `/api/${DEX}/status`),
  ...LIST_REFRESH,
});

/** One token's page (/icp/{canisterId}): a 404 stays an ApiError, so the page can say the token is not listed. */
export const icpTokenQueryOptions = (canisterId: string) =>
  queryOptions({
    queryKey: [`/api/${DEX}/tokens`, encodeURIComponent(canisterId)],
    queryFn: getQueryFn<IcpToken>({ on401: "throw" }),
    ...LIST_REFRESH,
  });

/** The token's recorded prices; they change only when the list is refreshed. */
export const icpTokenHistoryQueryOptions = (canisterId: string, range: HistoryRange) =>
  queryOptions({
    queryKey: [`/api/${DEX}/tokens/${encodeURIComponent(canisterId)}/history?range=${range}`],
    queryFn: getQueryFn<IcpTokenHistory>({ on401: "throw" }),
    ...LIST_REFRESH,
  });

export const SPOT_POSITIONS_KEY = ["/api/spot-positions"] as const;

/** product.md § Add from ICP token; the payload comes from spotPositionFromIcpToken. */
export function useAddIcpTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: IcpSpotPosition) => apiRequest("POST", "/api/spot-positions", position),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPOT_POSITIONS_KEY }),
  });
}
