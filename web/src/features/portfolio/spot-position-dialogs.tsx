import { useState, type FormEvent } from "react";
import { pricePrefill } from "../../../../domain/trading";
import { type SpotPosition, type SpotPositionInput, spotPositionInput } from "../../../../schema/portfolio";
import { Dialog } from "../../components/dialog";
import { reportError } from "../../lib/query-client";
import { notifySuccess } from "../../lib/toast";
import { CoinSearch } from "./coin-search";
import { AMOUNT_STEP, DialogButtons, FormField, PRICE_STEP, checkForm } from "./form-fields";
import { useAddSpotPosition, useUpdateSpotPosition } from "./queries";

const LABELS = {
  symbol: "Symbol",
  name: "Name",
  amount: "Amount",
  entryPrice: "Entry price",
  currentPrice: "Current price",
};

/** The form as typed: the API's input, every field text. */
type SpotForm = SpotPositionInput;

const EMPTY: SpotForm = { symbol: "", name: "", amount: "", entryPrice: "", currentPrice: "" };

/** product.md § Position dialogs: the shape the route validates with; any failure is the 'Validation Error' notice. */
const checkSpot = (form: SpotForm, setErrors: (errors: Record<string, string>) => void) =>
  checkForm(spotPositionInput, form, LABELS, setErrors);

type Update = (patch: Partial<SpotForm>) => void;

function SpotFields({
  form,
  update,
  errors,
  names,
}: {
  form: SpotForm;
  update: Update;
  errors: Record<string, string>;
  names: "add" | "edit";
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={names === "edit" ? "Cryptocurrency Name" : "Name"}
        value={form.name}
        onChange={(name) => update({ name })}
        error={errors.name}
        placeholder="Bitcoin"
        required
      />
      <FormField
        label="Symbol"
        value={form.symbol}
        onChange={(symbol) => update({ symbol })}
        error={errors.symbol}
        placeholder="BTC"
        className="uppercase"
        required
      />
      <FormField
        label="Amount"
        type="number"
        step={AMOUNT_STEP}
        value={form.amount}
        onChange={(amount) => update({ amount })}
        error={errors.amount}
        placeholder="0.5"
        required
      />
      <FormField
        label="Entry Price (USD)"
        type="number"
        step={PRICE_STEP}
        value={form.entryPrice}
        onChange={(entryPrice) => update({ entryPrice })}
        error={errors.entryPrice}
        placeholder="40000"
        required
      />
      <div className="sm:col-span-2">
        <FormField
          label={names === "edit" ? "Current Price (USD)" : "Current Price (USD, optional)"}
          type="number"
          step={PRICE_STEP}
          value={form.currentPrice}
          onChange={(currentPrice) => update({ currentPrice })}
          error={errors.currentPrice}
          hint={names === "add" ? "Leave empty to use the entry price." : undefined}
          required={names === "edit"}
        />
      </div>
    </div>
  );
}

/** product.md § Position dialogs, Add Spot Position: coin search, name, symbol, amount, entry price, optional current price. */
export function AddSpotPositionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<SpotForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddSpotPosition();
  const update: Update = (patch) => setForm((f) => ({ ...f, ...patch }));
  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // product.md § Position dialogs: an empty current price falls back to the entry price.
    const payload = checkSpot({ ...form, currentPrice: form.currentPrice.trim() || form.entryPrice }, setErrors);
    if (!payload) return;
    add.mutate(payload, {
      onSuccess: () => {
        notifySuccess("Success", "Position added successfully");
        close();
      },
      onError: (error) => reportError(error, "Error", "Failed to add position"),
    });
  };

  return (
    <Dialog open={open} onClose={close} title="Add Spot Position" description="Track a coin you hold." size="lg">
      <form onSubmit={submit} noValidate className="space-y-4">
        <CoinSearch
          onPick={(coin) =>
            update({
              name: coin.name,
              symbol: coin.symbol.toUpperCase(),
              currentPrice: pricePrefill(coin.current_price),
            })
          }
        />
        <SpotFields form={form} update={update} errors={errors} names="add" />
        <DialogButtons onCancel={close} pending={add.isPending} label="Add Position" pendingLabel="Adding..." />
      </form>
    </Dialog>
  );
}

const formOf = (p: SpotPosition): SpotForm => ({
  symbol: p.symbol.toUpperCase(),
  name: p.name,
  amount: p.amount,
  entryPrice: p.entryPrice,
  currentPrice: pricePrefill(p.currentPrice),
});

/** product.md § Position dialogs, Edit Spot Position: every field required; 'Update Position' ('Updating...' while saving). */
export function EditSpotPositionDialog({ position, onClose }: { position: SpotPosition | null; onClose: () => void }) {
  return (
    <Dialog open={position !== null} onClose={onClose} title="Edit Spot Position" size="lg">
      {position ? <EditSpotForm key={position.id} position={position} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditSpotForm({ position, onClose }: { position: SpotPosition; onClose: () => void }) {
  const [form, setForm] = useState<SpotForm>(() => formOf(position));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSpotPosition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = checkSpot(form, setErrors);
    if (!payload) return;
    save.mutate(
      { id: position.id, ...payload },
      {
        onSuccess: () => {
          notifySuccess("Success", "Position updated successfully");
          onClose();
        },
        onError: (error) => reportError(error, "Error", "Failed to update position"),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <SpotFields form={form} update={(patch) => setForm((f) => ({ ...f, ...patch }))} errors={errors} names="edit" />
      <DialogButtons onCancel={onClose} pending={save.isPending} label="Update Position" pendingLabel="Updating..." />
    </form>
  );
}
