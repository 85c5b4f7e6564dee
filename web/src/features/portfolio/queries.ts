import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { leveragedPositionInput, spotPositionInput } from "../../../../schema/portfolio";
import type { AlertType } from "../../../../domain/positions";
import { api, nullIfSignedOut } from "../../lib/api";

export const SPOT_KEY = ["/api/spot-positions"] as const;
export const LEVERAGED_KEY = ["/api/leveraged-positions"] as const;
export const ALERTS_KEY = ["/api/price-alerts"] as const;
// The ledger (issue 15): a spot position is backed by a buy, so its writes change these too.
export const HOLDINGS_KEY = ["/api/holdings"] as const;
export const REALIZED_KEY = ["/api/realized"] as const;
export const TRANSACTIONS_KEY = ["/api/transactions"] as const;
const SPOT_AND_LEDGER = [SPOT_KEY, HOLDINGS_KEY, REALIZED_KEY, TRANSACTIONS_KEY];

// Signed out (401), each list is null.
export const spotPositionsQuery = queryOptions({
  queryKey: SPOT_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/spot-positions", {}, { signal })),
});
export const leveragedPositionsQuery = queryOptions({
  queryKey: LEVERAGED_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/leveraged-positions", {}, { signal })),
});
export const priceAlertsQuery = queryOptions({
  queryKey: ALERTS_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/price-alerts", {}, { signal })),
});

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
  useInvalidating(SPOT_AND_LEDGER, (body: SpotPayload) => api.post("/api/spot-positions", { json: body }));
export const useUpdateSpotPosition = () =>
  useInvalidating(SPOT_AND_LEDGER, ({ id, ...body }: SpotPayload & { id: number }) =>
    api.patch("/api/spot-positions/:id", { param: { id: String(id) }, json: body }),
  );
export const useDeleteSpotPosition = () =>
  useInvalidating(SPOT_AND_LEDGER, (id: number) =>
    api.delete("/api/spot-positions/:id", { param: { id: String(id) } }),
  );

export const useUpdateLeveragedPosition = () =>
  useInvalidating([LEVERAGED_KEY], ({ id, ...body }: LeveragedPayload & { id: number }) =>
    api.patch("/api/leveraged-positions/:id", { param: { id: String(id) }, json: body }),
  );
/**
 * Closes a position (DELETE, as the app always has). With an exit price, the price is first recorded on the
 * position as its current price (issue 17; a ledger of realised results is not on this branch).
 */
export const useCloseLeveragedPosition = () =>
  useInvalidating([LEVERAGED_KEY], async ({ id, exitPrice }: { id: number; exitPrice: string | null }) => {
    const param = { id: String(id) };
    if (exitPrice !== null)
      await api.patch("/api/leveraged-positions/:id", { param, json: { currentPrice: exitPrice } });
    return api.delete("/api/leveraged-positions/:id", { param });
  });

/** product.md § Portfolio page: after adding, the price update runs, then the lists are fetched again. */
export const useAddLeveragedPosition = () =>
  useInvalidating([LEVERAGED_KEY, ...SPOT_AND_LEDGER, ALERTS_KEY], async (body: LeveragedPayload) => {
    const position = await api.post("/api/leveraged-positions", { json: body });
    await api.post("/api/update-prices").catch((error: unknown) => console.error("price update failed", error));
    return position;
  });

/** POST /api/update-prices, then every list that it may have changed. */
export const useUpdatePrices = () =>
  useInvalidating([...SPOT_AND_LEDGER, LEVERAGED_KEY, ALERTS_KEY], () => api.post("/api/update-prices"));

export const useAddPriceAlert = () =>
  useInvalidating([ALERTS_KEY], (body: AlertPayload) => api.post("/api/price-alerts", { json: body }));
export const useSetPriceAlertActive = () =>
  useInvalidating([ALERTS_KEY], ({ id, isActive }: { id: number; isActive: boolean }) =>
    api.patch("/api/price-alerts/:id", { param: { id: String(id) }, json: { isActive } }),
  );
export const useDeletePriceAlert = () =>
  useInvalidating([ALERTS_KEY], (id: number) => api.delete("/api/price-alerts/:id", { param: { id: String(id) } }));
export const useAcknowledgePriceAlerts = () =>
  useInvalidating([ALERTS_KEY], (ids: number[]) => api.post("/api/price-alerts/acknowledge", { json: { ids } }));
