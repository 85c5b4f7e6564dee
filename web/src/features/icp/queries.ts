import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { IcpSpotPosition } from "../../../../domain/icp-tokens";
import type { IcpStatus, IcpToken } from "../../../../schema/icp";
import { apiRequest } from "../../lib/api";

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

export const SPOT_POSITIONS_KEY = ["/api/spot-positions"] as const;

/** product.md § Add from ICP token; the payload comes from spotPositionFromIcpToken. */
export function useAddIcpTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: IcpSpotPosition) => apiRequest("POST", "/api/spot-positions", position),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPOT_POSITIONS_KEY }),
  });
}
