import { createFileRoute } from "@tanstack/react-router";
import { Landing } from "../features/auth/landing";
import { useAuth } from "../features/auth/queries";
import { PortfolioPage } from "../features/portfolio/portfolio-page";

export const Route = createFileRoute("/portfolio")({
  component: function PortfolioRoute() {
    const { user, status } = useAuth();
    if (!user) return <Landing status={status} />;
    return <PortfolioPage />;
  },
});
