import { useEffect, useState, type FormEvent } from "react";
import { EDIT_LEVERAGE_CHOICES, LEVERAGE_MAX, LEVERAGE_MIN, type PositionType } from "../../../../domain/positions";
import { pricePrefill } from "../../../../domain/trading";
import type { LeveragedPosition } from "../../../../schema/portfolio";
import { Dialog } from "../../components/dialog";
import { reportError } from "../../lib/query-client";
import { notifySuccess } from "../../lib/toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { CoinSearch } from "./coin-search";
import { DialogButtons, FormField, PRICE_STEP, SelectField } from "./form-fields";
import { RefreshIcon } from "./icons";
import {
  type Draft,
  EMPTY_DRAFT,
  LiquidationField,
  NameAndSymbol,
  PriceField,
  SizeField,
  TYPE_OPTIONS,
  useLeveragedDraft,
} from "./leveraged-form";
import { type LookedUp, lookUpBySearch, lookUpPrice } from "./price-lookup";
import { useAddLeveragedPosition, useUpdateLeveragedPosition } from "./queries";

/** product.md § Position dialogs: the price lookup waits 500 ms and needs at least 2 characters. */
const LOOKUP_DEBOUNCE_MS = 500;
const LOOKUP_MIN_CHARS = 2;

/** product.md § Position dialogs, Add Leveraged Position: leverage 1-100 (default 5); Add disabled without name and symbol. */
export function AddLeveragedPositionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { draft, update, errors, check, reset } = useLeveragedDraft(EMPTY_DRAFT);
  const add = useAddLeveragedPosition();
  const close = () => {
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = check();
    if (!payload) return;
    add.mutate(payload, {
      onSuccess: () => {
        notifySuccess("Success", "Leveraged position added successfully");
        close();
      },
      onError: (error) => reportError(error, "Error", "Failed to add leveraged position"),
    });
  };
  const named = draft.name.trim() !== "" && draft.symbol.trim() !== "";

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add Leveraged Position"
      description="Track a long or short with leverage."
      size="lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <CoinSearch
          onPick={(coin) => {
            const price = pricePrefill(coin.current_price);
            update({ name: coin.name, symbol: coin.symbol.toUpperCase(), currentPrice: price });
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameAndSymbol draft={draft} update={update} errors={errors} nameLabel="Name" />
          <SelectField
            label="Position Type"
            value={draft.positionType}
            onChange={(value) => update({ positionType: value as PositionType })}
            options={TYPE_OPTIONS}
          />
          <FormField
            label="Leverage"
            type="number"
            min={LEVERAGE_MIN}
            max={LEVERAGE_MAX}
            step="1"
            inputMode="numeric"
            value={draft.leverage}
            onChange={(leverage) => update({ leverage })}
            error={errors.leverage}
            hint={`${LEVERAGE_MIN}-${LEVERAGE_MAX}x`}
            required
          />
          <SizeField draft={draft} update={update} errors={errors} hint="Amount of the coin, e.g. 0.5" />
          <PriceField label="Entry Price (USD)" field="entryPrice" draft={draft} update={update} errors={errors} />
          <FormField
            label="Current Price (USD)"
            type="number"
            step={PRICE_STEP}
            value={draft.currentPrice}
            onChange={(currentPrice) => update({ currentPrice })}
            error={errors.currentPrice}
            hint="Leave empty to use the entry price."
          />
          <LiquidationField draft={draft} update={update} errors={errors} />
        </div>
        <DialogButtons
          onCancel={close}
          pending={add.isPending}
          disabled={!named}
          label="Add Position"
          pendingLabel="Adding..."
        />
      </form>
    </Dialog>
  );
}

/** product.md § Position dialogs, Edit Leveraged Position: leverage from the fixed choices, current price with a refresh button. */
export function EditLeveragedPositionDialog({
  position,
  onClose,
}: {
  position: LeveragedPosition | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={position !== null} onClose={onClose} title="Edit Leveraged Position" size="lg">
      {position ? <EditLeveragedForm key={position.id} position={position} onClose={onClose} /> : null}
    </Dialog>
  );
}

const draftOf = (p: LeveragedPosition): Draft => ({
  symbol: p.symbol.toUpperCase(),
  name: p.name,
  size: p.size,
  entryPrice: p.entryPrice,
  currentPrice: pricePrefill(p.currentPrice),
  leverage: String(p.leverage),
  liquidationPrice: p.liquidationPrice,
  positionType: p.positionType,
});

function EditLeveragedForm({ position, onClose }: { position: LeveragedPosition; onClose: () => void }) {
  const { draft, setDraft, update, errors, check } = useLeveragedDraft(draftOf(position));
  const save = useUpdateLeveragedPosition();
  const [refreshing, setRefreshing] = useState(false);
  const fill = (found: LookedUp | null) =>
    found && setDraft((d) => ({ ...d, name: found.name, currentPrice: found.price }));

  // product.md § Position dialogs: a symbol changed from the original looks its coin up after a 500 ms pause (≥ 2 characters).
  const symbol = useDebouncedValue(draft.symbol.trim(), LOOKUP_DEBOUNCE_MS);
  useEffect(() => {
    if (symbol.toLowerCase() === position.symbol || symbol.length < LOOKUP_MIN_CHARS) return;
    let current = true;
    lookUpBySearch(symbol)
      .then((found) => current && found && setDraft((d) => ({ ...d, name: found.name, currentPrice: found.price })))
      .catch((error: unknown) => console.error("price lookup failed", error));
    return () => {
      current = false;
    };
  }, [symbol, position.symbol, setDraft]);

  const refreshPrice = async () => {
    setRefreshing(true);
    try {
      fill(await lookUpPrice(draft.symbol.trim()));
    } catch (error) {
      console.error("price refresh failed", error);
    } finally {
      setRefreshing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = check();
    if (!payload) return;
    save.mutate(
      { id: position.id, ...payload },
      {
        onSuccess: () => {
          notifySuccess("Success", "Leveraged position updated successfully");
          onClose();
        },
        onError: (error) => reportError(error, "Error", "Failed to update leveraged position"),
      },
    );
  };

  // A leverage opened outside the fixed choices (the add dialog allows 1-100) stays selectable.
  const choices = [...new Set([...EDIT_LEVERAGE_CHOICES, position.leverage])].sort((a, b) => a - b);
  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-sm text-slate-400">
        {position.positionType === "long" ? "Long (Buy)" : "Short (Sell)"} position
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameAndSymbol draft={draft} update={update} errors={errors} nameLabel="Name" />
        <SizeField draft={draft} update={update} errors={errors} />
        <SelectField
          label="Leverage"
          value={draft.leverage}
          onChange={(leverage) => update({ leverage })}
          options={choices.map((n) => ({ value: String(n), label: `${n}x` }))}
        />
        <PriceField label="Entry Price (USD)" field="entryPrice" draft={draft} update={update} errors={errors} />
        <div className="space-y-1.5">
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <FormField
                label="Current Price (USD)"
                type="number"
                step={PRICE_STEP}
                value={draft.currentPrice}
                onChange={(currentPrice) => update({ currentPrice })}
                error={errors.currentPrice}
              />
            </div>
            <button
              type="button"
              onClick={() => void refreshPrice()}
              disabled={refreshing || draft.symbol.trim() === ""}
              aria-label="Refresh current price"
              title="Refresh current price"
              className="mb-px inline-flex size-[38px] shrink-0 items-center justify-center rounded-lg border border-slate-700 bg-slate-900 text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-50"
            >
              <RefreshIcon spinning={refreshing} />
            </button>
          </div>
        </div>
        <div className="sm:col-span-2">
          <LiquidationField draft={draft} update={update} errors={errors} />
        </div>
      </div>
      <DialogButtons onCancel={onClose} pending={save.isPending} label="Update Position" pendingLabel="Updating..." />
    </form>
  );
}
