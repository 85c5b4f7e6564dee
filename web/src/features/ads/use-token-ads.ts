import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  featuredIcpTokenAds,
  orderSponsoredRows,
  sponsorshipOf,
  tokenAdsFor,
  type Sponsorship,
  type TokenList,
  type TokenRow,
} from "../../../../domain/ads";
import { activeAdsQuery } from "./queries";

export type { Sponsorship };

/**
 * Promoted and highlighted tokens for the market list ("market") or the ICP tokens list ("icp_tokens"):
 * `order` puts a list in the serving order (product.md § Serving ads: highlighted, then promoted forced to the top, then the rest) with
 * each row's sponsorship; `featured` are the ICP list's 'Featured Internet Computer Tokens'.
 */
export function useTokenAds(list: TokenList) {
  const ads = useQuery(activeAdsQuery).data;
  return useMemo(() => {
    const served = ads ?? [];
    const tokenAds = tokenAdsFor(served, list);
    return {
      order: <T>(rows: readonly T[], keyOf: (row: T) => TokenRow) => orderSponsoredRows(rows, served, list, keyOf),
      sponsorshipOf: (row: TokenRow) => sponsorshipOf(row, tokenAds, list),
      featured: list === "icp_tokens" ? featuredIcpTokenAds(served) : [],
    };
  }, [ads, list]);
}
