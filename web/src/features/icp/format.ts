/**
 * The §9 number formats this page needs. Temporary: domain/format.ts (market branch) has the same functions
 * with the same names and results; replace these imports with it once the market work is on main.
 */
export const MISSING = "N/A";

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

const grouped = (value: number, minDecimals: number, maxDecimals: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });

/** USD price: below $0.01 up to 8 decimals (so tiny prices do not read as $0.00), otherwise 2. */
export function formatUsdPrice(value: number | null | undefined): string {
  if (!isNumber(value)) return MISSING;
  const abs = Math.abs(value);
  return `${value < 0 ? "-" : ""}$${abs < 0.01 ? grouped(abs, 2, 8) : grouped(abs, 2, 2)}`;
}

const UNITS: Array<[number, string]> = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/** Market cap and volume: K/M/B/T from 1e3/1e6/1e9/1e12 with 2 decimals; `money` adds the $ prefix. */
export function formatCompact(value: number | null | undefined, { money = false } = {}): string {
  if (!isNumber(value)) return MISSING;
  const abs = Math.abs(value);
  // The unit is picked by the rounded figure, so 999,999 reads "1.00M" rather than "1000.00K".
  const [divisor, unit] = UNITS.find(([threshold]) => Number((abs / threshold).toFixed(2)) >= 1) ?? [1, ""];
  return `${value < 0 ? "-" : ""}${money ? "$" : ""}${(abs / divisor).toFixed(2)}${unit}`;
}

/** Percent change with 2 decimals and its sign; a change that rounds to zero has no sign. */
export function formatPercent(value: number | null | undefined): string {
  if (!isNumber(value)) return MISSING;
  const rounded = value.toFixed(2);
  if (Number(rounded) === 0) return "0.00%";
  return `${value > 0 ? "+" : ""}${rounded}%`;
}
