import { activeAdsQuery } from "../ads/queries";
import { MarketPage } from "./market-page";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The market page's route options, for / and /market alike (product.md § Market), a new object for each (the
 * router keeps its own state in a route's options). Starts the ads' request as soon as the route matches (the
 * banners are on the first screen); the page renders without waiting, and asks for the list after its first
 * paint (see MarketPage).
 */
export const marketRoute = () => ({
  loader: ({ context }: { context: { queryClient: QueryClient } }) => {
    void context.queryClient.prefetchQuery(activeAdsQuery);
  },
  component: () => <MarketPage />,
});
