import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { visibleIcpTokens } from "../../../../domain/icp-tokens";
import { WIDE_SCREEN, useMediaQuery } from "../../lib/use-media-query";
import { icpTokensQueryOptions } from "./queries";
import { priceChangeOf, priceOf } from "./token-list";

/** A ticker coin (product.md § Data shapes), so the shell's ticker can show on-chain tokens like any other coins. */
export type IcpTickerToken = {
  id: string;
  symbol: string;
  name: string;
  current_price: number | null;
  price_change_percentage_24h: number | null;
};

/** product.md § Shell ticker: the ticker shows 25 on-chain tokens, or 50 on wide screens. */
export const ICP_TICKER_LIMIT = { narrow: 25, wide: 50 } as const;

/**
 * The on-chain tokens for the ticker strip on /icp-tokens: the list filters (product.md § List filters) applied, in the list's
 * order (24h volume), 25 or 50 of them. Shares the page's query, so it costs no extra request.
 */
export function useIcpTickerTokens(): IcpTickerToken[] {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { data } = useQuery(icpTokensQueryOptions);
  return useMemo(
    () =>
      visibleIcpTokens(data ?? [])
        .slice(0, wide ? ICP_TICKER_LIMIT.wide : ICP_TICKER_LIMIT.narrow)
        .map((token) => ({
          id: token.canister_id,
          symbol: token.symbol,
          name: token.name,
          current_price: priceOf(token),
          price_change_percentage_24h: priceChangeOf(token),
        })),
    [data, wide],
  );
}
