import { formatHoldings } from "../../../../../domain/amount-format";
import { formatPercent, formatRelativeTime, formatUsdPrice } from "../../../../../domain/format";
import type { Holding } from "../../../../../schema/ledger-api";
import { Button } from "../../../components/button";
import { CoinName, formatSignedUsd, trendClass } from "../display";
import { EmptyState, Fact, PositionList, Th } from "../table-parts";

export const LEDGER_EMPTY = "No transactions yet. Add a transaction or import a CSV from your exchange.";

type Actions = { onSell: (h: Holding) => void; onOpen: (h: Holding) => void };

function Pnl({ amount, percent }: { amount: string | null; percent?: string | null }) {
  if (amount === null) return <span className="text-slate-500">N/A</span>;
  return (
    <span className={`tabular-nums ${trendClass(amount)}`}>
      <span className="block">{formatSignedUsd(amount)}</span>
      {percent ? <span className="block text-xs">{formatPercent(percent)}</span> : null}
    </span>
  );
}

const priceSource = (h: Holding) =>
  h.quote ? `${h.quote.source} · ${formatRelativeTime(h.quote.asOf)}` : "no market price";

function RowActions({ holding, onSell, onOpen }: Actions & { holding: Holding }) {
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="secondary" onClick={() => onOpen(holding)}>
        Transactions
      </Button>
      <Button size="sm" variant="secondary" disabled={holding.quantity === "0"} onClick={() => onSell(holding)}>
        Sell
      </Button>
    </div>
  );
}

/** Holdings grouped by coin, from the ledger: a table from 768 px, cards below. */
export function HoldingsTable({ holdings, ...actions }: Actions & { holdings: Holding[] }) {
  if (holdings.length === 0) return <EmptyState>{LEDGER_EMPTY}</EmptyState>;
  return (
    <PositionList
      head={
        <>
          <Th align="left">Asset</Th>
          <Th>Holdings</Th>
          <Th>Avg Cost</Th>
          <Th>Price</Th>
          <Th>Value</Th>
          <Th>Unrealized P&amp;L</Th>
          <Th>Realized P&amp;L</Th>
          <Th>Actions</Th>
        </>
      }
      rows={holdings.map((h) => (
        <tr key={h.coinId} data-testid={`holding-${h.coinId}`} className="hover:bg-slate-800/30">
          <td className="px-3 py-3">
            <CoinName name={h.name} symbol={h.symbol} />
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-white">{formatHoldings(h.quantity)}</td>
          <td className="px-3 py-3 text-right tabular-nums">{formatUsdPrice(h.averageCost)}</td>
          <td className="px-3 py-3 text-right tabular-nums">
            <span className="block">{formatUsdPrice(h.quote?.price)}</span>
            <span className="block text-xs text-slate-500">{priceSource(h)}</span>
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-white">{formatUsdPrice(h.value)}</td>
          <td className="px-3 py-3 text-right">
            <Pnl amount={h.unrealizedPnl} percent={h.unrealizedPercent} />
          </td>
          <td className="px-3 py-3 text-right">
            <Pnl amount={h.realizedPnl} />
          </td>
          <td className="px-3 py-3">
            <RowActions holding={h} {...actions} />
          </td>
        </tr>
      ))}
      cards={holdings.map((h) => (
        <li
          key={h.coinId}
          data-testid={`holding-card-${h.coinId}`}
          className="rounded-xl border border-slate-800 bg-slate-950/60 p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <CoinName name={h.name} symbol={h.symbol} />
            <span className="text-right tabular-nums text-white">{formatUsdPrice(h.value)}</span>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <Fact label="Holdings">{formatHoldings(h.quantity)}</Fact>
            <Fact label="Avg Cost">{formatUsdPrice(h.averageCost)}</Fact>
            <Fact label="Unrealized P&L">
              <Pnl amount={h.unrealizedPnl} percent={h.unrealizedPercent} />
            </Fact>
            <Fact label="Realized P&L">
              <Pnl amount={h.realizedPnl} />
            </Fact>
          </dl>
          <p className="mt-2 text-xs text-slate-500">Price: {priceSource(h)}</p>
          <div className="mt-3">
            <RowActions holding={h} {...actions} />
          </div>
        </li>
      ))}
    />
  );
}
