import { Link } from "@tanstack/react-router";
import type { IcpToken } from "../../../../schema/icp";
import { SponsoredBadge, highlightStyle } from "../ads/sponsored-token";
import type { Sponsorship } from "../ads/use-token-ads";
import { SortButton, ariaSort } from "../../components/sort-button";
import { WIDE_SCREEN, useMediaQuery } from "../../lib/use-media-query";
import { AddTokenButton } from "./add-token-button";
import { ContractInfo } from "./contract-info";
import { formatCompact, formatPercent, formatUsdPrice } from "../../../../domain/format";
import { TokenLogo } from "./token-logo";
import {
  SORT_COLUMNS,
  icpSwapTradeUrl,
  marketCapOf,
  priceChangeOf,
  priceOf,
  volumeOf,
  type SortState,
} from "./token-list";

/** Each token with its ad, if one promotes or highlights it (SPONSORED badge, highlight colour). */
export type TokenRowWithAd = { row: IcpToken; sponsorship: Sponsorship | null };
type ListProps = { rows: TokenRowWithAd[]; sort: SortState; onSort: (sort: SortState) => void };

function TokenName({ token, sponsorship }: { token: IcpToken; sponsorship: Sponsorship | null }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <TokenLogo token={token} />
      <span className="min-w-0">
        <span className="flex items-center gap-2">
          <Link
            to="/icp/$canisterId"
            params={{ canisterId: token.canister_id }}
            className="truncate font-medium text-white hover:underline focus-visible:outline-2 focus-visible:outline-emerald-400"
          >
            {token.name}
          </Link>
          <SponsoredBadge sponsorship={sponsorship} />
        </span>
        <span className="block text-xs uppercase text-slate-400">{token.symbol}</span>
      </span>
    </span>
  );
}

function PriceChange({ token }: { token: IcpToken }) {
  const change = priceChangeOf(token);
  if (change === null) return null;
  const tone = change > 0 ? "text-emerald-400" : change < 0 ? "text-rose-400" : "text-slate-400";
  return <span className={`block text-xs ${tone}`}>{formatPercent(change)}</span>;
}

export function TradeLink({ token, className = "" }: { token: IcpToken; className?: string }) {
  return (
    <a
      href={icpSwapTradeUrl(token.canister_id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Trade ${token.symbol} on ICPSwap (opens in a new tab)`}
      className={`inline-flex h-8 items-center justify-center gap-1 rounded-lg border border-slate-700 px-3 text-sm font-medium text-slate-200 transition-colors hover:border-emerald-500/60 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400 ${className}`}
    >
      Trade
      <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}

const missing = (text: string) => (text === "N/A" ? "text-slate-500" : "text-slate-100");

/** From 1280 px the canister id gets its own column; below, it sits under the token so Add and Trade stay in view. */
const ROOMY_SCREEN = "(min-width: 1280px)";

function TokenTable({ rows, sort, onSort }: ListProps) {
  const roomy = useMediaQuery(ROOMY_SCREEN);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-800 text-xs text-slate-400">
            {SORT_COLUMNS.map(({ column, label }) => (
              <th
                key={column}
                scope="col"
                aria-sort={ariaSort(sort, column)}
                className={`px-2 py-3 xl:px-3 ${column === "token" ? "text-left" : "text-right"}`}
              >
                <SortButton
                  label={label}
                  sortKey={column}
                  sort={sort}
                  onSort={onSort}
                  className="text-left font-medium xl:whitespace-nowrap"
                />
              </th>
            ))}
            {roomy ? (
              <th scope="col" className="whitespace-nowrap px-3 py-3 text-left font-medium uppercase tracking-wide">
                Contract Info
              </th>
            ) : null}
            <th scope="col" className="px-2 py-3 text-center xl:px-3 font-medium uppercase tracking-wide">
              Add
            </th>
            <th scope="col" className="px-2 py-3 text-center xl:px-3 font-medium uppercase tracking-wide">
              Trade
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row: token, sponsorship }) => {
            const price = formatUsdPrice(priceOf(token));
            const volume = formatCompact(volumeOf(token), { money: true });
            const marketCap = formatCompact(marketCapOf(token), { money: true });
            return (
              <tr
                key={token.canister_id}
                data-testid="icp-token-row"
                style={highlightStyle(sponsorship)}
                className="border-b border-slate-800/70 hover:bg-slate-800/30"
              >
                <td className="max-w-56 px-2 py-3 xl:max-w-64 xl:px-3">
                  <TokenName token={token} sponsorship={sponsorship} />
                  {roomy ? null : (
                    <div className="mt-1 pl-11">
                      <ContractInfo canisterId={token.canister_id} symbol={token.symbol} />
                    </div>
                  )}
                </td>
                <td className="px-2 py-3 text-right xl:px-3 tabular-nums">
                  <span className={missing(price)}>{price}</span>
                  <PriceChange token={token} />
                </td>
                <td className={`px-2 py-3 text-right xl:px-3 tabular-nums ${missing(volume)}`}>{volume}</td>
                <td className={`px-2 py-3 text-right xl:px-3 tabular-nums ${missing(marketCap)}`}>{marketCap}</td>
                {roomy ? (
                  <td className="px-3 py-3">
                    <ContractInfo canisterId={token.canister_id} symbol={token.symbol} />
                  </td>
                ) : null}
                <td className="px-2 py-3 text-center xl:px-3">
                  <AddTokenButton token={token} tooltipSide="left" />
                </td>
                <td className="px-2 py-3 text-center xl:px-3">
                  <TradeLink token={token} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className={`mt-0.5 font-medium tabular-nums ${missing(value)}`}>{value}</dd>
    </div>
  );
}

function TokenCards({ rows, sort, onSort }: ListProps) {
  return (
    <div>
      <div role="group" aria-label="Sort by" className="mb-3 flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-400">Sort by</span>
        {SORT_COLUMNS.map(({ column, label }) => (
          <SortButton key={column} label={label} sortKey={column} sort={sort} onSort={onSort} chip className="py-1" />
        ))}
      </div>
      <ul className="space-y-3">
        {rows.map(({ row: token, sponsorship }) => {
          const price = formatUsdPrice(priceOf(token));
          return (
            <li
              key={token.canister_id}
              data-testid="icp-token-row"
              style={highlightStyle(sponsorship)}
              className="rounded-xl border border-slate-800 bg-slate-950/40 p-4"
            >
              <div className="flex items-start justify-between gap-3">
                <TokenName token={token} sponsorship={sponsorship} />
                <div className="shrink-0 text-right tabular-nums">
                  <span className={`font-semibold ${missing(price)}`}>{price}</span>
                  <PriceChange token={token} />
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                <Figure label="Volume (24h)" value={formatCompact(volumeOf(token), { money: true })} />
                <Figure label="Market Cap" value={formatCompact(marketCapOf(token), { money: true })} />
                <div className="col-span-2">
                  <dt className="text-xs text-slate-400">Contract Info</dt>
                  <dd className="mt-0.5">
                    <ContractInfo canisterId={token.canister_id} symbol={token.symbol} />
                  </dd>
                </div>
              </dl>
              <div className="mt-3 flex gap-2 border-t border-slate-800 pt-3">
                <AddTokenButton token={token} tooltipSide="top" className="flex-1" />
                <TradeLink token={token} className="flex-1" />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The token list: a sortable table from 768 px, cards below (product.md § ICP tokens page). */
export function IcpTokenList(props: ListProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return wide ? <TokenTable {...props} /> : <TokenCards {...props} />;
}
