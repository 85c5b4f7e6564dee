import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { IcpSpotPosition } from "../../../../domain/icp-tokens";
import type { HistoryRange } from "../../../../domain/price-history";
import { api } from "../../lib/api";

/** The live exchange (docs/decisions.md "ICP"); `kongswap` is only an alias of it on the server. */
export const DEX = "icpswap";

/** product.md § Refresh intervals: on-chain token lists refresh every 5 minutes and are stale after 2. */
const LIST_REFRESH = {
  staleTime: 2 * 60 * 1000,
  refetchInterval: 5 * 60 * 1000,
} as const;

/** product.md § Errors and notices: on-chain call failures surface as "Failed to fetch {what}", whatever the response said. */
const orFail = async <T>(answer: Promise<T>, failure: string) => {
  try {
    return await answer;
  } catch {
    throw new Error(failure);
  }
};
const dex = { dex: DEX };

export const icpTokensQueryOptions = queryOptions({
  queryKey: [`/api/${DEX}/tokens`],
  queryFn: () => orFail(api.get("/api/:dex{icpswap|kongswap}/tokens", { param: dex }), `Failed to fetch ${DEX} tokens`),
  ...LIST_REFRESH,
});

export const topIcpTokensQueryOptions = queryOptions({
  queryKey: [`/api/${DEX}/tokens/top`],
  queryFn: () =>
    orFail(
      api.get("/api/:dex{icpswap|kongswap}/tokens/top", { param: dex, query: { sort: "volume" } }),
      `Failed to fetch top ${DEX} tokens`,
    ),
  ...LIST_REFRESH,
});

/** Where the list came from and as of when; refreshed with the list it describes. */
export const icpStatusQueryOptions = queryOptions({
  queryKey: [`/api/${DEX}/status`],
  queryFn: () => api.get("/api/:dex{icpswap|kongswap}/status", { param: dex }),
  ...LIST_REFRESH,
});

/** One token's page (/icp/{canisterId}): a 404 stays an ApiError, so the page can say the token is not listed. */
export const icpTokenQueryOptions = (canisterId: string) =>
  queryOptions({
    queryKey: [`/api/${DEX}/tokens`, encodeURIComponent(canisterId)],
    queryFn: ({ signal }) =>
      api.get("/api/:dex{icpswap|kongswap}/tokens/:id", { param: { ...dex, id: canisterId } }, { signal }),
    ...LIST_REFRESH,
  });

/** The token's recorded prices; they change only when the list is refreshed. */
export const icpTokenHistoryQueryOptions = (canisterId: string, range: HistoryRange) =>
  queryOptions({
    queryKey: [`/api/${DEX}/tokens/${encodeURIComponent(canisterId)}/history?range=${range}`],
    queryFn: ({ signal }) =>
      api.get(
        "/api/:dex{icpswap|kongswap}/tokens/:id/history",
        { param: { ...dex, id: canisterId }, query: { range } },
        { signal },
      ),
    ...LIST_REFRESH,
  });

export const SPOT_POSITIONS_KEY = ["/api/spot-positions"] as const;

/** product.md § Add from ICP token; the payload comes from spotPositionFromIcpToken. */
export function useAddIcpTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: IcpSpotPosition) => api.post("/api/spot-positions", { json: position }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPOT_POSITIONS_KEY }),
  });
}
