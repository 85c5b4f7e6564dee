import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/page";
import { RequireUser } from "../../features/auth/require-user";

export const Route = createFileRoute("/advertise/order/$id")({
  component: function AdOrderRoute() {
    const { id } = Route.useParams();
    return <RequireUser>{() => <ComingSoon title={`Ad Order #${id}`} />}</RequireUser>;
  },
});
