import Decimal from "decimal.js";

/** product.md § Data shapes: stored money has precision 20 and scale 8, so at most 12 digits before the point. */
export const MONEY_SCALE = 8;
export const MONEY_INTEGER_DIGITS = 12;

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Why a decimal string is not acceptable money, or null when it is: plain digits (no sign, exponent or
 * grouping), > 0, at most 8 decimals (trailing zeros do not count) and 12 integer digits (20 in all).
 */
export function moneyProblem(text: string): string | null {
  if (!PLAIN_DECIMAL.test(text)) return "must be a number such as 12.5";
  const [int = "", frac = ""] = text.split(".");
  if (frac.replace(/0+$/, "").length > MONEY_SCALE) return `must have at most ${MONEY_SCALE} decimal places`;
  if (int.replace(/^0+/, "").length > MONEY_INTEGER_DIGITS) {
    return `must have at most ${MONEY_INTEGER_DIGITS + MONEY_SCALE} digits (${MONEY_INTEGER_DIGITS} before the decimal point)`;
  }
  if (!/[1-9]/.test(text)) return "must be greater than 0";
  return null;
}

/** The canonical form stored and sent back: "0012.500" → "12.5". */
export const canonicalDecimal = (text: string) => new Decimal(text).toFixed();
