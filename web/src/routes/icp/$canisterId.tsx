import { createFileRoute } from "@tanstack/react-router";
import { IcpTokenPage } from "../../features/icp/icp-token-page";
import { icpTokenQueryOptions } from "../../features/icp/queries";

export const Route = createFileRoute("/icp/$canisterId")({
  // Starts the token's request as the route matches; the page shows its loading state meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(icpTokenQueryOptions(params.canisterId));
  },
  component: function IcpTokenRoute() {
    const { canisterId } = Route.useParams();
    // A new token is a new page: its range starts afresh.
    return <IcpTokenPage key={canisterId} canisterId={canisterId} />;
  },
});
