import { createFileRoute } from "@tanstack/react-router";
import { MarketPage } from "../features/market/market-page";
import { activeAdsQuery } from "../features/ads/queries";

export const Route = createFileRoute("/market")({
  // Starts the ads' request as soon as the route matches (the banners are on the first screen); the page
  // renders without waiting, and asks for the list after its first paint (see MarketPage).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(activeAdsQuery);
  },
  component: () => <MarketPage />,
});
