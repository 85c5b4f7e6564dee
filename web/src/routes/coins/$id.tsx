import { createFileRoute } from "@tanstack/react-router";
import { CoinError, CoinPage, CoinPending } from "../../features/coins/coin-page";
import { DEFAULT_HISTORY_RANGE } from "../../../../domain/price-history";
import { coinHistoryQueryOptions, coinQueryOptions } from "../../features/coins/queries";

export const Route = createFileRoute("/coins/$id")({
  // The page needs the coin: the route waits for it (its skeleton meanwhile, at once as before), and its
  // chart's history (the range the chart opens on) is asked for side by side.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(coinHistoryQueryOptions(params.id, DEFAULT_HISTORY_RANGE));
    return context.queryClient.ensureQueryData(coinQueryOptions(params.id));
  },
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: CoinPending,
  errorComponent: CoinError,
  component: function CoinRoute() {
    const { id } = Route.useParams();
    // A new coin is a new page: its range and dialogs start afresh.
    return <CoinPage key={id} id={id} />;
  },
});
