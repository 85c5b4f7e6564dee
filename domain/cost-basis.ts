import Decimal from "decimal.js";
import { COST_BASIS_METHODS, type CostBasisMethod, TRANSACTION_TYPES, type TransactionType } from "./ledger-constants";

/**
 * The portfolio ledger's arithmetic (docs/decisions.md, "Portfolio ledger (issue 15)"): a user's transactions
 * replayed in order into open lots per coin, each disposal closing lots by a cost-basis method. Pure: no D1,
 * no Hono, no clock. Inputs and outputs are decimal strings. Inside, exact fixed point on BigInt: quantities in
 * units of 1e-8 (all stored values have at most 8 decimals, so sums are exact) and money in units of 1e-16 (a
 * quantity times a price is exact); splitting a lot's cost rounds only below 1e-16 USD, and the remainder stays
 * with the lot, so nothing drifts. Money answers are rounded half-up to 8 decimals. (decimal.js at 60 digits made
 * a 10,000-transaction replay take ~100 times longer.)
 *
 * Stable API (issue 16 builds portfolio history on it): `sortLedger`, `newLedgerState`, `applyTransaction`,
 * `replayLedger`, `holdingsOf`, `firstUncovered`.
 */
const QUANTITY_SCALE = 8;
const MONEY_SCALE = 16;
const ZERO = 0n;

/** A plain decimal string ("12.5", "-3") as an integer count of 10^-scale units; more decimals are rounded half-up. */
export function toUnits(text: string, scale: number): bigint {
  if (text === "0") return 0n;
  const negative = text.startsWith("-");
  const [int = "0", frac = ""] = (negative ? text.slice(1) : text).split(".");
  const digits = (int || "0") + frac.slice(0, scale).padEnd(scale, "0");
  // Up to 15 digits a double holds the integer exactly, and BigInt(number) is much cheaper than parsing.
  let units = digits.length <= 15 ? BigInt(Number(digits)) : BigInt(digits);
  if (frac.length > scale && frac.charCodeAt(scale) >= 53) units += 1n;
  return negative ? -units : units;
}

/** Units back to a canonical decimal string ("12.5"), rounded half-up to `decimals` places. */
export function fromUnits(units: bigint, scale: number, decimals = scale): string {
  const negative = units < 0n;
  let abs = negative ? -units : units;
  if (decimals < scale) {
    const drop = 10n ** BigInt(scale - decimals);
    abs = (abs + drop / 2n) / drop;
  }
  const digits = abs.toString().padStart(decimals + 1, "0");
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, "");
  const text = frac ? `${int}.${frac}` : int;
  return negative && abs !== 0n ? `-${text}` : text;
}

const qty = (text: string) => toUnits(text, QUANTITY_SCALE);
/** quantity × price in money units: (1e-8 × 1e-8) is exactly 1e-16. */
const times = (quantity: bigint, price: string) => quantity * toUnits(price, QUANTITY_SCALE);
const feeUnits = (text: string) => toUnits(text, MONEY_SCALE);
const money = (units: bigint) => fromUnits(units, MONEY_SCALE, 8);
const quantityText = (units: bigint) => fromUnits(units, QUANTITY_SCALE);
/** a × b / c, rounded half away from zero (costs and proceeds are never negative here except gains). */
const share = (a: bigint, b: bigint, c: bigint) => (c === 0n ? 0n : (a * b * 2n + c) / (2n * c));

export { COST_BASIS_METHODS, TRANSACTION_TYPES, type CostBasisMethod, type TransactionType };

/** A disposal held longer than this many days is long-term. */
export const LONG_TERM_DAYS = 365;
const DAY_MS = 86_400_000;

/** What the arithmetic needs of a stored transaction. */
export type LedgerTransaction = {
  id: number;
  coinId: string;
  type: TransactionType;
  /** > 0, decimal string. */
  quantity: string;
  /** USD per unit; required for buy and sell, optional for transfers (an unmatched transfer in without it costs 0). */
  price: string | null;
  /** USD, ≥ 0. */
  fee: string;
  /** ISO 8601 UTC as `Date.prototype.toISOString` writes it (so strings sort in time order). */
  executedAt: string;
};

export const isDisposal = (type: TransactionType) => type === "sell" || type === "transfer_out";

/**
 * The one order of a ledger: by time; at the same instant acquisitions before disposals (an exchange export
 * with second precision may list a fill's sell before its buy); then by id (entry order).
 */
export function compareTransactions(a: LedgerTransaction, b: LedgerTransaction): number {
  if (a.executedAt !== b.executedAt) return a.executedAt < b.executedAt ? -1 : 1;
  const out = Number(isDisposal(a.type)) - Number(isDisposal(b.type));
  return out !== 0 ? out : a.id - b.id;
}

export const sortLedger = <T extends LedgerTransaction>(transactions: readonly T[]): T[] =>
  [...transactions].sort(compareTransactions);

/** An open lot: quantity in 1e-8 units, cost in 1e-16 USD units; `unit` orders HIFO (cost per unit, scaled). */
type Lot = { txId: number; acquiredAt: string; quantity: bigint; cost: bigint };

type CoinState = {
  lots: Lot[];
  /** Lots moved out by transfers, waiting for a transfer in to bring them back (oldest first). */
  moved: Lot[];
  realized: bigint;
};

export type LedgerState = Map<string, CoinState>;

/** One lot (or part of one) closed by a sale: a row of the realized-gains report. */
export type Disposal = {
  sellId: number;
  lotId: number;
  coinId: string;
  soldAt: string;
  acquiredAt: string;
  quantity: string;
  proceeds: string;
  cost: string;
  gain: string;
  holdingDays: number;
  term: "short" | "long";
};

export const newLedgerState = (): LedgerState => new Map();

const coinState = (state: LedgerState, coinId: string): CoinState => {
  let coin = state.get(coinId);
  if (!coin) {
    coin = { lots: [], moved: [], realized: ZERO };
    state.set(coinId, coin);
  }
  return coin;
};

const sum = (lots: readonly Lot[], pick: (lot: Lot) => bigint) => lots.reduce((total, lot) => total + pick(lot), ZERO);
/** a's unit cost against b's without dividing: a.cost / a.qty vs b.cost / b.qty. */
const dearer = (a: Lot, b: Lot) => {
  const left = b.cost * a.quantity;
  const right = a.cost * b.quantity;
  return left > right ? 1 : left < right ? -1 : 0;
};

/** The order a method closes lots in (a new array; ties keep acquisition order). */
function closingOrder(lots: readonly Lot[], method: CostBasisMethod): Lot[] {
  if (method === "lifo") return [...lots].reverse();
  if (method === "hifo") return [...lots].sort(dearer);
  return lots as Lot[];
}

/** Average cost: every open lot carries the pool's average unit cost (the last lot takes the rounding rest). */
function spreadAverage(lots: Lot[]) {
  const quantity = sum(lots, (l) => l.quantity);
  if (lots.length < 2 || quantity === ZERO) return;
  const total = sum(lots, (l) => l.cost);
  let assigned = ZERO;
  lots.forEach((lot, i) => {
    lot.cost = i === lots.length - 1 ? total - assigned : share(total, lot.quantity, quantity);
    assigned += lot.cost;
  });
}

/**
 * Takes `quantity` out of `lots` in the given order, splitting the last lot touched; answers the pieces taken
 * (each with its share of cost). Takes what there is when there is too little (callers check coverage first).
 */
function take(lots: Lot[], order: readonly Lot[], quantity: bigint): Lot[] {
  const taken: Lot[] = [];
  let left = quantity;
  for (const lot of order) {
    if (left <= ZERO) break;
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const part = left < lot.quantity ? left : lot.quantity;
    const cost = part === lot.quantity ? lot.cost : share(lot.cost, part, lot.quantity);
    taken.push({ ...lot, quantity: part, cost });
    lot.quantity -= part;
    lot.cost -= cost;
    left -= part;
  }
  if (lots.some((lot) => lot.quantity === ZERO)) {
    const open = lots.filter((lot) => lot.quantity > ZERO);
    lots.splice(0, lots.length, ...open);
  }
  return taken;
}

const daysBetween = (from: string, to: string) => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / DAY_MS));

const byAcquisition = (a: Lot, b: Lot) =>
  a.acquiredAt < b.acquiredAt ? -1 : a.acquiredAt > b.acquiredAt ? 1 : a.txId - b.txId;

/**
 * Applies one transaction (in ledger order) to the state and answers the disposals it realized (sells only).
 * Buy fees add to cost, sell fees reduce proceeds, transfer fees add to the cost of the lots they move.
 */
export function applyTransaction(state: LedgerState, tx: LedgerTransaction, method: CostBasisMethod): Disposal[] {
  const coin = coinState(state, tx.coinId);
  const quantity = qty(tx.quantity);
  const fee = feeUnits(tx.fee);
  const gross = tx.price === null ? ZERO : times(quantity, tx.price);

  if (tx.type === "buy") {
    coin.lots.push({ txId: tx.id, acquiredAt: tx.executedAt, quantity, cost: gross + fee });
    return [];
  }
  if (tx.type === "transfer_in") {
    const back = take(coin.moved, coin.moved, quantity);
    const rest = quantity - sum(back, (l) => l.quantity);
    back.forEach((lot, i) => {
      coin.lots.push(i === 0 ? { ...lot, cost: lot.cost + fee } : lot);
    });
    if (rest > ZERO) {
      const restCost = tx.price === null ? ZERO : times(rest, tx.price);
      coin.lots.push({
        txId: tx.id,
        acquiredAt: tx.executedAt,
        quantity: rest,
        cost: back.length ? restCost : restCost + fee,
      });
    }
    if (back.length) coin.lots.sort(byAcquisition);
    return [];
  }
  if (method === "average") spreadAverage(coin.lots);
  const pieces = take(coin.lots, closingOrder(coin.lots, method), quantity);
  if (tx.type === "transfer_out") {
    pieces.forEach((lot, i) => {
      coin.moved.push(i === 0 ? { ...lot, cost: lot.cost + fee } : lot);
    });
    return [];
  }

  const proceeds = gross - fee;
  let proceedsLeft = proceeds;
  return pieces.map((lot, i) => {
    const part = i === pieces.length - 1 ? proceedsLeft : share(proceeds, lot.quantity, quantity);
    proceedsLeft -= part;
    const gain = part - lot.cost;
    coin.realized += gain;
    const holdingDays = daysBetween(lot.acquiredAt, tx.executedAt);
    return {
      sellId: tx.id,
      lotId: lot.txId,
      coinId: tx.coinId,
      soldAt: tx.executedAt,
      acquiredAt: lot.acquiredAt,
      quantity: quantityText(lot.quantity),
      proceeds: money(part),
      cost: money(lot.cost),
      gain: money(gain),
      holdingDays,
      term: holdingDays > LONG_TERM_DAYS ? "long" : "short",
    };
  });
}

/** One coin's open position after a replay. */
export type CoinHolding = {
  coinId: string;
  quantity: string;
  /** Remaining cost basis of the open lots. */
  cost: string;
  /** cost / quantity, or null when nothing is held. */
  averageCost: string | null;
  realized: string;
  lots: Array<{ txId: number; acquiredAt: string; quantity: string; cost: string }>;
};

export function holdingsOf(state: LedgerState): CoinHolding[] {
  return [...state].map(([coinId, coin]) => {
    const quantity = sum(coin.lots, (l) => l.quantity);
    const cost = sum(coin.lots, (l) => l.cost);
    return {
      coinId,
      quantity: quantityText(quantity),
      cost: money(cost),
      // cost (1e-16) / quantity (1e-8) is in 1e-8 units; one more digit for the half-up rounding.
      averageCost: quantity === ZERO ? null : fromUnits(share(cost, 10n, quantity), 9, 8),
      realized: money(coin.realized),
      lots: coin.lots.map((l) => ({
        txId: l.txId,
        acquiredAt: l.acquiredAt,
        quantity: quantityText(l.quantity),
        cost: money(l.cost),
      })),
    };
  });
}

/** A whole ledger replayed: every coin ever touched (held or not) and every disposal, in order. */
export function replayLedger(transactions: readonly LedgerTransaction[], method: CostBasisMethod) {
  const state = newLedgerState();
  const disposals: Disposal[] = [];
  for (const tx of sortLedger(transactions)) disposals.push(...applyTransaction(state, tx, method));
  return { holdings: holdingsOf(state), disposals };
}

/** A disposal the holdings before it do not cover: the transaction and what was held at that moment. */
export type Shortfall<T extends LedgerTransaction = LedgerTransaction> = { transaction: T; held: string };

/**
 * The first sell or transfer out (in ledger order) that takes more of its coin than was held at that moment,
 * or null when every disposal is covered. Coverage does not depend on the cost-basis method.
 */
export function firstUncovered<T extends LedgerTransaction>(transactions: readonly T[]): Shortfall<T> | null {
  const held = new Map<string, bigint>();
  for (const tx of sortLedger(transactions)) {
    const before = held.get(tx.coinId) ?? ZERO;
    const quantity = qty(tx.quantity);
    if (isDisposal(tx.type) && quantity > before) return { transaction: tx, held: quantityText(before) };
    held.set(tx.coinId, isDisposal(tx.type) ? before - quantity : before + quantity);
  }
  return null;
}

const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const decimalMoney = (value: Decimal) => value.toDecimalPlaces(8).toFixed();

/** Unrealized P&L of a holding at a price: value, gain and percent of cost (0 when the cost is 0). */
export function unrealized(holding: { quantity: string; cost: string }, price: string) {
  const value = new Dec(holding.quantity).times(price);
  const gain = value.minus(holding.cost);
  const cost = new Dec(holding.cost);
  return {
    value: decimalMoney(value),
    gain: decimalMoney(gain),
    percent: cost.isZero() ? "0" : decimalMoney(gain.div(cost).times(100)),
  };
}

/** Sums of decimal strings, rounded as money. */
export const moneySum = (values: readonly string[]) =>
  fromUnits(
    values.reduce((t, v) => t + toUnits(v, MONEY_SCALE), ZERO),
    MONEY_SCALE,
    8,
  );
