import { queryOptions } from "@tanstack/react-query";
import type { ServedAd } from "../../../../schema/ad-constants";
import { HOUSE_ADS } from "../../../../domain/house-ads";
import { api } from "../../lib/api";

export type { ServedAd };

/** product.md § Serving ads: the served ads refresh every 5 minutes. */
const HOUSE_BANNERS: ServedAd[] = HOUSE_ADS.filter((ad) => ad.type === "banner");

export const activeAdsQuery = queryOptions({
  queryKey: ["/api/active-ads"] as const,
  queryFn: ({ signal }) => api.get("/api/active-ads", {}, { signal }),
  // Until the answer arrives, hold Coinfolio's own banner (what the server serves while no paid banner is
  // live): the banner and partner slots take their place at once instead of pushing the page down later.
  placeholderData: HOUSE_BANNERS,
  refetchInterval: 5 * 60 * 1000,
  staleTime: 5 * 60 * 1000,
});
