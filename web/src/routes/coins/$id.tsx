import { createFileRoute } from "@tanstack/react-router";
import { CoinPage } from "../../features/coins/coin-page";
import { coinQueryOptions } from "../../features/coins/queries";

export const Route = createFileRoute("/coins/$id")({
  // Starts the coin's request as the route matches; the page shows its loading state meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(coinQueryOptions(params.id));
  },
  component: function CoinRoute() {
    const { id } = Route.useParams();
    // A new coin is a new page: its range and dialogs start afresh.
    return <CoinPage key={id} id={id} />;
  },
});
