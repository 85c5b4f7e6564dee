import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { tickerCoinsQueryOptions } from "../features/market/queries";
import { WIDE_SCREEN, useMediaQuery } from "../lib/use-media-query";
import { Ticker, type TickerItem, type TickerLink, visibleTickerItems } from "./ticker";

/** product.md § Shell ticker: the shell ticker shows 20 coins, 10 on small screens. */
export const SHELL_TICKER_COINS = { wide: 20, narrow: 10 } as const;

/** What a page wants the shell ticker to show instead of the top coins (one page at a time), and where they lead. */
type PageTicker = { items: readonly TickerItem[]; link?: TickerLink };
let pageTicker: PageTicker | null = null;
const listeners = new Set<() => void>();
const setPageTicker = (ticker: PageTicker | null) => {
  pageTicker = ticker;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Lets a page show its own items in the shell's ticker while it is mounted (the ICP page its on-chain
 * tokens, each opening its token page: `useShellTicker(useIcpTickerTokens(), "icp-token")`). Pass null to keep
 * the top coins.
 */
export function useShellTicker(items: readonly TickerItem[] | null, link?: TickerLink) {
  useEffect(() => {
    setPageTicker(items ? { items, link } : null);
    return () => setPageTicker(null);
  }, [items, link]);
}

const STRIP = "border-b border-slate-800";

function TopCoinsTicker() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { data } = useQuery(tickerCoinsQueryOptions);
  const items = useMemo(
    () => visibleTickerItems(data ?? []).slice(0, wide ? SHELL_TICKER_COINS.wide : SHELL_TICKER_COINS.narrow),
    [data, wide],
  );
  return <Ticker link="coin" items={items} label="Top coins by market cap" className={STRIP} />;
}

/**
 * The strip under the navbar: the top coins, refreshed every 5 minutes, unless `items` or a page
 * (useShellTicker) says otherwise. Its height is fixed, so pages do not jump when the ticker arrives.
 */
export function TickerSlot({ items }: { items?: readonly TickerItem[] }) {
  const fromPage = useSyncExternalStore(subscribe, () => pageTicker);
  const shown = items ?? fromPage?.items;
  return (
    <div data-testid="ticker-slot">
      {shown ? (
        <Ticker
          items={visibleTickerItems(shown)}
          link={items ? undefined : fromPage?.link}
          label="Ticker"
          className={STRIP}
        />
      ) : (
        <TopCoinsTicker />
      )}
    </div>
  );
}
