import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/page";

export const Route = createFileRoute("/ecosystem/$ecosystemId")({
  component: function EcosystemRoute() {
    const { ecosystemId } = Route.useParams();
    return <ComingSoon title={`Ecosystem: ${ecosystemId}`} />;
  },
});
