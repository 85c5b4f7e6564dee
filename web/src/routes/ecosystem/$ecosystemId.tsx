import { createFileRoute } from "@tanstack/react-router";
import { EcosystemPage } from "../../features/market/ecosystem-page";
import { ecosystemTokensQueryOptions } from "../../features/market/queries";

export const Route = createFileRoute("/ecosystem/$ecosystemId")({
  // The tokens are asked for while the page's code loads (or on a link's hover), not after it renders. The route
  // does not wait for them: the page shows its header at once and the list's skeleton until they come, as the
  // market page does (docs/decisions.md, "The ecosystem page asks for its tokens from its route"). An id the
  // server does not know answers 404 at once, and the page says "Unknown Ecosystem" without reading it.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(ecosystemTokensQueryOptions(params.ecosystemId));
  },
  component: function EcosystemRoute() {
    const { ecosystemId } = Route.useParams();
    // A new id is a new page: search and sort start afresh.
    return <EcosystemPage key={ecosystemId} ecosystemId={ecosystemId} />;
  },
});
