import { createFileRoute } from "@tanstack/react-router";
import { EcosystemPage } from "../../features/market/ecosystem-page";

export const Route = createFileRoute("/ecosystem/$ecosystemId")({
  component: function EcosystemRoute() {
    const { ecosystemId } = Route.useParams();
    // A new id is a new page: search and sort start afresh.
    return <EcosystemPage key={ecosystemId} ecosystemId={ecosystemId} />;
  },
});
