import { createFileRoute } from "@tanstack/react-router";
import { IcpTokensPage } from "../features/icp/icp-tokens-page";
import { icpStatusQueryOptions, icpTokensQueryOptions } from "../features/icp/queries";

export const Route = createFileRoute("/icp-tokens")({
  // Started early (also on link hover) but not awaited: the page shows its own 'Loading tokens...'.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(icpTokensQueryOptions);
    void context.queryClient.prefetchQuery(icpStatusQueryOptions);
  },
  component: IcpTokensPage,
});
