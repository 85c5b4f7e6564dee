import { createFileRoute } from "@tanstack/react-router";
import { IcpTokenError, IcpTokenPage, IcpTokenPending } from "../../features/icp/icp-token-page";
import { icpTokenQueryOptions } from "../../features/icp/queries";

export const Route = createFileRoute("/icp/$canisterId")({
  // The page needs the token: the route waits for it, its skeleton meanwhile (at once, as before).
  loader: ({ context, params }) => context.queryClient.ensureQueryData(icpTokenQueryOptions(params.canisterId)),
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: IcpTokenPending,
  errorComponent: IcpTokenError,
  component: function IcpTokenRoute() {
    const { canisterId } = Route.useParams();
    // A new token is a new page: its range starts afresh.
    return <IcpTokenPage key={canisterId} canisterId={canisterId} />;
  },
});
