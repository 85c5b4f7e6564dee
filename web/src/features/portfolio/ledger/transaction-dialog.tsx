import { type FormEvent, useEffect, useState } from "react";
import type { TransactionType } from "../../../../../domain/ledger-constants";
import { PRICE_REQUIRED, feeProblem, instantProblem, priceRequired } from "../../../../../domain/ledger-input";
import { moneyProblem } from "../../../../../domain/money";
import type { Transaction } from "../../../../../schema/ledger-api";
import { Dialog } from "../../../components/dialog";
import { ApiError } from "../../../lib/api";
import { reportError } from "../../../lib/query-client";
import { notifySuccess } from "../../../lib/toast";
import { CoinSearch } from "../coin-search";
import { AMOUNT_STEP, DialogButtons, FormField, PRICE_STEP, SelectField } from "../form-fields";
import { type TransactionPayload, useAddTransaction, useUpdateTransaction } from "./queries";

export type LedgerCoin = { coinId: string; symbol: string; name: string };

export const TYPE_LABELS: Record<TransactionType, string> = {
  buy: "Buy",
  sell: "Sell",
  transfer_in: "Transfer In",
  transfer_out: "Transfer Out",
};
const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** A Date as a datetime-local input shows it (the user's own clock). */
const localInput = (date: Date) => {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

type Form = { type: TransactionType; quantity: string; price: string; fee: string; when: string; note: string };

function formOf(tx: Transaction | null, type: TransactionType, price: string | null): Form {
  return tx
    ? {
        type: tx.type,
        quantity: tx.quantity,
        price: tx.price ?? "",
        fee: tx.fee,
        when: localInput(new Date(tx.executedAt)),
        note: tx.note ?? "",
      }
    : { type, quantity: "", price: price ?? "", fee: "0", when: localInput(new Date()), note: "" };
}

function problems(form: Form, coin: LedgerCoin | null) {
  const out: Record<string, string> = {};
  if (!coin) out.coin = "Choose a coin";
  const quantity = moneyProblem(form.quantity.trim());
  if (quantity) out.quantity = `Quantity ${quantity}`;
  if (form.price.trim()) {
    const price = moneyProblem(form.price.trim());
    if (price) out.price = `Price ${price}`;
  } else if (priceRequired(form.type)) out.price = `Price ${PRICE_REQUIRED}`;
  const fee = feeProblem(form.fee.trim() || "0");
  if (fee) out.fee = `Fee ${fee}`;
  const when = form.when ? instantProblem(new Date(form.when).toISOString(), new Date()) : "is required";
  if (when) out.when = `Date ${when}`;
  if (form.note.length > 500) out.note = "Note must be at most 500 characters";
  return out;
}

/**
 * 'Add Transaction' (Buy, Sell, Transfer; date and time, fee, note; the add dialogs' coin search), 'Sell' from a
 * holding row (coin and type given), and editing one transaction. The server re-checks everything, including
 * that a sale is covered at its date; its message shows under the field.
 */
export function TransactionDialog({
  open,
  onClose,
  transaction = null,
  coin: fixedCoin = null,
  type = "buy",
  price = null,
}: {
  open: boolean;
  onClose: () => void;
  transaction?: Transaction | null;
  coin?: LedgerCoin | null;
  type?: TransactionType;
  price?: string | null;
}) {
  const add = useAddTransaction();
  const update = useUpdateTransaction();
  const [form, setForm] = useState<Form>(() => formOf(transaction, type, price));
  const [coin, setCoin] = useState<LedgerCoin | null>(fixedCoin);
  const [shown, setShown] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setForm(formOf(transaction, type, price));
    setCoin(
      transaction ? { coinId: transaction.coinId, symbol: transaction.symbol, name: transaction.name } : fixedCoin,
    );
    setShown({});
  }, [open, transaction, fixedCoin, type, price]);

  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const pending = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(form, coin);
    setShown(found);
    if (Object.keys(found).length > 0 || !coin) return;
    const payload: TransactionPayload = {
      ...coin,
      type: form.type,
      quantity: form.quantity.trim(),
      price: form.price.trim() || null,
      fee: form.fee.trim() || "0",
      executedAt: new Date(form.when).toISOString(),
      note: form.note.trim() || null,
    };
    const done = {
      onSuccess: () => {
        notifySuccess("Success", transaction ? "Transaction updated" : "Transaction added");
        onClose();
      },
      onError: (error: unknown) => {
        const issue = serverIssue(error);
        if (issue) setShown({ [issue.path === "executedAt" ? "when" : issue.path]: issue.message });
        reportError(error, "Error", transaction ? "Failed to update transaction" : "Failed to add transaction");
      },
    };
    if (transaction) update.mutate({ id: transaction.id, ...payload }, done);
    else add.mutate(payload, done);
  };

  const title = transaction
    ? "Edit Transaction"
    : form.type === "sell" && fixedCoin
      ? `Sell ${fixedCoin.name}`
      : "Add Transaction";
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <SelectField label="Type" value={form.type} onChange={(v) => set("type")(v)} options={TYPE_OPTIONS} />
        {coin ? (
          <p className="rounded-lg border border-slate-800 bg-slate-950 px-3 py-2 text-sm text-white">
            {coin.name} <span className="uppercase text-slate-400">{coin.symbol}</span>
            {!fixedCoin && !transaction ? (
              <button
                type="button"
                className="ml-3 text-xs text-emerald-400 hover:underline"
                onClick={() => setCoin(null)}
              >
                Change
              </button>
            ) : null}
          </p>
        ) : (
          <div>
            <CoinSearch onPick={(c) => setCoin({ coinId: c.id, symbol: c.symbol.toLowerCase(), name: c.name })} />
            {shown.coin ? <p className="mt-1 text-xs text-rose-400">{shown.coin}</p> : null}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Quantity"
            type="number"
            step={AMOUNT_STEP}
            value={form.quantity}
            onChange={set("quantity")}
            error={shown.quantity}
          />
          <FormField
            label="Price per coin (USD)"
            type="number"
            step={PRICE_STEP}
            value={form.price}
            onChange={set("price")}
            error={shown.price}
            hint={priceRequired(form.type) ? undefined : "Optional for transfers"}
          />
          <FormField
            label="Fee (USD)"
            type="number"
            step={PRICE_STEP}
            value={form.fee}
            onChange={set("fee")}
            error={shown.fee}
          />
          <FormField
            label="Date and time"
            type="datetime-local"
            value={form.when}
            onChange={set("when")}
            error={shown.when}
          />
        </div>
        <FormField label="Note" value={form.note} onChange={set("note")} error={shown.note} maxLength={500} />
        <DialogButtons
          onCancel={onClose}
          pending={pending}
          label={transaction ? "Save Transaction" : "Add Transaction"}
          pendingLabel="Saving..."
        />
      </form>
    </Dialog>
  );
}

/** The first field problem of a 400/409 from the server, to show under its field. */
function serverIssue(error: unknown): { path: string; message: string } | null {
  const body = error instanceof ApiError ? error.bodyText : "";
  try {
    const parsed = JSON.parse(body) as { error?: { issues?: Array<{ path: string; message: string }> } };
    return parsed.error?.issues?.[0] ?? null;
  } catch {
    return null;
  }
}
