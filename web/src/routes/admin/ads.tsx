import { createFileRoute } from "@tanstack/react-router";
import { RequireUser } from "../../features/auth/require-user";
import { AdminAdsPage } from "../../features/ads/admin-ads-page";

export const Route = createFileRoute("/admin/ads")({
  component: () => <RequireUser>{() => <AdminAdsPage />}</RequireUser>,
});
