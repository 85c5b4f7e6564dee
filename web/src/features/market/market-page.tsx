import { useQuery } from "@tanstack/react-query";
import {
  type ReactNode,
  Suspense,
  lazy,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import { filterMarketCoins } from "../../../../domain/list-filters";
import type { MarketCoin } from "../../../../schema/market-api";
import { Page, PageHeader } from "../../components/page";
import { Ticker, visibleTickerItems } from "../../components/ticker";
import { SHELL_TICKER_COINS } from "../../components/ticker-slot";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint";
import { WIDE_SCREEN, useMediaQuery } from "../../lib/use-media-query";
import { AdBanner } from "../ads/ad-banner";
import { useMarketAds } from "../ads/market-ads";
import { PartnerAdRotation } from "../ads/partner-ad-rotation";
import { AddToPortfolio } from "../portfolio/add-to-portfolio";
import { DEFAULT_SORT, topMovers, visibleCoins } from "./coin-list";
import { ADS_AFTER_ROWS } from "./list-geometry";
import { ListEmpty, ListLoadError, ListLoading } from "./list-message";
import { MarketFooter } from "./market-footer";
import {
  MARKET_LIMIT,
  marketStatusQueryOptions,
  sparklinesQueryOptions,
  tickerCoinsQueryOptions,
  topCoinsQueryOptions,
} from "./queries";
import { SearchBox } from "./search-box";
import { useAuth } from "../auth/queries";
import { watchlistQuery } from "./watchlist-query";

const loadCoinListView = () => import("./coin-list-view");
const CoinListView = memo(lazy(loadCoinListView));

/**
 * 'Top 1000 cryptocurrencies by market cap' (product.md § Market page), unless the offline snapshot is shown: then it says
 * how many coins are really there (issue 17).
 */
function marketSubtitle(offline: boolean, count: number) {
  if (!offline) return `Top ${MARKET_LIMIT} cryptocurrencies by market cap`;
  return count > 0
    ? `Top ${count} cryptocurrencies (offline snapshot)`
    : "Cryptocurrencies by market cap (offline snapshot)";
}

/** product.md § Market page, at / and /market. */
export function MarketPage() {
  const wide = useMediaQuery(WIDE_SCREEN);
  // The list's data (90 KB for 1000 coins) and code are asked for together once the header and banners are on
  // screen: the list is below the fold on phones, and loading it earlier slows the first screen on a slow line.
  const painted = useAfterFirstPaint();
  const list = useQuery({ ...topCoinsQueryOptions, enabled: painted });
  useEffect(() => {
    if (painted) void loadCoinListView();
  }, [painted]);
  const sparklines = useQuery({ ...sparklinesQueryOptions, enabled: list.isSuccess });
  const status = useQuery(marketStatusQueryOptions);
  // A failed list still fills the tickers, from the shell ticker's own small request.
  const fallback = useQuery({ ...tickerCoinsQueryOptions, enabled: list.isError });
  // Data renders in the background (time-sliced), so 1000 coins arriving never block the main thread.
  const data = useDeferredValue(list.data);
  const sparklineData = useDeferredValue(sparklines.data);
  const coins = useMemo(() => filterMarketCoins(data ?? []), [data]);
  // Sponsored rows (badge, colour, pinned) and the scrolling ads' messages for the two ticker strips.
  const { promotions, tickerMessages } = useMarketAds(coins);
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState(DEFAULT_SORT);
  const searched = useDeferredValue(query);
  const { user } = useAuth();
  const watchlist = useQuery({ ...watchlistQuery, enabled: painted && Boolean(user) });
  const starred = useMemo(() => new Set(watchlist.data ?? []), [watchlist.data]);
  const [onlyStarred, setOnlyStarred] = useState(false);
  const watching = onlyStarred && Boolean(user);
  const shown = useMemo(() => {
    const visible = visibleCoins(coins, { query: searched, sort, promotions });
    return watching ? visible.filter((coin) => starred.has(coin.id)) : visible;
  }, [coins, searched, sort, promotions, watching, starred]);
  const [adding, setAdding] = useState<MarketCoin | null>(null);
  const closeAdd = useCallback(() => setAdding(null), []);
  const { top: topMessages, bottom: bottomMessages } = tickerMessages;
  const moversShown = wide ? SHELL_TICKER_COINS.wide : SHELL_TICKER_COINS.narrow;
  const movers = coins.length > 0 ? coins : fallback.data;
  const gainers = useMemo(
    () => [...(topMessages ?? []), ...visibleTickerItems(topMovers(movers ?? [], "up", moversShown))],
    [movers, topMessages, moversShown],
  );
  const losers = useMemo(
    () => [...(bottomMessages ?? []), ...visibleTickerItems(topMovers(movers ?? [], "down", moversShown))],
    [movers, bottomMessages, moversShown],
  );
  const offline = status.data?.source === "snapshot";
  const interludeAfter = wide ? ADS_AFTER_ROWS.wide : ADS_AFTER_ROWS.narrow;
  // Issue 17, data before ads: the banner, the gainers strip and the partner cards sit between the rows.
  // Kept as the same elements between renders (here and in the list's props): each answer that arrives
  // (status, ads, session, sparklines) re-renders this page, and the rows and strips that did not change are
  // skipped rather than drawn again (total blocking time on a phone).
  const ads = useMemo(
    () => (
      <div className="space-y-4">
        <AdBanner placement="top" />
        <Ticker
          link="coin"
          items={gainers}
          label="Top gainers in 24 hours"
          title="24h gainers"
          className="rounded-lg border border-slate-800"
        />
        <AdBanner placement="between_sections" showHouseAds={false} />
        <PartnerAdRotation />
      </div>
    ),
    [gainers],
  );

  const starredIfSignedIn = user ? starred : undefined;
  const listProps = useMemo(
    () => ({
      coins: shown,
      sort,
      onSort: setSort,
      onAdd: setAdding,
      sparklines: sparklineData,
      showSparklines: true,
      promotions,
      showEcosystemLinks: true,
      label: "Cryptocurrencies",
      interlude: ads,
      interludeAfter,
      starred: starredIfSignedIn,
    }),
    [shown, sort, sparklineData, promotions, ads, interludeAfter, starredIfSignedIn],
  );

  // While loading, and for a message, the ads come after it, where they will stay once the rows arrive.
  const loading = (
    <>
      <ListLoading label="Loading market data..." wide={wide} rows={interludeAfter} />
      {ads}
    </>
  );
  const withAds = (message: ReactNode) => (
    <>
      {message}
      <div className="mt-4">{ads}</div>
    </>
  );
  let body: ReactNode;
  if (data === undefined && !list.isError) {
    body = loading;
  } else if (data === undefined) {
    body = withAds(
      <ListLoadError
        message="No market data available."
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />,
    );
  } else if (coins.length === 0) {
    body = withAds(<ListEmpty message="No market data available." />);
  } else if (shown.length === 0 && watching && starred.size === 0) {
    body = withAds(<ListEmpty message="Your watchlist is empty. Star a coin to add it." />);
  } else if (shown.length === 0) {
    body = withAds(<ListEmpty message="No cryptocurrencies found matching your search." />);
  } else {
    body = (
      <Suspense fallback={loading}>
        <CoinListView wide={wide} {...listProps} />
      </Suspense>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Cryptocurrency Market"
        subtitle={marketSubtitle(offline, coins.length)}
        actions={
          <>
            {user ? (
              <button
                type="button"
                aria-pressed={watching}
                onClick={() => setOnlyStarred((on) => !on)}
                className={`h-10 rounded-lg border px-3 text-sm font-medium ${watching ? "border-amber-400/60 bg-amber-400/10 text-amber-300" : "border-slate-700 text-slate-300 hover:text-white"}`}
              >
                <span aria-hidden>{watching ? "★" : "☆"}</span> Watchlist
              </button>
            ) : null}
            <SearchBox
              value={query}
              onChange={setQuery}
              label="Search cryptocurrencies"
              placeholder="Search by name or symbol..."
            />
          </>
        }
      />
      <div className="space-y-4">
        <section aria-label="Market list">{body}</section>
        {coins.length > 0 ? (
          <MarketFooter shown={shown.length} total={coins.length} status={status.data ?? undefined} />
        ) : null}
        <Ticker
          link="coin"
          items={losers}
          label="Top losers in 24 hours"
          title="24h losers"
          className="rounded-lg border border-slate-800"
        />
        <AdBanner placement="bottom" />
      </div>
      <AddToPortfolio
        coin={adding}
        onClose={closeAdd}
        visitorDescription="Please sign in to add coins to your portfolio."
      />
    </Page>
  );
}
