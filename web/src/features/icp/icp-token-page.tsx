import { useSuspenseQuery } from "@tanstack/react-query";
import { MISSING, formatCompact, formatDay, formatUsdPrice } from "../../../../domain/format";
import { icpSourceLabel } from "../../../../domain/icp-tokens";
import type { IcpToken, IcpTokenHistory } from "../../../../schema/icp";
import { Card, Page } from "../../components/page";
import { PriceChart } from "../charts/price-chart";
import { AssetError, AssetSkeleton } from "../coins/page-states";
import { Stat } from "../coins/stat";
import { Change } from "../market/coin-parts";
import { AddTokenButton, SignInPromptProvider } from "./add-token-button";
import { ContractInfo } from "./contract-info";
import { TradeLink } from "./icp-token-list";
import { icpTokenHistoryQueryOptions, icpTokenQueryOptions } from "./queries";
import { TokenLogo } from "./token-logo";
import { marketCapOf, priceChangeOf, priceOf, volumeOf } from "./token-list";

// The ICP list's own label, as the coin chart uses the market's: the source and the time of its last point.
const sourceLabel = (history: IcpTokenHistory) => icpSourceLabel(history.source, new Date(history.to));

const BACK = { to: "/icp-tokens", label: "Back to ICP Tokens" } as const;

/** /icp/{canisterId} while its loader asks for the token (the route's pending state). */
export const IcpTokenPending = () => <AssetSkeleton label="Loading token..." logoClass="size-8" />;

/** /icp/{canisterId} when the token cannot be loaded (the route's error state). */
export function IcpTokenError({ error }: { error: unknown }) {
  return (
    <AssetError
      error={error}
      notFound={{ title: "Token Not Found", text: "No Internet Computer token with this canister id is listed." }}
      failed={{ title: "Something went wrong", text: "The token could not be loaded. Please try again in a moment." }}
      back={BACK}
    />
  );
}

/**
 * /icp/{canisterId}: an Internet Computer token's figures from the ICP list and its recorded prices. The route's
 * loader has the token; a failed refresh later keeps the figures shown.
 */
export function IcpTokenPage({ canisterId }: { canisterId: string }) {
  const query = useSuspenseQuery(icpTokenQueryOptions(canisterId));
  const token = query.data;
  if (!token) return <IcpTokenError error={null} />;
  return (
    <SignInPromptProvider>
      <Page className="space-y-6">
        <TokenHeader token={token} />
        <TokenStats token={token} />
        <PriceChart
          name={token.name}
          symbol={token.symbol}
          historyQuery={(range) => icpTokenHistoryQueryOptions(token.canister_id, range)}
          sourceLabel={sourceLabel}
        />
      </Page>
    </SignInPromptProvider>
  );
}

function TokenHeader({ token }: { token: IcpToken }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <TokenLogo token={token} />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-white sm:text-3xl">
            <span className="truncate">{token.name}</span>
            <span className="text-base font-medium text-slate-400">{token.symbol}</span>
            <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-300">ICP token</span>
          </h1>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm">
            <span className="text-2xl font-semibold tabular-nums text-white" data-testid="token-price">
              {formatUsdPrice(priceOf(token))}
            </span>
            <span>
              24h <Change value={priceChangeOf(token)} />
            </span>
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <AddTokenButton token={token} tooltipSide="top" />
        <TradeLink token={token} />
      </div>
    </div>
  );
}

function TokenStats({ token }: { token: IcpToken }) {
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        <Stat label="Volume (24h)">{formatCompact(volumeOf(token), { money: true })}</Stat>
        <Stat label="Market Cap">{formatCompact(marketCapOf(token), { money: true })}</Stat>
        <Stat label="TVL">{formatCompact(token.tvl, { money: true })}</Stat>
        <Stat label="Decimals">{token.decimals ?? MISSING}</Stat>
        <Stat label="Canister ID">
          <ContractInfo canisterId={token.canister_id} symbol={token.symbol} />
        </Stat>
        <Stat label="Figures as of">{formatDay(token.updated_at)}</Stat>
      </dl>
    </Card>
  );
}
