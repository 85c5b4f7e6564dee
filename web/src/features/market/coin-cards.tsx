import { type ReactNode, memo } from "react";
import { MISSING, formatCompact, formatMarketPrice } from "../../../../domain/format";
import type { MarketCoin } from "../../../../schema/market-api";
import type { SortKey } from "./coin-list";
import {
  AddButton,
  Change,
  CoinLink,
  CoinLogo,
  EcosystemLink,
  Sparkline,
  SponsoredBadge,
  Star,
  highlightStyle,
} from "./coin-parts";
import { type CoinListProps, firstDirection } from "./coin-table";
import { SortButton } from "../../components/sort-button";
import { CARD_GAP, CARD_HEIGHT } from "./list-geometry";
import { useWindowRows } from "./use-window-rows";

const SORTS: Array<[SortKey, string]> = [
  ["rank", "#"],
  ["name", "Name"],
  ["price", "Price"],
  ["change24h", "24h %"],
  ["change7d", "7d %"],
  ["marketCap", "Market Cap"],
  ["volume", "Volume(24h)"],
  ["supply", "Circulating Supply"],
];

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="truncate tabular-nums text-slate-200">{children}</dd>
    </div>
  );
}

/** A card is drawn again only when its coin or the list's props change. */
const CoinCard = memo(function CoinCard({ coin, props }: { coin: MarketCoin; props: CoinListProps }) {
  const promotion = props.promotions?.[coin.id];
  const symbol = coin.symbol.toUpperCase();
  return (
    <article
      className="flex flex-col gap-3 overflow-hidden rounded-xl border border-slate-800 bg-slate-900/70 p-4 text-sm"
      style={{ height: CARD_HEIGHT, ...highlightStyle(promotion) }}
      aria-label={coin.name}
      data-testid="coin-card"
    >
      <div className="flex items-start gap-3">
        <CoinLogo coin={coin} size={32} />
        <div className="min-w-0 flex-1">
          {/* The name has the line to itself (issue 17: not cut while there is room); the symbol sits below. */}
          <div className="flex min-w-0 items-center gap-2">
            <CoinLink coinId={coin.id} className="truncate font-semibold text-white" title={coin.name}>
              {coin.name}
            </CoinLink>
            {promotion?.sponsored ? <SponsoredBadge /> : null}
          </div>
          <div className="flex items-center gap-2 text-xs text-slate-500">
            {props.starred ? <Star coin={coin} starred={props.starred} /> : null}
            <span className="font-medium text-slate-400">{symbol}</span>
            <span>#{coin.market_cap_rank ?? MISSING}</span>
            {props.showEcosystemLinks && coin.ecosystem ? (
              <EcosystemLink ecosystemId={coin.ecosystem} coinName={coin.name} />
            ) : null}
          </div>
        </div>
        <div className="shrink-0 text-right">
          <div className="font-semibold tabular-nums text-white">{formatMarketPrice(coin.current_price)}</div>
          <Change value={coin.price_change_percentage_24h} className="text-xs" />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Stat label="Market Cap">{formatCompact(coin.market_cap, { money: true })}</Stat>
        <Stat label="Volume(24h)">{formatCompact(coin.total_volume, { money: true })}</Stat>
        <Stat label="Circulating Supply">
          {coin.circulating_supply === null ? MISSING : `${formatCompact(coin.circulating_supply)} ${symbol}`}
        </Stat>
        <Stat label="7d %">
          <Change value={coin.price_change_percentage_7d_in_currency} />
        </Stat>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-3">
        {props.showSparklines ? (
          <Sparkline
            points={props.sparklines?.[coin.id]}
            change={coin.price_change_percentage_7d_in_currency}
            label={`${coin.name} price, last 7 days`}
            width={140}
            height={28}
          />
        ) : (
          <span />
        )}
        <AddButton coin={coin} onAdd={props.onAdd} />
      </div>
    </article>
  );
});

/** Below 768 px: the same data as cards, sorted by chips, and just as virtual as the table. */
export function CoinCards(props: CoinListProps) {
  const { coins, sort, onSort, label, interlude } = props;
  const head = interlude ? Math.min(props.interludeAfter ?? 0, coins.length) : 0;
  const { listRef, rows, paddingTop, paddingBottom } = useWindowRows<HTMLUListElement>(
    coins.length - head,
    CARD_HEIGHT + CARD_GAP,
    3,
  );
  const item = (coin: MarketCoin) => (
    <li key={coin.id} style={{ height: CARD_HEIGHT + CARD_GAP, paddingBottom: CARD_GAP }}>
      <CoinCard coin={coin} props={props} />
    </li>
  );
  return (
    <div>
      <div className="-mx-4 mb-3 flex h-9 gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label="Sort by">
        {SORTS.map(([key, text]) => (
          <SortButton
            key={key}
            label={text}
            sortKey={key}
            sort={sort}
            onSort={onSort}
            first={firstDirection(key)}
            chip
            className="h-8 whitespace-nowrap"
          />
        ))}
      </div>
      {head > 0 ? <ul aria-label={label}>{coins.slice(0, head).map(item)}</ul> : null}
      {interlude ? <div className="mb-3">{interlude}</div> : null}
      <ul ref={listRef} aria-label={head > 0 ? `${label}, continued` : label} style={{ paddingTop, paddingBottom }}>
        {rows.map((row) => item(coins[head + row.index]!))}
      </ul>
    </div>
  );
}
