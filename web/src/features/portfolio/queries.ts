import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  LeveragedPosition,
  PriceAlert,
  PriceUpdateResult,
  SpotPosition,
  leveragedPositionInput,
  spotPositionInput,
} from "../../../../schema/portfolio";
import type { AlertType } from "../../../../domain/positions";
import { apiRequest } from "../../lib/api";

export const SPOT_KEY = ["/api/spot-positions"] as const;
export const LEVERAGED_KEY = ["/api/leveraged-positions"] as const;
export const ALERTS_KEY = ["/api/price-alerts"] as const;
// The ledger (issue 15): a spot position is backed by a buy, so its writes change these too.
export const HOLDINGS_KEY = ["/api/holdings"] as const;
export const REALIZED_KEY = ["/api/realized"] as const;
export const TRANSACTIONS_KEY = ["/api/transactions"] as const;
const SPOT_AND_LEDGER = [SPOT_KEY, HOLDINGS_KEY, REALIZED_KEY, TRANSACTIONS_KEY];

// The default query function (GET on the key, 401 → null) serves all three lists.
export const spotPositionsQuery = queryOptions<SpotPosition[] | null>({ queryKey: SPOT_KEY });
export const leveragedPositionsQuery = queryOptions<LeveragedPosition[] | null>({ queryKey: LEVERAGED_KEY });
export const priceAlertsQuery = queryOptions<PriceAlert[] | null>({ queryKey: ALERTS_KEY });

/** What the forms send: the output of the shapes the routes validate with. */
export type SpotPayload = z.output<typeof spotPositionInput>;
export type LeveragedPayload = z.output<typeof leveragedPositionInput>;
export type AlertPayload = { symbol: string; name: string; alertType: AlertType; targetPrice: string };

function useInvalidating<TVars, TResult>(
  keys: ReadonlyArray<readonly string[]>,
  mutationFn: (vars: TVars) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAddSpotPosition = () =>
  useInvalidating(SPOT_AND_LEDGER, (body: SpotPayload) => apiRequest<SpotPosition>("POST", "/api/spot-positions", body));
export const useUpdateSpotPosition = () =>
  useInvalidating(SPOT_AND_LEDGER, ({ id, ...body }: SpotPayload & { id: number }) =>
    apiRequest<SpotPosition>("PATCH", `/api/spot-positions/${id}`, body),
  );
export const useDeleteSpotPosition = () =>
  useInvalidating(SPOT_AND_LEDGER, (id: number) => apiRequest("DELETE", `/api/spot-positions/${id}`));

export const useUpdateLeveragedPosition = () =>
  useInvalidating([LEVERAGED_KEY], ({ id, ...body }: LeveragedPayload & { id: number }) =>
    apiRequest<LeveragedPosition>("PATCH", `/api/leveraged-positions/${id}`, body),
  );
/**
 * Closes a position (DELETE, as the app always has). With an exit price, the price is first recorded on the
 * position as its current price (issue 17; a ledger of realised results is not on this branch).
 */
export const useCloseLeveragedPosition = () =>
  useInvalidating([LEVERAGED_KEY], async ({ id, exitPrice }: { id: number; exitPrice: string | null }) => {
    if (exitPrice !== null) await apiRequest("PATCH", `/api/leveraged-positions/${id}`, { currentPrice: exitPrice });
    return apiRequest("DELETE", `/api/leveraged-positions/${id}`);
  });

/** product.md § Portfolio page: after adding, the price update runs, then the lists are fetched again. */
export const useAddLeveragedPosition = () =>
  useInvalidating([LEVERAGED_KEY, ...SPOT_AND_LEDGER, ALERTS_KEY], async (body: LeveragedPayload) => {
    const position = await apiRequest<LeveragedPosition>("POST", "/api/leveraged-positions", body);
    await apiRequest("POST", "/api/update-prices").catch((error: unknown) =>
      console.error("price update failed", error),
    );
    return position;
  });

/** POST /api/update-prices, then every list that it may have changed. */
export const useUpdatePrices = () =>
  useInvalidating([...SPOT_AND_LEDGER, LEVERAGED_KEY, ALERTS_KEY], () =>
    apiRequest<PriceUpdateResult>("POST", "/api/update-prices"),
  );

export const useAddPriceAlert = () =>
  useInvalidating([ALERTS_KEY], (body: AlertPayload) => apiRequest<PriceAlert>("POST", "/api/price-alerts", body));
export const useSetPriceAlertActive = () =>
  useInvalidating([ALERTS_KEY], ({ id, isActive }: { id: number; isActive: boolean }) =>
    apiRequest<PriceAlert>("PATCH", `/api/price-alerts/${id}`, { isActive }),
  );
export const useDeletePriceAlert = () =>
  useInvalidating([ALERTS_KEY], (id: number) => apiRequest("DELETE", `/api/price-alerts/${id}`));
export const useAcknowledgePriceAlerts = () =>
  useInvalidating([ALERTS_KEY], (ids: number[]) =>
    apiRequest<{ acknowledged: number }>("POST", "/api/price-alerts/acknowledge", { ids }),
  );
