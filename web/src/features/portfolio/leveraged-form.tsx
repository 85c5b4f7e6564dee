import { useState } from "react";
import { LEVERAGE_DEFAULT } from "../../../../domain/positions";
import { suggestLiquidationPrice } from "../../../../domain/trading";
import { type LeveragedPositionInput, leveragedPositionInput } from "../../../../schema/portfolio";
import { AMOUNT_STEP, FormField, PRICE_STEP, checkForm } from "./form-fields";

/** The leveraged position form's state and fields, shared by the add and edit dialogs. */

const LABELS = {
  symbol: "Symbol",
  name: "Name",
  size: "Size",
  entryPrice: "Entry price",
  currentPrice: "Current price",
  leverage: "Leverage",
  liquidationPrice: "Liquidation price",
};
export const TYPE_OPTIONS = [
  { value: "long", label: "Long (Buy)" },
  { value: "short", label: "Short (Sell)" },
] as const;

/** The form as typed: every field of the API's input, leverage as text while it is edited. */
export type Draft = Required<Omit<LeveragedPositionInput, "leverage">> & { leverage: string };

const toForm = (draft: Draft): LeveragedPositionInput => {
  const leverage = Number(draft.leverage);
  // product.md § Position dialogs: an empty current price is the entry price; an empty liquidation price is the suggested one.
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

export function useLeveragedDraft(initial: Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (patch: Partial<Draft>) => setDraft((d) => withSuggestion(d, patch));
  /** The checked payload, or null after the 'Validation Error' toast. */
  const check = () => checkForm(leveragedPositionInput, toForm(draft), LABELS, setErrors);
  const reset = () => {
    setDraft(initial);
    setErrors({});
  };
  return { draft, setDraft, update, errors, check, reset };
}

export type Update = (patch: Partial<Draft>) => void;

export function NameAndSymbol({
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

export function SizeField({
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

export function PriceField({
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

/** product.md § Trading formulas: auto-suggested, and still editable. */
export function LiquidationField(props: { draft: Draft; update: Update; errors: Record<string, string> }) {
  return (
    <PriceField
      label="Liquidation Price (USD)"
      field="liquidationPrice"
      hint="Suggested from entry price and leverage; editable."
      {...props}
    />
  );
}

export const EMPTY_DRAFT: Draft = {
  symbol: "",
  name: "",
  size: "",
  entryPrice: "",
  currentPrice: "",
  leverage: String(LEVERAGE_DEFAULT),
  liquidationPrice: "",
  positionType: "long",
};
