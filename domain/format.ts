/**
 * Every number format (product.md § Number formats) in one place (prices: the 4-significant-digit rule of issue 17), so the market, ticker, portfolio and ads read the same; the
 * exact amount formats (holdings, size) are in amount-format.ts, so prices alone never load decimal.js.
 */

export const MISSING = "N/A";

export type Num = number | string | null | undefined;

/** A finite number from a number or decimal string; null for anything missing or not a number. */
export function toNumber(value: Num): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A non-negative amount with thousands separators and between min and max decimals ("1,234.5" at 1–2),
 * rounded half up from the number's shortest decimal form (1.005 is "1.01"), as Intl.NumberFormat does in
 * V8, without Intl's set-up cost on a phone's first paint of 1000 prices. Amounts that print in exponent
 * notation (from 1e21, below 1e-6) go to Intl.
 */
function fixed(value: number, minDecimals: number, maxDecimals: number): string {
  const shortest = String(value);
  if (shortest.includes("e")) {
    return new Intl.NumberFormat("en-US", {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    }).format(value);
  }
  const [whole = "0", fraction = ""] = shortest.split(".");
  let digits = whole + fraction.padEnd(maxDecimals, "0").slice(0, maxDecimals);
  if ((fraction[maxDecimals] ?? "0") >= "5") digits = (BigInt(digits) + 1n).toString().padStart(maxDecimals + 1, "0");
  const cut = digits.length - maxDecimals;
  const kept = digits.slice(cut);
  let end = kept.length;
  while (end > minDecimals && kept[end - 1] === "0") end--;
  const grouped = digits.slice(0, cut).replace(GROUPS, ",");
  return end > 0 ? `${grouped}.${kept.slice(0, end)}` : grouped;
}

const dollars = (value: number, minDecimals: number, maxDecimals: number) =>
  `${value < 0 ? "-" : ""}$${fixed(Math.abs(value), minDecimals, maxDecimals)}`;

/** Significant digits every price below $1 keeps (docs/decisions.md, issue 17: one price rule everywhere). */
export const PRICE_SIGNIFICANT_DIGITS = 4;
/** From this many zeros after the point on, the zeros are counted in a subscript: $0.0₅1823 (CoinGecko's style). */
export const SUBSCRIPT_ZEROS_FROM = 4;
const SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉";
const subscript = (n: number) => String(n).replace(/\d/g, (d) => SUBSCRIPT[Number(d)]!);

/**
 * A price below $1 as plain digits at 4 significant digits ("0.3651", "0.00002176"), or null when it rounds
 * up to $1 or more (then it is written with 2 decimals like any other price).
 */
function smallPriceDigits(abs: number): { zeros: number; digits: string } | null {
  if (abs === 0) return null;
  const rounded = Number(abs.toPrecision(PRICE_SIGNIFICANT_DIGITS));
  if (rounded >= 1) return null;
  const zeros = Math.max(0, -Math.floor(Math.log10(rounded)) - 1);
  const digits = rounded.toFixed(zeros + PRICE_SIGNIFICANT_DIGITS).slice(2 + zeros);
  return { zeros, digits };
}

/**
 * The one price rule (lists, tickers, dialogs, portfolio, coin page): $1 and above with 2 decimals and
 * thousands separators; below $1 at 4 significant digits, and with 4 or more zeros after the point the
 * zeros are counted in a subscript, so $0.00000001823 reads "$0.0₈1823" and never "$0.000000".
 */
export function formatUsdPrice(value: Num): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  const small = smallPriceDigits(Math.abs(n));
  if (!small) return dollars(n, 2, 2);
  const sign = n < 0 ? "-" : "";
  const { zeros, digits } = small;
  if (zeros >= SUBSCRIPT_ZEROS_FROM) return `${sign}$0.0${subscript(zeros)}${digits}`;
  return `${sign}$0.${"0".repeat(zeros)}${digits}`;
}

/** The scrolling tickers follow the same rule. */
export const formatTickerPrice = formatUsdPrice;

/** Market and ecosystem tables: the same rule. */
export const formatMarketPrice = formatUsdPrice;

/**
 * A price as a form field's starting value, at display precision and without symbols: "102496.22",
 * "0.00002176" (a field is typed into, so no subscript). Empty when missing.
 */
export function priceInputValue(value: Num): string {
  const n = toNumber(value);
  if (n === null) return "";
  const small = smallPriceDigits(Math.abs(n));
  if (!small) return n.toFixed(2);
  return `${n < 0 ? "-" : ""}0.${"0".repeat(small.zeros)}${small.digits}`;
}

const UNITS: Array<[number, string]> = [
  [1e15, "Q"],
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/**
 * Market cap, volume, supply: K/M/B/T/Q from 1e3/1e6/1e9/1e12/1e15 with 2 decimals; `money` adds the $ prefix.
 * Beyond 1000Q (meme-coin supplies) the figure is written in scientific notation ("1.63e+21"), so it stays short.
 */
export function formatCompact(value: Num, { money = false } = {}): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  const abs = Math.abs(n);
  // Pick the unit by the rounded figure, so 999,999 reads "1.00M" rather than "1000.00K".
  const [divisor, unit] = UNITS.find(([threshold]) => Number((abs / threshold).toFixed(2)) >= 1) ?? [1, ""];
  const body = abs / divisor >= 1000 && unit === "Q" ? abs.toExponential(2) : `${(abs / divisor).toFixed(2)}${unit}`;
  return `${n < 0 ? "-" : ""}${money ? "$" : ""}${body}`;
}

/**
 * Percent change with 2 decimals, thousands separators and its sign ("+150,720.06%" from an all-time low); a
 * change that rounds to zero has no sign.
 */
export function formatPercent(value: Num): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  const body = fixed(Math.abs(n), 2, 2);
  if (body === "0.00") return "0.00%";
  return `${n > 0 ? "+" : "-"}${body}%`;
}

/** "12 s ago", "5 min ago", "3 h ago", "2 days ago"; a time in the future reads as "just now". */
export function formatRelativeTime(then: Date | number | string, now: Date | number = Date.now()): string {
  const seconds = Math.floor((new Date(now).getTime() - new Date(then).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return MISSING;
  if (seconds < 1) return "just now";
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "19 Dec 2024" (UTC, so the snapshot's date reads the same in every time zone). */
export function formatDay(date: Date | number | string): string {
  const d = new Date(date);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export type MarketSource = "coingecko" | "snapshot";

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "14:02 UTC". */
export const formatUtcClock = (date: Date | number | string): string => {
  const d = new Date(date);
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())} UTC`;
};

/**
 * " — live data unavailable since 14:02 UTC" (the date too when it was not in the last 24 hours), or "" when
 * live refreshes are not failing. UTC, like the snapshot's date, so server and browser say the same.
 */
export function liveUnavailableSuffix(
  failingSince: Date | number | string | null | undefined,
  now: number = Date.now(),
): string {
  if (failingSince === null || failingSince === undefined) return "";
  const since = new Date(failingSince);
  const clock = formatUtcClock(since);
  const recent = now - since.getTime() < 24 * 60 * 60 * 1000;
  return ` — live data unavailable since ${recent ? clock : `${formatDay(since)}, ${clock}`}`;
}

/**
 * Where the market data comes from, as the footer and the API say it; with `failingSince`, that live data
 * has been unavailable since then ("Source: offline snapshot of 19 Dec 2024 — live data unavailable since
 * 14:02 UTC").
 */
export function formatSourceLabel(
  source: MarketSource,
  updatedAt: Date | number | string,
  failingSince?: Date | number | string | null,
  now?: number,
): string {
  const base = source === "coingecko" ? "Source: CoinGecko" : `Source: offline snapshot of ${formatDay(updatedAt)}`;
  return base + liveUnavailableSuffix(failingSince, now);
}
