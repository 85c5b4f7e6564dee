import { createFileRoute } from "@tanstack/react-router";
import { CoinPage } from "../../features/coins/coin-page";
import { DEFAULT_HISTORY_RANGE } from "../../../../domain/price-history";
import { coinHistoryQueryOptions, coinQueryOptions } from "../../features/coins/queries";

export const Route = createFileRoute("/coins/$id")({
  // Starts the coin's request and its chart's (the range the chart opens on) as the route matches, side by
  // side; the page shows its loading state meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(coinQueryOptions(params.id));
    void context.queryClient.prefetchQuery(coinHistoryQueryOptions(params.id, DEFAULT_HISTORY_RANGE));
  },
  component: function CoinRoute() {
    const { id } = Route.useParams();
    // A new coin is a new page: its range and dialogs start afresh.
    return <CoinPage key={id} id={id} />;
  },
});
