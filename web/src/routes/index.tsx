import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/page";

export const Route = createFileRoute("/")({
  component: () => <ComingSoon title="Cryptocurrency Market" subtitle="Top 1000 cryptocurrencies by market cap" />,
});
