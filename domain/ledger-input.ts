import type { TransactionType } from "./cost-basis";
import { canonicalDecimal, moneyProblem } from "./money";

/**
 * Input rules of ledger transactions as plain functions, so the worker's zod shapes, the CSV importers and the
 * web forms (which ship without zod) apply the same ones (docs/decisions.md, "Portfolio ledger").
 */

export const NOTE_MAX = 500;
export const COIN_ID_MAX = 100;
/** A clock a little ahead of the server's must not make "now" a future date. */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** A fee may be 0; otherwise the money rules apply. */
export function feeProblem(text: string): string | null {
  if (/^0+(\.0+)?$/.test(text)) return null;
  return moneyProblem(text);
}

export const priceRequired = (type: TransactionType) => type === "buy" || type === "sell";
export const PRICE_REQUIRED = "is required for a buy or a sell";

/** Coin ids: the market's (`bitcoin`), an ICP canister id, or `custom-<symbol>`; lower-case, no spaces. */
export function coinIdProblem(coinId: string): string | null {
  if (coinId.length === 0) return "is required";
  if (coinId.length > COIN_ID_MAX) return `must be at most ${COIN_ID_MAX} characters`;
  return /^[a-z0-9][a-z0-9._-]*$/.test(coinId) ? null : "must be a coin id such as bitcoin or custom-abc";
}

export const customCoinId = (symbol: string) => `custom-${symbol.trim().toLowerCase()}`;

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date or date-time as an instant. A date alone is midnight UTC; a time without a zone is UTC (every
 * exchange export we read writes UTC); `Z`, `UTC` or an offset are honoured. Impossible dates (02-30) are null.
 */
export function parseInstant(text: string): Date | null {
  const m = ISO_INSTANT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "0", zone = "Z"] = m;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    return null;
  }
  const upper = zone.toUpperCase();
  if (upper === "Z" || upper === "UTC") return check;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMin = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return new Date(utc - sign * offsetMin * 60_000);
}

export function instantProblem(text: string, now: Date): string | null {
  const date = parseInstant(text);
  if (!date) return "must be an ISO 8601 date such as 2025-03-01T12:00:00Z";
  if (date.getTime() < Date.UTC(2008, 0, 1)) return "must be in 2008 or later";
  if (date.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return "must not be in the future";
  return null;
}

/** "exceeds holdings of 0.5 BTC on 2025-03-01": what a disposal beyond its holdings is told. */
export const exceedsHoldings = (held: string, symbol: string, at: string) =>
  `exceeds holdings of ${held} ${symbol.toUpperCase()} on ${at.slice(0, 10)}`;

export const canonicalFee = (text: string) => (/^0+(\.0+)?$/.test(text) ? "0" : canonicalDecimal(text));
