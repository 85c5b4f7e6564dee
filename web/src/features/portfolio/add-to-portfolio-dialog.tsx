import { useState, type FormEvent } from "react";
import { canonicalDecimal, moneyProblem } from "../../../../domain/money";
import { marketPriceToDecimal, pricePrefill } from "../../../../domain/trading";
import { Dialog } from "../../components/dialog";
import { reportError } from "../../lib/query-client";
import { notifyError, notifySuccess } from "../../lib/toast";
import { formatUsdPrice } from "../../../../domain/format";
import { AMOUNT_STEP, DialogButtons, FormField, PRICE_STEP } from "./form-fields";
import { useAddSpotPosition } from "./queries";

/** The coin being added, as the market, ecosystem and ICP lists have it. */
export type PortfolioCoin = {
  name: string;
  symbol: string;
  /** The live USD price (a number as the list APIs send it); null or missing when unknown. */
  current_price: number | null | undefined;
};

export type AddToPortfolioDialogProps = {
  /** The coin to add; the dialog is open while this is not null. */
  coin: PortfolioCoin | null;
  /** Called on Cancel, on dismiss and after a successful add. */
  onClose: () => void;
};

/**
 * product.md § Add to Portfolio (market and ecosystem lists): amount and purchase price, both > 0, the
 * current price shown; adds a spot position priced at the live price. Toasts: 'Invalid Amount',
 * 'Invalid Price', 'Added to Portfolio' (with the coin's name and symbol), or 'Error'.
 */
export function AddToPortfolioDialog({ coin, onClose }: AddToPortfolioDialogProps) {
  return (
    <Dialog open={coin !== null} onClose={onClose} title={coin ? `Add ${coin.name} to Portfolio` : "Add to Portfolio"}>
      {coin ? <AddForm key={`${coin.symbol}:${coin.name}`} coin={coin} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddForm({ coin, onClose }: { coin: PortfolioCoin; onClose: () => void }) {
  const livePrice = marketPriceToDecimal(coin.current_price);
  const [amount, setAmount] = useState("");
  const [price, setPrice] = useState(() => pricePrefill(coin.current_price));
  const add = useAddSpotPosition();
  const symbol = coin.symbol.toUpperCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (moneyProblem(amount.trim())) return notifyError("Invalid Amount", "Please enter a valid amount");
    if (moneyProblem(price.trim())) return notifyError("Invalid Price", "Please enter a valid purchase price");
    const entryPrice = canonicalDecimal(price.trim());
    add.mutate(
      {
        symbol: coin.symbol.trim().toLowerCase(),
        name: coin.name.trim(),
        amount: canonicalDecimal(amount.trim()),
        entryPrice,
        currentPrice: livePrice ?? entryPrice,
      },
      {
        onSuccess: () => {
          notifySuccess("Added to Portfolio", `${coin.name} (${symbol}) has been added to your portfolio.`);
          onClose();
        },
        onError: (error) => reportError(error, "Error", "Failed to add position"),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex items-center justify-between rounded-lg border border-slate-800 bg-slate-950 px-3 py-2 text-sm">
        <span className="text-slate-400">Current Price</span>
        <span className="font-medium tabular-nums text-white">{formatUsdPrice(coin.current_price)}</span>
      </div>
      <FormField
        label={`Amount (${symbol})`}
        type="number"
        step={AMOUNT_STEP}
        value={amount}
        onChange={setAmount}
        placeholder="0.5"
        autoFocus
      />
      <FormField label="Purchase Price (USD)" type="number" step={PRICE_STEP} value={price} onChange={setPrice} />
      <DialogButtons onCancel={onClose} pending={add.isPending} label="Add to Portfolio" pendingLabel="Adding..." />
    </form>
  );
}
