import { createFileRoute } from "@tanstack/react-router";
import { RequireUser } from "../../features/auth/require-user";
import { AdvertisePage } from "../../features/ads/advertise-page";

export const Route = createFileRoute("/advertise/")({
  component: () => <RequireUser>{() => <AdvertisePage />}</RequireUser>,
});
