import { useMemo } from "react";
import type { TickerItem } from "../../components/ticker";
import type { Promotions } from "../market/coin-list";
import { useScrollingAds } from "./sponsored-ticker";
import { useTokenAds } from "./use-token-ads";

/**
 * What the live ads add to a market list: sponsored and highlighted coins (badge, colour, pinned in the product.md § Serving ads
 * order), and the scrolling ads' messages for the top and bottom ticker strips.
 */
export function useMarketAds(coins: ReadonlyArray<{ id: string; symbol: string }>) {
  const { sponsorshipOf } = useTokenAds("market");
  const top = useScrollingAds("top");
  const bottom = useScrollingAds("bottom");
  const promotions = useMemo(() => {
    const found: Record<string, Promotions[string]> = {};
    for (const coin of coins) {
      const sponsorship = sponsorshipOf({ id: coin.id, symbol: coin.symbol });
      if (sponsorship) {
        found[coin.id] = {
          sponsored: true,
          highlightColor: sponsorship.highlightColor,
          forceToTop: sponsorship.forceToTop,
        };
      }
    }
    return found as Promotions;
  }, [coins, sponsorshipOf]);
  const tickerMessages = useMemo(() => {
    const items = (ads: typeof top): TickerItem[] =>
      ads.flatMap((ad) =>
        (ad.config.messages ?? []).map((message, i) => ({
          id: `${ad.id}-${i}`,
          message,
          href: ad.config.ctaUrl ?? undefined,
        })),
      );
    return { top: items(top), bottom: items(bottom) };
  }, [top, bottom]);
  return { promotions, tickerMessages };
}
