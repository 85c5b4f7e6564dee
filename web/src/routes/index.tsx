import { createFileRoute } from "@tanstack/react-router";
import { MarketPage, preloadCoinListView } from "../features/market/market-page";
import { activeAdsQuery } from "../features/ads/queries";
import { topCoinsQueryOptions } from "../features/market/queries";

export const Route = createFileRoute("/")({
  // Starts the list's request and code as soon as the route matches; the page renders without waiting.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(topCoinsQueryOptions);
    void context.queryClient.prefetchQuery(activeAdsQuery);
    void preloadCoinListView();
  },
  component: () => <MarketPage />,
});
