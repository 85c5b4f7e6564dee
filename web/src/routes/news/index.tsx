import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../components/page";

export const Route = createFileRoute("/news/")({
  component: () => <ComingSoon title="Crypto News" />,
});
