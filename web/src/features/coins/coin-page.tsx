import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Suspense, lazy, useState } from "react";
import { MISSING, formatCompact, formatUsdPrice } from "../../../../domain/format";
import type { CoinDetail } from "../../../../schema/coin-api";
import { Button } from "../../components/button";
import { Card, Page } from "../../components/page";
import { notifyError } from "../../lib/toast";
import { useAuth } from "../auth/queries";
import { Change, CoinLogo, Star } from "../market/coin-parts";
import { watchlistQuery } from "../market/watchlist-query";
import { AddToPortfolio } from "../portfolio/add-to-portfolio";
import { CoinChart } from "./coin-chart";
import { CoinDetails } from "./coin-details";
import { CoinHolding } from "./coin-holding";
import { coinQueryOptions } from "./queries";
import { AssetError, AssetSkeleton } from "./page-states";
import { Stat } from "./stat";

// The alert dialog (Headless UI, decimal.js, the alert form) loads when 'Set Alert' is used: the page's own
// code stays small (its first screen on a phone).
const CoinAlertDialog = lazy(() => import("./coin-alert-dialog"));

const BACK = { to: "/", label: "Back to Market" } as const;

/** /coins/{id} while its loader asks for the coin (the route's pending state). */
export const CoinPending = () => <AssetSkeleton label="Loading coin..." logoClass="size-12" />;

/** /coins/{id} when the coin cannot be loaded (the route's error state). */
export function CoinError({ error }: { error: unknown }) {
  return (
    <AssetError
      error={error}
      notFound={{ title: "Coin Not Found", text: "No coin with this id is in the market data." }}
      failed={{ title: "Something went wrong", text: "The coin could not be loaded. Please try again in a moment." }}
      back={BACK}
    />
  );
}

/**
 * /coins/{id}: a coin's figures, its price chart, and what a signed-in user holds of it. The route's loader has
 * the coin; a failed refresh later keeps the figures shown.
 */
export function CoinPage({ id }: { id: string }) {
  const query = useSuspenseQuery(coinQueryOptions(id));
  const coin = query.data;
  if (!coin) return <CoinError error={null} />;
  return (
    <Page className="space-y-6">
      <CoinHeader coin={coin} />
      <CoinStats coin={coin} />
      <CoinChart coin={coin} />
      <CoinDetails coin={coin} />
      <CoinHolding coin={coin} />
    </Page>
  );
}

function CoinHeader({ coin }: { coin: CoinDetail }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-center gap-4">
        <CoinLogo coin={coin} size={48} />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-white sm:text-3xl">
            <CoinStar coin={coin} />
            <span className="truncate">{coin.name}</span>
            <span className="text-base font-medium uppercase text-slate-400">{coin.symbol}</span>
            <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-300">
              Rank #{coin.market_cap_rank ?? MISSING}
            </span>
          </h1>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm">
            <span className="text-2xl font-semibold tabular-nums text-white" data-testid="coin-price">
              {formatUsdPrice(coin.current_price)}
            </span>
            <span>
              24h <Change value={coin.price_change_percentage_24h} />
            </span>
            <span>
              7d <Change value={coin.price_change_percentage_7d_in_currency} />
            </span>
          </p>
        </div>
      </div>
      <CoinActions coin={coin} />
    </div>
  );
}

/** The watchlist star (issue 18), as on the market rows: signed-in users only. */
function CoinStar({ coin }: { coin: CoinDetail }) {
  const { user } = useAuth();
  const watchlist = useQuery({ ...watchlistQuery, enabled: Boolean(user) });
  if (!user) return null;
  return <Star coin={coin} starred={new Set(watchlist.data ?? [])} />;
}

function CoinActions({ coin }: { coin: CoinDetail }) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  // A new position is a buy in the ledger: the holding and transactions below follow it.
  const closeAdd = () => {
    setAdding(false);
    void queryClient.invalidateQueries({
      predicate: (q) => /^\/api\/(holdings|transactions)/.test(String(q.queryKey[0])),
    });
  };
  const [alerting, setAlerting] = useState(false);
  const setAlert = () => {
    if (status === "unauthenticated")
      return notifyError("Authentication Required", "Please sign in to set price alerts.");
    setAlerting(true);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setAdding(true)}>+ Add to Portfolio</Button>
      <Button variant="secondary" onClick={setAlert}>
        Set Alert
      </Button>
      <AddToPortfolio coin={adding ? coin : null} onClose={closeAdd} />
      {alerting ? (
        <Suspense fallback={null}>
          <CoinAlertDialog coin={coin} onClose={() => setAlerting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function CoinStats({ coin }: { coin: CoinDetail }) {
  const symbol = coin.symbol.toUpperCase();
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Stat label="Market Cap">{formatCompact(coin.market_cap, { money: true })}</Stat>
        <Stat label="Volume (24h)">{formatCompact(coin.total_volume, { money: true })}</Stat>
        <Stat label="Circulating Supply">
          {coin.circulating_supply === null ? MISSING : `${formatCompact(coin.circulating_supply)} ${symbol}`}
        </Stat>
        <Stat label="Ecosystem">
          {coin.ecosystem ? (
            <Link
              to="/ecosystem/$ecosystemId"
              params={{ ecosystemId: coin.ecosystem }}
              className="text-sky-400 hover:underline"
            >
              {coin.ecosystem_name ?? coin.ecosystem}
            </Link>
          ) : (
            MISSING
          )}
        </Stat>
        <Stat label="More">
          <a
            href={coin.links.coingecko}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sky-400 hover:underline"
          >
            CoinGecko
          </a>
        </Stat>
      </dl>
    </Card>
  );
}
