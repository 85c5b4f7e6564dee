import { useEffect, useState, type FormEvent } from "react";
import {
  EDIT_LEVERAGE_CHOICES,
  LEVERAGE_DEFAULT,
  LEVERAGE_MAX,
  LEVERAGE_MIN,
  type LeveragedForm,
  type PositionType,
  leveragedFormProblems,
  leveragedPayload,
} from "../../../../domain/positions";
import { marketPriceToDecimal, suggestLiquidationPrice } from "../../../../domain/trading";
import type { LeveragedPosition } from "../../../../schema/portfolio";
import { Dialog } from "../../components/dialog";
import { reportError } from "../../lib/query-client";
import { notifyError, notifySuccess } from "../../lib/toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { CoinSearch } from "./coin-search";
import { AMOUNT_STEP, DialogButtons, FormField, PRICE_STEP, SelectField, problemsByField } from "./form-fields";
import { RefreshIcon } from "./icons";
import { type LookedUp, lookUpBySearch, lookUpPrice } from "./price-lookup";
import { useAddLeveragedPosition, useUpdateLeveragedPosition } from "./queries";

const LABELS = {
  symbol: "Symbol",
  name: "Name",
  size: "Size",
  entryPrice: "Entry price",
  currentPrice: "Current price",
  leverage: "Leverage",
  liquidationPrice: "Liquidation price",
};
const TYPE_OPTIONS = [
  { value: "long", label: "Long (Buy)" },
  { value: "short", label: "Short (Sell)" },
] as const;
/** SPEC §5: the price lookup waits 500 ms and needs at least 2 characters. */
const LOOKUP_DEBOUNCE_MS = 500;
const LOOKUP_MIN_CHARS = 2;

/** The form as typed: leverage stays text while it is edited. */
type Draft = Omit<LeveragedForm, "leverage"> & { leverage: string };

const toForm = (draft: Draft): LeveragedForm => {
  const leverage = Number(draft.leverage);
  // SPEC §5: an empty current price is the entry price; an empty liquidation price is the suggested one.
  const liquidationPrice =
    draft.liquidationPrice.trim() || suggestLiquidationPrice(draft.positionType, draft.entryPrice, leverage) || "";
  return { ...draft, leverage, currentPrice: draft.currentPrice.trim() || draft.entryPrice, liquidationPrice };
};

/**
 * Applies a change; when entry price, leverage or direction changed, the liquidation price is suggested
 * again (only when entry price and leverage are both above 0; it stays editable).
 */
function withSuggestion(draft: Draft, patch: Partial<Draft>): Draft {
  const next = { ...draft, ...patch };
  if (!("entryPrice" in patch || "leverage" in patch || "positionType" in patch)) return next;
  const suggested = suggestLiquidationPrice(next.positionType, next.entryPrice, Number(next.leverage));
  return suggested ? { ...next, liquidationPrice: suggested } : next;
}

function useLeveragedDraft(initial: Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (patch: Partial<Draft>) => setDraft((d) => withSuggestion(d, patch));
  /** The checked payload, or null after the 'Validation Error' toast. */
  const check = () => {
    const form = toForm(draft);
    const problems = leveragedFormProblems(form);
    setErrors(problemsByField(problems, LABELS));
    if (problems.length > 0) {
      notifyError("Validation Error", "Please check your input data");
      return null;
    }
    return leveragedPayload(form);
  };
  const reset = () => {
    setDraft(initial);
    setErrors({});
  };
  return { draft, setDraft, update, errors, check, reset };
}

type Update = (patch: Partial<Draft>) => void;

function NameAndSymbol({
  draft,
  update,
  errors,
  nameLabel,
}: {
  draft: Draft;
  update: Update;
  errors: Record<string, string>;
  nameLabel: string;
}) {
  return (
    <>
      <FormField
        label={nameLabel}
        value={draft.name}
        onChange={(name) => update({ name })}
        error={errors.name}
        placeholder="Ethereum"
        required
      />
      <FormField
        label="Symbol"
        value={draft.symbol}
        onChange={(symbol) => update({ symbol })}
        error={errors.symbol}
        placeholder="ETH"
        className="uppercase"
        required
      />
    </>
  );
}

function SizeField({
  draft,
  update,
  errors,
  hint,
}: {
  draft: Draft;
  update: Update;
  errors: Record<string, string>;
  hint?: string;
}) {
  return (
    <FormField
      label="Size"
      type="number"
      step={AMOUNT_STEP}
      value={draft.size}
      onChange={(size) => update({ size })}
      error={errors.size}
      hint={hint}
      required
    />
  );
}

function PriceField({
  label,
  field,
  draft,
  update,
  errors,
  hint,
}: {
  label: string;
  field: "entryPrice" | "liquidationPrice";
  draft: Draft;
  update: Update;
  errors: Record<string, string>;
  hint?: string;
}) {
  return (
    <FormField
      label={label}
      type="number"
      step={PRICE_STEP}
      value={draft[field]}
      onChange={(value) => update({ [field]: value })}
      error={errors[field]}
      hint={hint}
      required
    />
  );
}

const LIQUIDATION_HINT = "Suggested from entry price and leverage; editable.";

const emptyDraft: Draft = {
  symbol: "",
  name: "",
  size: "",
  entryPrice: "",
  currentPrice: "",
  leverage: String(LEVERAGE_DEFAULT),
  liquidationPrice: "",
  positionType: "long",
};

/** SPEC §2 Add Leveraged Position: leverage 1-100 (default 5); Add disabled without name and symbol. */
export function AddLeveragedPositionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { draft, update, errors, check, reset } = useLeveragedDraft(emptyDraft);
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
            const price = marketPriceToDecimal(coin.current_price) ?? "";
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
          <PriceField
            label="Liquidation Price (USD)"
            field="liquidationPrice"
            draft={draft}
            update={update}
            errors={errors}
            hint={LIQUIDATION_HINT}
          />
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

/** SPEC §2 Edit Leveraged Position: leverage from the fixed choices, current price with a refresh button. */
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
  currentPrice: p.currentPrice,
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

  // SPEC §5: a symbol changed from the original looks its coin up after a 500 ms pause (≥ 2 characters).
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
          <PriceField
            label="Liquidation Price (USD)"
            field="liquidationPrice"
            draft={draft}
            update={update}
            errors={errors}
            hint={LIQUIDATION_HINT}
          />
        </div>
      </div>
      <DialogButtons onCancel={onClose} pending={save.isPending} label="Update Position" pendingLabel="Updating..." />
    </form>
  );
}
