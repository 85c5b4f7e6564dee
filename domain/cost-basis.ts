import Decimal from "decimal.js";
import { COST_BASIS_METHODS, type CostBasisMethod, TRANSACTION_TYPES, type TransactionType } from "./ledger-constants";

/**
 * The portfolio ledger's arithmetic (docs/decisions.md, "Portfolio ledger (issue 15)"): a user's transactions
 * replayed in order into open lots per coin, each disposal closing lots by a cost-basis method. Pure: no D1,
 * no Hono, no clock. Inputs and outputs are decimal strings; decimal.js at 60 significant digits inside, money
 * answers rounded to 8 decimals (quantities are sums of 8-decimal values and so stay exact).
 *
 * Stable API (issue 16 builds portfolio history on it): `sortLedger`, `newLedgerState`, `applyTransaction`,
 * `replayLedger`, `firstUncovered`.
 */
const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type D = Decimal;
const ZERO = new Dec(0);
const MONEY_DECIMALS = 8;
const money = (value: D) => value.toDecimalPlaces(MONEY_DECIMALS).toFixed();

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

type Lot = { txId: number; acquiredAt: string; quantity: D; cost: D };

type CoinState = {
  lots: Lot[];
  /** Lots moved out by transfers, waiting for a transfer in to bring them back (oldest first). */
  moved: Lot[];
  realized: D;
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

const sum = (lots: readonly Lot[], pick: (lot: Lot) => D) => lots.reduce((total, lot) => total.plus(pick(lot)), ZERO);
const unitCost = (lot: Lot) => (lot.quantity.isZero() ? ZERO : lot.cost.div(lot.quantity));

/** The order a method closes lots in (a new array; ties keep acquisition order). */
function closingOrder(lots: readonly Lot[], method: CostBasisMethod): Lot[] {
  if (method === "lifo") return [...lots].reverse();
  if (method === "hifo") return [...lots].sort((a, b) => unitCost(b).comparedTo(unitCost(a)));
  return [...lots];
}

/** Average cost: every open lot carries the pool's average unit cost (the last lot takes the rounding rest). */
function spreadAverage(lots: Lot[]) {
  const quantity = sum(lots, (l) => l.quantity);
  if (lots.length < 2 || quantity.isZero()) return;
  const total = sum(lots, (l) => l.cost);
  let assigned = ZERO;
  lots.forEach((lot, i) => {
    lot.cost = i === lots.length - 1 ? total.minus(assigned) : total.times(lot.quantity).div(quantity);
    assigned = assigned.plus(lot.cost);
  });
}

/**
 * Takes `quantity` out of `lots` in the given order, splitting the last lot touched; answers the pieces taken
 * (each with its share of cost). Takes what there is when there is too little (callers check coverage first).
 */
function take(lots: Lot[], order: readonly Lot[], quantity: D): Lot[] {
  const taken: Lot[] = [];
  let left = quantity;
  for (const lot of order) {
    if (left.lte(0)) break;
    const part = Dec.min(left, lot.quantity);
    const cost = part.eq(lot.quantity) ? lot.cost : lot.cost.times(part).div(lot.quantity);
    taken.push({ ...lot, quantity: part, cost });
    lot.quantity = lot.quantity.minus(part);
    lot.cost = lot.cost.minus(cost);
    left = left.minus(part);
  }
  const open = lots.filter((lot) => lot.quantity.gt(0));
  lots.splice(0, lots.length, ...open);
  return taken;
}

const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / DAY_MS));

/**
 * Applies one transaction (in ledger order) to the state and answers the disposals it realized (sells only).
 * Buy fees add to cost, sell fees reduce proceeds, transfer fees add to the cost of the lots they move.
 */
export function applyTransaction(state: LedgerState, tx: LedgerTransaction, method: CostBasisMethod): Disposal[] {
  const coin = coinState(state, tx.coinId);
  const quantity = new Dec(tx.quantity);
  const fee = new Dec(tx.fee);
  const gross = tx.price === null ? ZERO : quantity.times(tx.price);

  if (tx.type === "buy") {
    coin.lots.push({ txId: tx.id, acquiredAt: tx.executedAt, quantity, cost: gross.plus(fee) });
    return [];
  }
  if (tx.type === "transfer_in") {
    const back = take(coin.moved, coin.moved, quantity);
    const returned = sum(back, (l) => l.quantity);
    const rest = quantity.minus(returned);
    back.forEach((lot, i) => coin.lots.push(i === 0 ? { ...lot, cost: lot.cost.plus(fee) } : lot));
    if (rest.gt(0)) {
      const restCost = tx.price === null ? ZERO : rest.times(tx.price);
      coin.lots.push({ txId: tx.id, acquiredAt: tx.executedAt, quantity: rest, cost: back.length ? restCost : restCost.plus(fee) });
    }
    coin.lots.sort((a, b) => (a.acquiredAt < b.acquiredAt ? -1 : a.acquiredAt > b.acquiredAt ? 1 : a.txId - b.txId));
    return [];
  }
  if (method === "average") spreadAverage(coin.lots);
  const pieces = take(coin.lots, closingOrder(coin.lots, method), quantity);
  if (tx.type === "transfer_out") {
    pieces.forEach((lot, i) => coin.moved.push(i === 0 ? { ...lot, cost: lot.cost.plus(fee) } : lot));
    return [];
  }

  const proceeds = gross.minus(fee);
  let proceedsLeft = proceeds;
  return pieces.map((lot, i) => {
    const share = i === pieces.length - 1 ? proceedsLeft : proceeds.times(lot.quantity).div(quantity);
    proceedsLeft = proceedsLeft.minus(share);
    const gain = share.minus(lot.cost);
    coin.realized = coin.realized.plus(gain);
    const holdingDays = daysBetween(lot.acquiredAt, tx.executedAt);
    return {
      sellId: tx.id,
      lotId: lot.txId,
      coinId: tx.coinId,
      soldAt: tx.executedAt,
      acquiredAt: lot.acquiredAt,
      quantity: lot.quantity.toFixed(),
      proceeds: money(share),
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
      quantity: quantity.toFixed(),
      cost: money(cost),
      averageCost: quantity.isZero() ? null : money(cost.div(quantity)),
      realized: money(coin.realized),
      lots: coin.lots.map((l) => ({
        txId: l.txId,
        acquiredAt: l.acquiredAt,
        quantity: l.quantity.toFixed(),
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
  const held = new Map<string, D>();
  for (const tx of sortLedger(transactions)) {
    const before = held.get(tx.coinId) ?? ZERO;
    const quantity = new Dec(tx.quantity);
    if (isDisposal(tx.type) && quantity.gt(before)) return { transaction: tx, held: before.toFixed() };
    held.set(tx.coinId, isDisposal(tx.type) ? before.minus(quantity) : before.plus(quantity));
  }
  return null;
}

/** Unrealized P&L of a holding at a price: value, gain and percent of cost (0 when the cost is 0). */
export function unrealized(holding: { quantity: string; cost: string }, price: string) {
  const value = new Dec(holding.quantity).times(price);
  const gain = value.minus(holding.cost);
  const cost = new Dec(holding.cost);
  return {
    value: money(value),
    gain: money(gain),
    percent: cost.isZero() ? "0" : money(gain.div(cost).times(100)),
  };
}

/** Sums of decimal strings, rounded as money. */
export const moneySum = (values: readonly string[]) => money(values.reduce((t, v) => t.plus(v), ZERO));
