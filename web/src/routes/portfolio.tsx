import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/page";
import { Landing } from "../features/auth/landing";
import { useAuth } from "../features/auth/queries";

export const Route = createFileRoute("/portfolio")({
  component: function PortfolioRoute() {
    const { user, status } = useAuth();
    if (!user) return <Landing status={status} />;
    return <ComingSoon title="Portfolio Overview" />;
  },
});
