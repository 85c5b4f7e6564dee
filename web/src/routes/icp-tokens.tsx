import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/page";

export const Route = createFileRoute("/icp-tokens")({
  component: () => <ComingSoon title="Internet Computer Tokens" />,
});
