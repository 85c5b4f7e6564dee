import { type FormEvent, useState } from "react";
import { canonicalDecimal, moneyProblem } from "../../../../domain/money";
import { displayPrice, leveragedMetrics, pricePrefill } from "../../../../domain/trading";
import { formatHoldings, formatSize } from "../../../../domain/amount-format";
import { formatUsdPrice } from "../../../../domain/format";
import type { LeveragedPosition, SpotPosition } from "../../../../schema/portfolio";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { Change } from "./display";
import { FormField, PRICE_STEP } from "./form-fields";

/** Issue 17: deleting a spot position asks first; the toast afterwards still offers Undo. */
export function ConfirmDeleteSpotDialog({
  position,
  onCancel,
  onConfirm,
}: {
  position: SpotPosition | null;
  onCancel: () => void;
  onConfirm: (position: SpotPosition) => void;
}) {
  return (
    <Dialog
      open={position !== null}
      onClose={onCancel}
      title={position ? `Delete ${position.name}?` : "Delete position?"}
      description={
        position
          ? `${formatHoldings(position.amount)} ${position.symbol.toUpperCase()} bought at ${formatUsdPrice(position.entryPrice)} leave your holdings.`
          : undefined
      }
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => position && onConfirm(position)}>
          Delete Position
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Issue 17: closing a leveraged position asks for the exit price (the current price to start with) and shows
 * the P&L it realises. A liquidated position closes at its liquidation price, so it is not asked.
 */
export function CloseLeveragedDialog({
  position,
  onCancel,
  onConfirm,
}: {
  position: LeveragedPosition | null;
  onCancel: () => void;
  onConfirm: (position: LeveragedPosition, exitPrice: string | null) => void;
}) {
  return (
    <Dialog
      open={position !== null}
      onClose={onCancel}
      title={position ? `Close ${position.name}?` : "Close position?"}
    >
      {position ? <CloseForm key={position.id} position={position} onCancel={onCancel} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function CloseForm({
  position,
  onCancel,
  onConfirm,
}: {
  position: LeveragedPosition;
  onCancel: () => void;
  onConfirm: (position: LeveragedPosition, exitPrice: string | null) => void;
}) {
  const current = displayPrice(position.marketPrice, position.currentPrice);
  const [exit, setExit] = useState(() => pricePrefill(current));
  const [error, setError] = useState<string | undefined>();
  const liquidated = leveragedMetrics({ ...position, price: current }).liquidated;
  const valid = !moneyProblem(exit.trim());
  const result = leveragedMetrics({
    ...position,
    price: valid && !liquidated ? canonicalDecimal(exit.trim()) : current,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (liquidated) return onConfirm(position, null);
    const problem = moneyProblem(exit.trim());
    if (problem) return setError(`Exit price ${problem}`);
    onConfirm(position, canonicalDecimal(exit.trim()));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">
        {position.positionType === "long" ? "Long" : "Short"} {formatSize(position.size)}{" "}
        {position.symbol.toUpperCase()} at {position.leverage}x from {formatUsdPrice(position.entryPrice)}.
      </p>
      {liquidated ? (
        <p className="text-sm text-rose-300">Liquidated: it closes at {formatUsdPrice(position.liquidationPrice)}.</p>
      ) : (
        <FormField
          label="Exit Price (USD)"
          type="number"
          step={PRICE_STEP}
          value={exit}
          onChange={(value) => {
            setExit(value);
            setError(undefined);
          }}
          error={error}
          hint="The price you closed at; the current price to start with."
        />
      )}
      <div className="flex items-center justify-between rounded-lg bg-slate-950/60 px-3 py-2 text-sm">
        <span className="text-slate-400">Realised P&amp;L (% of margin)</span>
        <Change amount={result.pnl} percent={result.pnlPercent} className="text-right" />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger">
          Close Position
        </Button>
      </div>
    </form>
  );
}
