import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdConfig,
  AdOrder,
  AdPaymentRate,
  AdType,
  CheckPaymentResult,
  PaymentCurrency,
  ServedAd,
} from "../../../../schema/ad-constants";
import { HOUSE_ADS } from "../../../../domain/house-ads";
import { ApiError, apiRequest, getQueryFn } from "../../lib/api";

export type { AdOrder, ServedAd };

const ORDERS_KEY = ["/api/ad-orders"] as const;
const ADMIN_ORDERS_KEY = ["/api/admin/ad-orders"] as const;

export const adPaymentRatesQuery = queryOptions({
  queryKey: ["/api/ad-payment-rates"] as const,
  queryFn: getQueryFn<AdPaymentRate[]>({ on401: "throw" }),
});

export const activeOrdersQuery = queryOptions({
  queryKey: ORDERS_KEY,
  queryFn: getQueryFn<AdOrder[]>({ on401: "throw" }),
});

export const archivedOrdersQuery = queryOptions({
  queryKey: [...ORDERS_KEY, "archived"] as const,
  queryFn: getQueryFn<AdOrder[]>({ on401: "throw" }),
});

export const adOrderQuery = (id: number) =>
  queryOptions({ queryKey: [...ORDERS_KEY, id] as const, queryFn: getQueryFn<AdOrder>({ on401: "throw" }) });

/** product.md § Ads API: the admin lists are fetched with no-cache headers, so a review always sees the current state. */
async function fetchAdminOrders(status?: "confirmed"): Promise<AdOrder[]> {
  const res = await fetch(`${ADMIN_ORDERS_KEY[0]}${status ? `?status=${status}` : ""}`, {
    credentials: "include",
    cache: "no-store",
    headers: { "Cache-Control": "no-cache", Pragma: "no-cache" },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as AdOrder[];
}

export const adminOrdersQuery = (status?: "confirmed") =>
  queryOptions({ queryKey: [...ADMIN_ORDERS_KEY, status ?? "all"] as const, queryFn: () => fetchAdminOrders(status) });

/** product.md § Serving ads: the served ads refresh every 5 minutes. */
const HOUSE_BANNERS: ServedAd[] = HOUSE_ADS.filter((ad) => ad.type === "banner");

export const activeAdsQuery = queryOptions({
  queryKey: ["/api/active-ads"] as const,
  queryFn: getQueryFn<ServedAd[]>({ on401: "throw" }),
  // Until the answer arrives, hold Coinfolio's own banner (what the server serves while no paid banner is
  // live): the banner and partner slots take their place at once instead of pushing the page down later.
  placeholderData: HOUSE_BANNERS,
  refetchInterval: 5 * 60 * 1000,
  staleTime: 5 * 60 * 1000,
});

/** The token picker's list: the market's top coins (id, name, symbol). */
export const pickerCoinsQuery = queryOptions({
  queryKey: ["/api/top-coins?limit=1000"] as const,
  queryFn: getQueryFn<Array<{ id: string; name: string; symbol: string }>>({ on401: "throw" }),
});

/** Live USD prices of the payment currencies (the cost summary's estimate), keyed by price id. */
export const tokenPricesQuery = queryOptions({
  queryKey: ["/api/token-prices"] as const,
  queryFn: getQueryFn<Record<string, { usd: number }>>({ on401: "throw" }),
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

export const useCreateAdOrder = () => useOrderMutation((order: NewAdOrder) => apiRequest<AdOrder>("POST", "/api/ad-orders", order));

export const useArchiveOrder = () =>
  useOrderMutation(({ id, archived }: { id: number; archived: boolean }) =>
    apiRequest<AdOrder>("PATCH", `/api/ad-orders/${id}/${archived ? "archive" : "unarchive"}`),
  );

export const useSaveSenderAddress = () =>
  useOrderMutation(({ id, senderAddress }: { id: number; senderAddress: string }) =>
    apiRequest<AdOrder>("PATCH", `/api/ad-orders/${id}`, { senderAddress }),
  );

export const useGeneratePaymentAddress = () =>
  useOrderMutation((id: number) => apiRequest<AdOrder>("POST", `/api/ad-orders/${id}/regenerate-address`));

export const useCheckPayment = () =>
  useOrderMutation((id: number) => apiRequest<CheckPaymentResult>("POST", `/api/ad-orders/${id}/check-payment`));

export const useReviewOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, adminNotes }: { id: number; action: "approve" | "reject"; adminNotes: string }) =>
      apiRequest<AdOrder>("PATCH", `/api/admin/ad-orders/${id}`, { action, adminNotes: adminNotes.trim() || null }),
    // Not awaited, as above: the review panel closes once the refetched list no longer holds the order.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: activeAdsQuery.queryKey });
    },
  });
};
