import { createFileRoute } from "@tanstack/react-router";
import { useShellTicker } from "../components/ticker-slot";
import { IcpTokensPage } from "../features/icp/icp-tokens-page";
import { icpStatusQueryOptions, icpTokensQueryOptions } from "../features/icp/queries";
import { useIcpTickerTokens } from "../features/icp/use-icp-ticker-tokens";

export const Route = createFileRoute("/icp-tokens")({
  // Started early (also on link hover) but not awaited: the page shows its own 'Loading tokens...'.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(icpTokensQueryOptions);
    void context.queryClient.prefetchQuery(icpStatusQueryOptions);
  },
  component: function IcpTokensRoute() {
    // The shell's ticker shows on-chain tokens here (product.md § Shell ticker: 25, or 50 on wide screens), top coins
    // until they load; each opens its token page.
    const tokens = useIcpTickerTokens();
    useShellTicker(tokens.length > 0 ? tokens : null, "icp-token");
    return <IcpTokensPage />;
  },
});
