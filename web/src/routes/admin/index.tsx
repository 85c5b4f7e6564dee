import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/page";
import { RequireUser } from "../../features/auth/require-user";

export const Route = createFileRoute("/admin/")({
  component: () => <RequireUser loadingLabel="Loading admin panel...">{() => <ComingSoon title="Admin Dashboard" />}</RequireUser>,
});
