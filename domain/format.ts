/**
 * Every number format of SPEC §9 in one place, so the market, ticker, portfolio and ads read the same; the
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

const formatters = new Map<string, Intl.NumberFormat>();
function fixed(value: number, minDecimals: number, maxDecimals: number): string {
  const key = `${minDecimals}:${maxDecimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

const dollars = (value: number, minDecimals: number, maxDecimals: number) =>
  `${value < 0 ? "-" : ""}$${fixed(Math.abs(value), minDecimals, maxDecimals)}`;

/** USD price: below $0.01 up to 8 decimals (so tiny prices do not read as $0.00), otherwise 2. */
export function formatUsdPrice(value: Num): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  return Math.abs(n) < 0.01 ? dollars(n, 2, 8) : dollars(n, 2, 2);
}

/** Scrolling ticker price: below $1 exactly 6 decimals, otherwise 2. */
export function formatTickerPrice(value: Num): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  return Math.abs(n) < 1 ? dollars(n, 6, 6) : dollars(n, 2, 2);
}

/** Market and ecosystem tables: under $1 six decimals, otherwise 2. */
export const formatMarketPrice = formatTickerPrice;

const UNITS: Array<[number, string]> = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/** Market cap, volume, supply: K/M/B/T from 1e3/1e6/1e9/1e12 with 2 decimals; `money` adds the $ prefix. */
export function formatCompact(value: Num, { money = false } = {}): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  const abs = Math.abs(n);
  // Pick the unit by the rounded figure, so 999,999 reads "1.00M" rather than "1000.00K".
  const [divisor, unit] = UNITS.find(([threshold]) => Number((abs / threshold).toFixed(2)) >= 1) ?? [1, ""];
  const body = `${(abs / divisor).toFixed(2)}${unit}`;
  return `${n < 0 ? "-" : ""}${money ? "$" : ""}${body}`;
}

/** Percent change with 2 decimals and its sign; a change that rounds to zero has no sign. */
export function formatPercent(value: Num): string {
  const n = toNumber(value);
  if (n === null) return MISSING;
  const rounded = n.toFixed(2);
  if (Number(rounded) === 0) return "0.00%";
  return `${n > 0 ? "+" : ""}${rounded}%`;
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
export function liveUnavailableSuffix(failingSince: Date | number | string | null | undefined, now: number = Date.now()): string {
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
