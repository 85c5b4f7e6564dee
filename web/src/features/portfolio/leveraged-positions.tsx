import { displayPrice, leveragedMetrics } from "../../../../domain/trading";
import type { LeveragedPosition } from "../../../../schema/portfolio";
import { Badge, Change, CoinName, IconButton } from "./display";
import { formatSize } from "../../../../domain/amount-format";
import { formatUsdPrice } from "../../../../domain/format";
import { CloseIcon, PencilIcon } from "./icons";
import { EmptyState, Fact, PositionList, Th } from "./table-parts";

export const LEVERAGED_EMPTY = "No leveraged positions found. Add your first leveraged position to get started.";

type Actions = {
  onEdit: (p: LeveragedPosition) => void;
  onClose: (p: LeveragedPosition) => void;
  closing: number | null;
};
type Row = { position: LeveragedPosition; price: string; metrics: ReturnType<typeof leveragedMetrics> };

const rowsOf = (positions: LeveragedPosition[]): Row[] =>
  positions.map((position) => {
    const price = displayPrice(position.marketPrice, position.currentPrice);
    return { position, price, metrics: leveragedMetrics({ ...position, price }) };
  });

function TypeBadge({ type }: { type: LeveragedPosition["positionType"] }) {
  return <Badge tone={type}>{type === "long" ? "LONG" : "SHORT"}</Badge>;
}

/** product.md § Leveraged positions: 'LIQUIDATED' on a liquidated row; 'High Risk' within 10 % of the liquidation price otherwise. */
function StateTags({ metrics }: { metrics: Row["metrics"] }) {
  if (metrics.liquidated) return <Badge tone="danger">LIQUIDATED</Badge>;
  if (metrics.highRisk) return <Badge tone="warning">High Risk</Badge>;
  return null;
}

function RowActions({
  position,
  liquidated,
  onEdit,
  onClose,
  closing,
}: Actions & { position: LeveragedPosition; liquidated: boolean }) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton
        label={liquidated ? `${position.name} is liquidated and cannot be edited` : `Edit ${position.name}`}
        disabled={liquidated}
        onClick={() => onEdit(position)}
      >
        <PencilIcon />
      </IconButton>
      <IconButton
        label={`Close ${position.name}`}
        tone="danger"
        disabled={closing === position.id}
        onClick={() => onClose(position)}
      >
        <CloseIcon />
      </IconButton>
    </div>
  );
}

/** Issue 17: a leveraged P&L % is of the margin put up, and says so. */
function PnlOfMargin({ metrics }: { metrics: Row["metrics"] }) {
  return (
    <>
      <Change amount={metrics.pnl} percent={metrics.pnlPercent} />
      <span className="block text-xs text-slate-400">of margin</span>
    </>
  );
}

const rowTone = (metrics: Row["metrics"]) =>
  metrics.liquidated
    ? "bg-rose-950/40 hover:bg-rose-950/60"
    : metrics.highRisk
      ? "bg-amber-950/20 hover:bg-amber-950/30"
      : "hover:bg-slate-800/30";

/** product.md § Leveraged positions: a table from 768 px, cards below. */
export function LeveragedPositions({ positions, ...actions }: Actions & { positions: LeveragedPosition[] }) {
  if (positions.length === 0) return <EmptyState>{LEVERAGED_EMPTY}</EmptyState>;
  const rows = rowsOf(positions);
  return (
    <PositionList
      head={
        <>
          <Th align="left">Asset</Th>
          <Th align="left">Type</Th>
          <Th>Current Price</Th>
          <Th>Entry Price</Th>
          <Th>Size</Th>
          <Th>Leverage</Th>
          <Th>Estimated Liquidation Price</Th>
          <Th>P&amp;L</Th>
          <Th>Actions</Th>
        </>
      }
      rows={rows.map(({ position, price, metrics }) => (
        <tr
          key={position.id}
          data-testid={`leveraged-row-${position.id}`}
          data-liquidated={metrics.liquidated || undefined}
          className={rowTone(metrics)}
        >
          <td className="px-3 py-3">
            <div className="flex items-center gap-2">
              <CoinName name={position.name} symbol={position.symbol} />
              <StateTags metrics={metrics} />
            </div>
          </td>
          <td className="px-3 py-3">
            <TypeBadge type={position.positionType} />
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-white">{formatUsdPrice(price)}</td>
          <td className="px-3 py-3 text-right tabular-nums text-slate-200">{formatUsdPrice(position.entryPrice)}</td>
          <td className="px-3 py-3 text-right tabular-nums text-slate-200">
            <span className="block">{formatSize(position.size)}</span>
            <span className="block text-xs text-slate-400">Notional {formatUsdPrice(metrics.notional)}</span>
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-slate-200">
            <span className="block">{position.leverage}x</span>
            <span className="block text-xs text-slate-400">Margin {formatUsdPrice(metrics.margin)}</span>
          </td>
          <td className="px-3 py-3 text-right tabular-nums text-slate-200">
            {formatUsdPrice(position.liquidationPrice)}
          </td>
          <td className="px-3 py-3 text-right">
            <PnlOfMargin metrics={metrics} />
          </td>
          <td className="px-3 py-3">
            <RowActions position={position} liquidated={metrics.liquidated} {...actions} />
          </td>
        </tr>
      ))}
      cards={rows.map(({ position, price, metrics }) => (
        <li
          key={position.id}
          data-testid={`leveraged-card-${position.id}`}
          data-liquidated={metrics.liquidated || undefined}
          className={`rounded-xl border p-4 ${metrics.liquidated ? "border-rose-800 bg-rose-950/40" : metrics.highRisk ? "border-amber-700/60 bg-amber-950/20" : "border-slate-800 bg-slate-950/60"}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <CoinName name={position.name} symbol={position.symbol} />
              <TypeBadge type={position.positionType} />
              <span className="text-xs tabular-nums text-slate-300">{position.leverage}x</span>
              <StateTags metrics={metrics} />
            </div>
            <RowActions position={position} liquidated={metrics.liquidated} {...actions} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Fact label="Current Price">{formatUsdPrice(price)}</Fact>
            <Fact label="Entry Price">{formatUsdPrice(position.entryPrice)}</Fact>
            <Fact label="Size">{formatSize(position.size)}</Fact>
            <Fact label="Notional">{formatUsdPrice(metrics.notional)}</Fact>
            <Fact label="Margin">{formatUsdPrice(metrics.margin)}</Fact>
            <Fact label="Est. Liquidation Price">{formatUsdPrice(position.liquidationPrice)}</Fact>
            <Fact label="P&L">
              <PnlOfMargin metrics={metrics} />
            </Fact>
          </dl>
        </li>
      ))}
    />
  );
}
