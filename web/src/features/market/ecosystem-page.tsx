import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useCallback, useDeferredValue, useMemo, useState } from "react";
import { UNKNOWN_ECOSYSTEM, findEcosystem } from "../../../../domain/ecosystems";
import { filterMarketCoins } from "../../../../domain/list-filters";
import type { MarketCoin } from "../../../../schema/market-api";
import { buttonClass } from "../../components/button";
import { Page } from "../../components/page";
import { Ticker, visibleTickerItems } from "../../components/ticker";
import { WIDE_SCREEN, useMediaQuery } from "../../lib/use-media-query";
import { AddToPortfolio } from "../portfolio/add-to-portfolio";
import { DEFAULT_SORT, visibleCoins } from "./coin-list";
import CoinListView from "./coin-list-view";
import { AdBanner } from "../ads/ad-banner";
import { ListEmpty, ListLoadError, ListLoading } from "./list-message";
import { SourceLabel } from "./market-footer";
import { ecosystemTokensQueryOptions } from "./queries";
import { SearchBox } from "./search-box";

/** product.md § Ecosystem page: the ecosystem ticker shows the first 20 tokens. */
const ECOSYSTEM_TICKER_TOKENS = 20;
const UNKNOWN_COLOURS = { from: "#334155", to: "#0f172a" };

/** product.md § Ecosystem page: one ecosystem's tokens, searchable, as a table or (below 768 px) cards. */
export function EcosystemPage({ ecosystemId }: { ecosystemId: string }) {
  const ecosystem = findEcosystem(ecosystemId);
  const { name, description } = ecosystem ?? UNKNOWN_ECOSYSTEM;
  const colours = ecosystem?.colors ?? UNKNOWN_COLOURS;
  const tokensQuery = useQuery({ ...ecosystemTokensQueryOptions(ecosystemId), enabled: ecosystem !== null });
  const data = useDeferredValue(tokensQuery.data);
  const tokens = useMemo(() => filterMarketCoins(data?.coins ?? []), [data]);
  const tickerItems = useMemo(() => visibleTickerItems(tokens).slice(0, ECOSYSTEM_TICKER_TOKENS), [tokens]);
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState(DEFAULT_SORT);
  const searched = useDeferredValue(query);
  const shown = useMemo(() => visibleCoins(tokens, { query: searched, sort }), [tokens, searched, sort]);
  const wide = useMediaQuery(WIDE_SCREEN);
  const [adding, setAdding] = useState<MarketCoin | null>(null);
  const closeAdd = useCallback(() => setAdding(null), []);
  const loading = ecosystem !== null && data === undefined && !tokensQuery.isError;

  let body: ReactNode;
  if (loading) {
    body = <ListLoading label="Loading ecosystem tokens..." wide={wide} />;
  } else if (ecosystem !== null && data === undefined) {
    body = (
      <ListLoadError
        message="No tokens available in this ecosystem."
        retrying={tokensQuery.isFetching}
        onRetry={() => void tokensQuery.refetch()}
      />
    );
  } else if (tokens.length === 0) {
    body = <ListEmpty message="No tokens available in this ecosystem." />;
  } else if (shown.length === 0) {
    body = <ListEmpty message="No tokens found matching your search." />;
  } else {
    const props = { coins: shown, sort, onSort: setSort, onAdd: setAdding, label: `${name} tokens` };
    body = <CoinListView wide={wide} {...props} />;
  }

  return (
    <Page>
      <div className="space-y-4">
        <Link to="/" className={buttonClass("secondary", "sm")}>
          <span aria-hidden>←</span> Back to Market
        </Link>
        <AdBanner placement="top" />
        <header
          className="flex items-center gap-4 rounded-2xl border border-on-dark/10 p-5 sm:p-6"
          style={{
            background: `linear-gradient(rgb(2 6 23 / 0.55), rgb(2 6 23 / 0.55)), linear-gradient(135deg, ${colours.from}, ${colours.to})`,
          }}
          data-testid="ecosystem-header"
        >
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-full text-xl font-bold text-on-dark shadow-lg ring-2 ring-on-dark/20 sm:size-14"
            style={{ background: `linear-gradient(135deg, ${colours.from}, ${colours.to})` }}
          >
            {name.charAt(0)}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-on-dark sm:text-3xl">{name}</h1>
            <p className="mt-1 text-sm text-on-dark/85 sm:text-base">{description}</p>
          </div>
        </header>
        {/* The strip keeps its place while loading; a list known to be empty has no ticker at all. */}
        {loading || tokens.length > 0 ? (
          <Ticker
            link="coin"
            items={tickerItems}
            label={`${name} token prices`}
            title={`${name} tokens`}
            className="rounded-lg border border-slate-800"
          />
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-400">
            <p data-testid="token-count">
              {loading ? "\u00a0" : `${shown.length} ${shown.length === 1 ? "token" : "tokens"} found`}
            </p>
            {/* Its own line keeps its place while loading, so the list below never moves. */}
            <p className="mt-0.5 text-xs text-slate-500">
              {data?.status ? <SourceLabel status={data.status} /> : "\u00a0"}
            </p>
          </div>
          <SearchBox value={query} onChange={setQuery} label="Search tokens" placeholder="Search tokens..." />
        </div>
        <section aria-label="Ecosystem tokens">{body}</section>
        <AdBanner placement="bottom" />
      </div>
      <AddToPortfolio
        coin={adding}
        onClose={closeAdd}
        visitorDescription="Please sign in to add tokens to your portfolio."
      />
    </Page>
  );
}
