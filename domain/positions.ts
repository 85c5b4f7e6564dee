import { moneyProblem, canonicalDecimal } from "./money";

/**
 * The input rules of positions and price alerts (product.md § Position dialogs, § Limits), as plain functions so the worker's zod
 * schemas and the web forms (which ship without zod) apply the very same rules.
 */

export const POSITION_TYPES = ["long", "short"] as const;
export type PositionType = (typeof POSITION_TYPES)[number];
export const ALERT_TYPES = ["above", "below"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const LEVERAGE_MIN = 1;
export const LEVERAGE_MAX = 100;
export const LEVERAGE_DEFAULT = 5;
/** product.md § Position dialogs: the edit dialog's leverage dropdown. */
export const EDIT_LEVERAGE_CHOICES = [2, 3, 5, 10, 15, 20, 25, 50, 100] as const;
export const NAME_MAX = 100;
export const SYMBOL_MAX = 32;

export const REQUIRED = "is required";
export const LEVERAGE_RULE = `must be a whole number from ${LEVERAGE_MIN} to ${LEVERAGE_MAX}`;

export function nameProblem(name: string): string | null {
  if (name.length === 0) return REQUIRED;
  return name.length > NAME_MAX ? `must be at most ${NAME_MAX} characters` : null;
}

/** Symbols are stored lower-case (product.md § Data shapes); any visible characters, since token symbols are not only letters. */
export function symbolProblem(symbol: string): string | null {
  if (symbol.length === 0) return REQUIRED;
  if (symbol.length > SYMBOL_MAX) return `must be at most ${SYMBOL_MAX} characters`;
  return /^[^\s\p{C}]+$/u.test(symbol) ? null : "must not contain spaces";
}

export const leverageProblem = (leverage: number): string | null =>
  Number.isInteger(leverage) && leverage >= LEVERAGE_MIN && leverage <= LEVERAGE_MAX ? null : LEVERAGE_RULE;

export type FieldProblem = { field: string; message: string };

/** Form values as typed (strings); what the web checks before sending, mirroring the server's schema. */
export type SpotForm = { symbol: string; name: string; amount: string; entryPrice: string; currentPrice: string };
export type LeveragedForm = Omit<SpotForm, "amount"> & {
  size: string;
  leverage: number;
  liquidationPrice: string;
  positionType: PositionType;
};

const money = (field: string, value: string): FieldProblem[] => {
  const message = moneyProblem(value.trim());
  return message ? [{ field, message }] : [];
};
const text = (field: string, message: string | null): FieldProblem[] => (message ? [{ field, message }] : []);

export function spotFormProblems(form: SpotForm): FieldProblem[] {
  return [
    ...text("symbol", symbolProblem(form.symbol.trim())),
    ...text("name", nameProblem(form.name.trim())),
    ...money("amount", form.amount),
    ...money("entryPrice", form.entryPrice),
    ...money("currentPrice", form.currentPrice),
  ];
}

export function leveragedFormProblems(form: LeveragedForm): FieldProblem[] {
  return [
    ...text("symbol", symbolProblem(form.symbol.trim())),
    ...text("name", nameProblem(form.name.trim())),
    ...money("size", form.size),
    ...money("entryPrice", form.entryPrice),
    ...money("currentPrice", form.currentPrice),
    ...text("leverage", leverageProblem(form.leverage)),
    ...money("liquidationPrice", form.liquidationPrice),
  ];
}

/** The payload the API stores: trimmed, symbol lower-case, decimals canonical. Call after checking. */
export const spotPayload = (form: SpotForm) => ({
  symbol: form.symbol.trim().toLowerCase(),
  name: form.name.trim(),
  amount: canonicalDecimal(form.amount.trim()),
  entryPrice: canonicalDecimal(form.entryPrice.trim()),
  currentPrice: canonicalDecimal(form.currentPrice.trim()),
});

export const leveragedPayload = (form: LeveragedForm) => ({
  symbol: form.symbol.trim().toLowerCase(),
  name: form.name.trim(),
  size: canonicalDecimal(form.size.trim()),
  entryPrice: canonicalDecimal(form.entryPrice.trim()),
  currentPrice: canonicalDecimal(form.currentPrice.trim()),
  leverage: form.leverage,
  liquidationPrice: canonicalDecimal(form.liquidationPrice.trim()),
  positionType: form.positionType,
});
