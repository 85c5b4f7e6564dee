import { createFileRoute } from "@tanstack/react-router";
import { RequireUser } from "../../features/auth/require-user";
import { OrderDetailPage } from "../../features/ads/order-detail-page";

export const Route = createFileRoute("/advertise/order/$id")({
  component: function AdOrderRoute() {
    const { id } = Route.useParams();
    return <RequireUser>{() => <OrderDetailPage id={id} />}</RequireUser>;
  },
});
