import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { IcpToken } from "../../../../schema/icp";
import { Button } from "../../components/button";
import { TextInput } from "../../components/form";
import { Card, Page, PageHeader } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { Tabs } from "../../components/tabs";
import { FeaturedIcpTokens } from "../ads/featured-icp-tokens";
import { useTokenAds } from "../ads/use-token-ads";
import { SignInPromptProvider } from "./add-token-button";
import { IcpTokenList } from "./icp-token-list";
import { icpStatusQueryOptions, icpTokensQueryOptions, topIcpTokensQueryOptions } from "./queries";
import { searchIcpTokens, sortIcpTokens, type SortState } from "./token-list";

function SourceLabel() {
  const { data } = useQuery(icpStatusQueryOptions);
  if (!data) return null;
  return (
    <p className="mb-6 flex items-center gap-2 text-xs text-slate-400" data-testid="icp-source">
      <span
        className={`size-2 rounded-full ${data.source === "snapshot" ? "bg-amber-400" : "bg-emerald-400"}`}
        aria-hidden
      />
      {data.label}
    </p>
  );
}

function LoadError({ query }: { query: UseQueryResult<IcpToken[]> }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="font-medium text-rose-300">{query.error?.message}</p>
      <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? "Retrying..." : "Try again"}
      </Button>
    </div>
  );
}

/** The default page size (product.md § Limits). Not imported from schema/icp.ts: that module brings zod and drizzle into the SPA. */
const PAGE_SIZE = 50;

type TabProps = {
  query: UseQueryResult<IcpToken[]>;
  search: string;
  sort: SortState;
  onSort: (sort: SortState) => void;
};

/**
 * Search, then sort; both tabs share them so switching tabs keeps what the user asked for. Sponsored tokens
 * then go first in the order of product.md § Serving ads (highlighted, then promoted ones forced to the top).
 */
function useShownTokens({ query, search, sort }: TabProps) {
  const { order } = useTokenAds("icp_tokens");
  return useMemo(
    () =>
      order(sortIcpTokens(searchIcpTokens(query.data ?? [], search), sort), (token) => ({
        id: token.canister_id,
        symbol: token.symbol,
      })),
    [query.data, search, sort, order],
  );
}

const emptyText = (search: string) =>
  search.trim() ? "No tokens found matching your search." : "No Internet Computer tokens are listed right now.";

function AllTokensTab(props: TabProps) {
  const shown = useShownTokens(props);
  const [limit, setLimit] = useState(PAGE_SIZE);
  if (props.query.isPending) return <Spinner label="Loading tokens..." />;
  if (props.query.isError) return <LoadError query={props.query} />;
  if (shown.length === 0) return <p className="py-12 text-center text-slate-400">{emptyText(props.search)}</p>;
  return (
    <>
      <IcpTokenList rows={shown.slice(0, limit)} sort={props.sort} onSort={props.onSort} />
      <div className="mt-4 flex flex-col items-center gap-3 text-sm text-slate-400 sm:flex-row sm:justify-between">
        <p>
          Showing {Math.min(limit, shown.length)} of {shown.length} tokens
        </p>
        {shown.length > limit ? (
          <Button variant="secondary" size="sm" onClick={() => setLimit(limit + PAGE_SIZE)}>
            Show more
          </Button>
        ) : null}
      </div>
    </>
  );
}

function TopTokensTab(props: TabProps) {
  const shown = useShownTokens(props);
  if (props.query.isPending) return <Spinner label="Loading top tokens..." />;
  if (props.query.isError) return <LoadError query={props.query} />;
  if (shown.length === 0) return <p className="py-12 text-center text-slate-400">{emptyText(props.search)}</p>;
  return (
    <>
      <p className="mb-4 text-sm text-slate-400">
        Showing {shown.length} top tokens with KongSwap and Tacodao prioritized
      </p>
      <IcpTokenList rows={shown} sort={props.sort} onSort={props.onSort} />
    </>
  );
}

/** /icp-tokens (product.md § ICP tokens page): the Internet Computer tokens from the on-chain exchange. */
export function IcpTokensPage() {
  const [tab, setTab] = useState(0);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState>(null);
  const all = useQuery(icpTokensQueryOptions);
  // The Top list is only fetched once its tab has been opened.
  const top = useQuery({ ...topIcpTokensQueryOptions, enabled: tab === 1 });
  const shared = { search, sort, onSort: setSort };

  return (
    <SignInPromptProvider>
      <Page>
        <PageHeader
          title="Internet Computer Tokens"
          subtitle="Tokens traded on the Internet Computer's decentralised exchange"
        />
        <SourceLabel />
        <FeaturedIcpTokens tokens={all.data ?? []} />
        <Card className="p-4 sm:p-5">
          <div className="mb-4">
            <label htmlFor="icp-token-search" className="sr-only">
              Search tokens
            </label>
            <TextInput
              id="icp-token-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name, symbol or canister ID"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <Tabs
            selectedIndex={tab}
            onChange={setTab}
            items={[
              { key: "all", label: "All Tokens", content: <AllTokensTab query={all} {...shared} /> },
              { key: "top", label: "Top Tokens", content: <TopTokensTab query={top} {...shared} /> },
            ]}
          />
        </Card>
      </Page>
    </SignInPromptProvider>
  );
}
