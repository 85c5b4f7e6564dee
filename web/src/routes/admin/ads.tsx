import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/page";
import { RequireUser } from "../../features/auth/require-user";

export const Route = createFileRoute("/admin/ads")({
  component: () => <RequireUser>{() => <ComingSoon title="Ad Review Dashboard" />}</RequireUser>,
});
