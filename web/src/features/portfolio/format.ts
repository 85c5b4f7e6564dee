// Stand-in until the market branch's domain/format.ts (every §9 number format) is merged; the names and
// behaviour match it, so the switch is an import path.
import Decimal from "decimal.js";

type Num = string | number | null | undefined;
const MISSING = "N/A";
const toNumber = (v: Num) => (v === null || v === undefined || v === "" ? null : Number(v));

export function formatUsdPrice(value: Num): string {
  const n = toNumber(value);
  if (n === null || !Number.isFinite(n)) return MISSING;
  const digits = Math.abs(n) < 0.01 ? 8 : 2;
  const body = Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: digits });
  return `${n < 0 ? "-" : ""}$${body}`;
}

export function formatPercent(value: Num): string {
  const n = toNumber(value);
  if (n === null || !Number.isFinite(n)) return MISSING;
  const rounded = n.toFixed(2);
  if (Number(rounded) === 0) return "0.00%";
  return `${n > 0 ? "+" : ""}${rounded}%`;
}

export function formatHoldings(value: Num): string {
  if (value === null || value === undefined || value === "") return MISSING;
  const [int, frac] = new Decimal(value).toDecimalPlaces(8).toFixed().split(".");
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

export function formatSize(value: Num): string {
  if (value === null || value === undefined || value === "") return MISSING;
  return new Decimal(value).toDecimalPlaces(8).toFixed();
}
