import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/page";
import { RequireUser } from "../../features/auth/require-user";

export const Route = createFileRoute("/advertise/")({
  component: () => <RequireUser>{() => <ComingSoon title="Advertise on Coinfolio" />}</RequireUser>,
});
