import Decimal from "decimal.js";
import { MISSING, type Num, toNumber } from "./format";

/** product.md § Number formats: holdings and size, exact to 8 decimals (apart from format.ts: they need decimal.js). */

const decimal = (value: Num): Decimal | null => {
  const n = toNumber(value);
  if (n === null) return null;
  // Strings go to Decimal as written, so a stored "0.12345678" is never routed through a float.
  return new Decimal(typeof value === "string" ? value.trim() : n);
};

/** Holdings: grouped thousands, up to 8 decimals, no padding zeros ("1,234.5", "0.00012345"). */
export function formatHoldings(value: Num): string {
  const d = decimal(value);
  if (d === null) return MISSING;
  const [int, frac] = d.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed().split(".");
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

/** Leveraged position size: 8 decimals with trailing zeros trimmed, no grouping ("0.5", "1200"). */
export function formatSize(value: Num): string {
  const d = decimal(value);
  if (d === null) return MISSING;
  return d.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
}
