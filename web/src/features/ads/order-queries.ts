/** Ad orders, their rates and reviews: apart from the served ads (./queries), which every page's first load asks for. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdConfig, AdOrder, AdType, PaymentCurrency } from "../../../../schema/ad-constants";
import { ApiError, type ApiAnswer, type ApiJson, api, apiUrl } from "../../lib/api";
import { activeAdsQuery } from "./queries";

export type { AdOrder };

const ORDERS_KEY = ["/api/ad-orders"] as const;
const ADMIN_ORDERS_KEY = ["/api/admin/ad-orders"] as const;

export const adPaymentRatesQuery = queryOptions({
  queryKey: ["/api/ad-payment-rates"] as const,
  queryFn: ({ signal }) => api.get("/api/ad-payment-rates", {}, { signal }),
});

export const activeOrdersQuery = queryOptions({
  queryKey: ORDERS_KEY,
  queryFn: ({ signal }) => api.get("/api/ad-orders", {}, { signal }),
});

export const archivedOrdersQuery = queryOptions({
  queryKey: [...ORDERS_KEY, "archived"] as const,
  queryFn: ({ signal }) => api.get("/api/ad-orders/archived", {}, { signal }),
});

export const adOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, id] as const,
    queryFn: ({ signal }) => api.get("/api/ad-orders/:id", { param: { id: String(id) } }, { signal }),
  });

/** product.md § Ads API: the admin lists are fetched with no-cache headers, so a review always sees the current state. */
async function fetchAdminOrders(status?: "confirmed"): Promise<ApiAnswer<"get", "/api/admin/ad-orders">> {
  const res = await fetch(apiUrl("/api/admin/ad-orders", { query: { status } }), {
    credentials: "include",
    cache: "no-store",
    headers: { "Cache-Control": "no-cache", Pragma: "no-cache" },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res.json();
}

export const adminOrdersQuery = (status?: "confirmed") =>
  queryOptions({ queryKey: [...ADMIN_ORDERS_KEY, status ?? "all"] as const, queryFn: () => fetchAdminOrders(status) });

/** The token picker's list: the market's top coins (id, name, symbol). */
export const pickerCoinsQuery = queryOptions({
  queryKey: ["/api/top-coins?limit=1000"] as const,
  queryFn: ({ signal }) => api.get("/api/top-coins", { query: { limit: "1000" } }, { signal }),
});

/** Live USD prices of the payment currencies (the cost summary's estimate), keyed by price id. */
export const tokenPricesQuery = queryOptions({
  queryKey: ["/api/token-prices"] as const,
  queryFn: ({ signal }) => api.get("/api/token-prices", {}, { signal }),
  refetchInterval: 30_000,
  staleTime: 20_000,
});

/**
 * The lists refetch in the background, not awaited: a caller's own onSuccess (its toast) must run while the
 * component is still there, before the refetched list drops the order it showed.
 */
function useOrderMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}

export type NewAdOrder = { adType: AdType; adConfig: AdConfig; duration: number; currency: PaymentCurrency };

export const useCreateAdOrder = () =>
  useOrderMutation((order: NewAdOrder) =>
    // The form pairs each ad type with its own config (ad-form-model.ts configOf); NewAdOrder does not say so.
    api.post("/api/ad-orders", { json: order as ApiJson<"post", "/api/ad-orders"> }),
  );

export const useArchiveOrder = () =>
  useOrderMutation(({ id, archived }: { id: number; archived: boolean }) =>
    api.patch("/api/ad-orders/:id/:move{archive|unarchive}", {
      param: { id: String(id), move: archived ? "archive" : "unarchive" },
    }),
  );

export const useSaveSenderAddress = () =>
  useOrderMutation(({ id, senderAddress }: { id: number; senderAddress: string }) =>
    api.patch("/api/ad-orders/:id", { param: { id: String(id) }, json: { senderAddress } }),
  );

export const useGeneratePaymentAddress = () =>
  useOrderMutation((id: number) => api.post("/api/ad-orders/:id/regenerate-address", { param: { id: String(id) } }));

export const useCheckPayment = () =>
  useOrderMutation((id: number) => api.post("/api/ad-orders/:id/check-payment", { param: { id: String(id) } }));

export const useReviewOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, adminNotes }: { id: number; action: "approve" | "reject"; adminNotes: string }) =>
      api.patch("/api/admin/ad-orders/:id", {
        param: { id: String(id) },
        json: { action, adminNotes: adminNotes.trim() || null },
      }),
    // Not awaited, as above: the review panel closes once the refetched list no longer holds the order.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: activeAdsQuery.queryKey });
    },
  });
};
