/**
 * The input rules of positions and price alerts (product.md § Position dialogs, § Limits), as plain functions and
 * constants: the zod shapes of schema/ apply them, and screens read the limits without loading zod.
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
