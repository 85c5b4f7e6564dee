import { type ReactNode, memo } from "react";
import { MISSING, formatCompact, formatMarketPrice, formatPercent } from "../../../../domain/format";
import type { MarketCoin, SparklineMap } from "../../../../schema/market-api";
import type { SortDirection } from "../../lib/sort";
import type { Promotions, SortKey, SortState } from "./coin-list";
import { changeClass } from "../../components/ticker";
import {
  AddButton,
  CoinLink,
  CoinLogo,
  EcosystemLink,
  Sparkline,
  SponsoredBadge,
  Star,
  highlightStyle,
} from "./coin-parts";
import { SortButton, ariaSort } from "../../components/sort-button";
import { TABLE_ROW_HEIGHT } from "./list-geometry";
import { useWindowRows } from "./use-window-rows";

/**
 * The direction a newly chosen column starts in: descending for figures (biggest first), ascending for the name
 * and the rank (A first, #1 first); the sorted column flips (product.md § Market list).
 */
export const firstDirection = (key: SortKey): SortDirection => (key === "name" || key === "rank" ? "asc" : "desc");

export type CoinListProps = {
  coins: readonly MarketCoin[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  onAdd: (coin: MarketCoin) => void;
  /** Market list only: the 7-day column, fed by /api/sparklines (absent while loading). */
  sparklines?: SparklineMap | null;
  showSparklines?: boolean;
  /** Market list only: SPONSORED badges and highlights. */
  promotions?: Promotions;
  /** Market list only: the 'View Ecosystem' link under a coin's name. */
  showEcosystemLinks?: boolean;
  label: string;
  /**
   * Market list only: what sits between the rows (the ads, issue 17: data before ads), after the first
   * `interludeAfter` rows, which stay in the DOM; the rows after it are virtual.
   */
  interlude?: ReactNode;
  interludeAfter?: number;
  /** Market list only: the signed-in user's starred coin ids (a star shows on every row when given). */
  starred?: ReadonlySet<string>;
};

type Column = {
  label: string;
  sortKey?: SortKey;
  /** Width and the breakpoint from which it shows (narrow desktops drop the least needed columns). */
  className: string;
  align?: "right";
  cell: (coin: MarketCoin, props: CoinListProps) => ReactNode;
  /** Classes of the cell itself (plain text cells need no inner element: fewer DOM nodes per row). */
  tone?: (coin: MarketCoin) => string;
};

const supply = (coin: MarketCoin) =>
  coin.circulating_supply === null ? MISSING : `${formatCompact(coin.circulating_supply)} ${coin.symbol.toUpperCase()}`;

/** A signed percent change, green up, red down. */
const changeColumn = (label: string, sortKey: SortKey, change: (coin: MarketCoin) => number | null): Column => ({
  label,
  sortKey,
  className: "w-20",
  align: "right",
  cell: (c) => formatPercent(change(c)),
  tone: (c) => changeClass(change(c)),
});

/** A dollar figure abbreviated K/M/B/T. */
const moneyColumn = (
  label: string,
  sortKey: SortKey,
  className: string,
  money: (coin: MarketCoin) => number | null,
): Column => ({
  label,
  sortKey,
  className,
  align: "right",
  cell: (c) => formatCompact(money(c), { money: true }),
});

const COLUMNS: Column[] = [
  {
    label: "#",
    sortKey: "rank",
    className: "w-20",
    cell: (c, p) => <Rank coin={c} starred={p.starred} />,
    tone: () => "text-slate-400",
  },
  { label: "Name", sortKey: "name", className: "w-auto", cell: (c, p) => <NameCell coin={c} props={p} /> },
  {
    label: "Price",
    sortKey: "price",
    className: "w-32",
    align: "right",
    cell: (c) => formatMarketPrice(c.current_price),
    tone: () => "font-medium text-white",
  },
  changeColumn("24h %", "change24h", (c) => c.price_change_percentage_24h),
  changeColumn("7d %", "change7d", (c) => c.price_change_percentage_7d_in_currency),
  moneyColumn("Market Cap", "marketCap", "w-32", (c) => c.market_cap),
  moneyColumn("Volume(24h)", "volume", "hidden w-32 lg:table-cell", (c) => c.total_volume),
  {
    label: "Circulating Supply",
    sortKey: "supply",
    className: "hidden w-40 whitespace-nowrap lg:table-cell",
    align: "right",
    cell: supply,
  },
];

const SPARKLINE_COLUMN: Column = {
  label: "Last 7 Days",
  className: "hidden w-32 xl:table-cell",
  align: "right",
  cell: (c, p) => (
    <Sparkline
      points={p.sparklines?.[c.id]}
      change={c.price_change_percentage_7d_in_currency}
      label={`${c.name} price, last 7 days`}
    />
  ),
};
const ADD_COLUMN: Column = {
  label: "Add",
  className: "w-24",
  align: "right",
  cell: (c, p) => <AddButton coin={c} onAdd={p.onAdd} />,
};
const WITH_SPARKLINES = [...COLUMNS, SPARKLINE_COLUMN, ADD_COLUMN];
const WITHOUT_SPARKLINES = [...COLUMNS, ADD_COLUMN];

function Rank({ coin, starred }: { coin: MarketCoin; starred?: ReadonlySet<string> }) {
  const rank = coin.market_cap_rank ?? MISSING;
  if (!starred) return rank;
  return (
    <span className="flex items-center gap-1">
      <Star coin={coin} starred={starred} />
      {rank}
    </span>
  );
}

function NameCell({ coin, props }: { coin: MarketCoin; props: CoinListProps }) {
  const sponsored = props.promotions?.[coin.id]?.sponsored;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CoinLogo coin={coin} />
      <div className="min-w-0">
        {/* The name has the line to itself (issue 17: not cut while the column has room); the symbol sits below. */}
        <div className="flex min-w-0 items-center gap-2">
          <CoinLink coinId={coin.id} className="truncate font-medium text-white" title={coin.name}>
            {coin.name}
          </CoinLink>
          {sponsored ? <SponsoredBadge /> : null}
        </div>
        <div className="flex min-w-0 items-center gap-2 text-xs">
          <span className="shrink-0 text-slate-400">{coin.symbol.toUpperCase()}</span>
          {props.showEcosystemLinks && coin.ecosystem ? (
            <EcosystemLink ecosystemId={coin.ecosystem} coinName={coin.name} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Stands in for the rows scrolled out of the DOM. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={span} style={{ height, padding: 0 }} />
    </tr>
  );
}

/** A row is drawn again only when its coin, place or the list's props change. */
const CoinRow = memo(function CoinRow({
  coin,
  index,
  columns,
  props,
}: {
  coin: MarketCoin;
  index: number;
  columns: Column[];
  props: CoinListProps;
}) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-testid="coin-row"
      style={{ height: TABLE_ROW_HEIGHT, ...highlightStyle(props.promotions?.[coin.id]) }}
      className="text-slate-300 hover:bg-slate-900/70"
    >
      {columns.map((column) => (
        <td
          key={column.label}
          className={`border-b border-slate-800/70 px-3 tabular-nums ${align(column)} ${column.className} ${column.tone?.(coin) ?? ""}`}
        >
          {column.cell(coin, props)}
        </td>
      ))}
    </tr>
  );
});

const align = (column: Column) => (column.align === "right" ? "text-right" : "text-left");

/** The desktop table: a real table whose body holds only the rows near the viewport. */
export function CoinTable(props: CoinListProps) {
  const { coins, sort, onSort, showSparklines, label, interlude } = props;
  const columns = showSparklines ? WITH_SPARKLINES : WITHOUT_SPARKLINES;
  const head = interlude ? Math.min(props.interludeAfter ?? 0, coins.length) : 0;
  const { listRef, rows, paddingTop, paddingBottom } = useWindowRows<HTMLTableSectionElement>(
    coins.length - head,
    TABLE_ROW_HEIGHT,
  );
  return (
    <table
      className="w-full table-fixed border-separate border-spacing-0 text-sm"
      aria-label={label}
      aria-rowcount={coins.length + 1}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              aria-sort={column.sortKey ? ariaSort(sort, column.sortKey) : undefined}
              className={`sticky top-16 z-10 h-11 border-b border-slate-800 bg-slate-950 px-3 text-xs font-medium text-slate-400 ${align(column)} ${column.className}`}
            >
              {column.sortKey ? (
                <SortButton
                  label={column.label}
                  sortKey={column.sortKey}
                  sort={sort}
                  onSort={onSort}
                  first={firstDirection(column.sortKey)}
                  className="whitespace-nowrap"
                />
              ) : (
                <span className="uppercase tracking-wide">{column.label}</span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      {head > 0 ? (
        <tbody>
          {coins.slice(0, head).map((coin, index) => (
            <CoinRow key={coin.id} coin={coin} index={index} columns={columns} props={props} />
          ))}
        </tbody>
      ) : null}
      {interlude ? (
        <tbody>
          <tr>
            <td colSpan={columns.length} className="py-4">
              {interlude}
            </td>
          </tr>
        </tbody>
      ) : null}
      <tbody ref={listRef}>
        {paddingTop > 0 ? <Spacer height={paddingTop} span={columns.length} /> : null}
        {rows.map((row) => (
          <CoinRow
            key={coins[head + row.index]!.id}
            coin={coins[head + row.index]!}
            index={head + row.index}
            columns={columns}
            props={props}
          />
        ))}
        {paddingBottom > 0 ? <Spacer height={paddingBottom} span={columns.length} /> : null}
      </tbody>
    </table>
  );
}
