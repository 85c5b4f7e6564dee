import { displayPrice, spotMetrics } from "../../../../domain/trading";
import type { SpotPosition } from "../../../../schema/portfolio";
import { Change, CoinName, DayChange, IconButton } from "./display";
import { formatHoldings } from "../../../../domain/amount-format";
import { formatUsdPrice } from "../../../../domain/format";
import { PencilIcon, TrashIcon } from "./icons";
import { EmptyState, Fact, PositionList, Th } from "./table-parts";

export const SPOT_EMPTY = "No spot positions found. Add your first position to get started.";

type Row = { position: SpotPosition; price: string; metrics: ReturnType<typeof spotMetrics> };
type Actions = { onEdit: (p: SpotPosition) => void; onDelete: (p: SpotPosition) => void; deleting: number | null };

const rowsOf = (positions: SpotPosition[]): Row[] =>
  positions.map((position) => {
    const price = displayPrice(position.marketPrice, position.currentPrice);
    return {
      position,
      price,
      metrics: spotMetrics({ amount: position.amount, entryPrice: position.entryPrice, price }),
    };
  });

function RowActions({ position, onEdit, onDelete, deleting }: Actions & { position: SpotPosition }) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton label={`Edit ${position.name}`} onClick={() => onEdit(position)}>
        <PencilIcon />
      </IconButton>
      <IconButton
        label={`Delete ${position.name}`}
        tone="danger"
        disabled={deleting === position.id}
        onClick={() => onDelete(position)}
      >
        <TrashIcon />
      </IconButton>
    </div>
  );
}

/** product.md § Spot positions (Portfolio Holdings): a table from 768 px, cards below. */
export function SpotPositions({ positions, ...actions }: Actions & { positions: SpotPosition[] }) {
  if (positions.length === 0) return <EmptyState>{SPOT_EMPTY}</EmptyState>;
  const rows = rowsOf(positions);
  return (
    <PositionList
      head={
        <>
          <Th align="left">Asset</Th>
          <Th>Price</Th>
          <Th>Holdings</Th>
          <Th>Value</Th>
          <Th>P&amp;L</Th>
          <Th>Actions</Th>
        </>
      }
      rows={rows.map(({ position, price, metrics }) => (
        <tr key={position.id} data-testid={`spot-row-${position.id}`} className="hover:bg-slate-800/30">
          <td className="px-3 py-3">
            <CoinName name={position.name} symbol={position.symbol} />
          </td>
          <td className="px-3 py-3 text-right tabular-nums">
            <span className="block text-white">{formatUsdPrice(price)}</span>
            <DayChange percent={position.change24h} />
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-slate-200">
            {formatHoldings(position.amount)}{" "}
            <span className="text-xs uppercase text-slate-500">{position.symbol}</span>
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-white">{formatUsdPrice(metrics.value)}</td>
          <td className="px-3 py-3 text-right">
            <Change amount={metrics.pnl} percent={metrics.pnlPercent} />
          </td>
          <td className="px-3 py-3">
            <RowActions position={position} {...actions} />
          </td>
        </tr>
      ))}
      cards={rows.map(({ position, price, metrics }) => (
        <li
          key={position.id}
          data-testid={`spot-card-${position.id}`}
          className="rounded-xl border border-slate-800 bg-slate-950/60 p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <CoinName name={position.name} symbol={position.symbol} />
            <RowActions position={position} {...actions} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Fact label="Price">
              <span className="block">{formatUsdPrice(price)}</span>
              <DayChange percent={position.change24h} />
            </Fact>
            <Fact label="Holdings">
              {formatHoldings(position.amount)} <span className="uppercase text-slate-500">{position.symbol}</span>
            </Fact>
            <Fact label="Value">{formatUsdPrice(metrics.value)}</Fact>
            <Fact label="P&L">
              <Change amount={metrics.pnl} percent={metrics.pnlPercent} />
            </Fact>
          </dl>
        </li>
      ))}
    />
  );
}
