import Decimal from "decimal.js";
import { type LedgerTransaction, isDisposal, sortLedger } from "./cost-basis";
import type { PricePoint } from "./price-history";

/**
 * A portfolio's value over time from its ledger and the recorded prices (docs/decisions.md, "Portfolio
 * history"). Pure. Quantities, invested capital and flows are exact decimals (the ledger's money); a point's
 * value is quantity × a recorded market price, a double like the price (REAL), rounded to cents. At each time of the grid: the quantity held of each coin × its last recorded price not
 * older than `staleMs` (a coin with none is left out of that point's value and named in `missing`), and the
 * invested capital: the cash put in by buys (with fees) minus the cash taken out by sells (net of fees);
 * transfers move coins, not capital.
 */

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const ZERO = new Dec(0);
const usd = (d: Decimal) => d.toDecimalPlaces(2).toFixed(2);

export type HistoryPoint = {
  t: number;
  /** USD of the priced holdings; null when nothing held has a price at this time. */
  value: string | null;
  invested: string;
  /** Coins held at this time without a recorded price. */
  missing: string[];
  /** Cash (and coins moved, at their price) that came in (+) or went out (−) since the previous point. */
  flow: string;
};

export type PriceSeries = ReadonlyMap<string, readonly PricePoint[]>;

/** The grid: every `bucketMs` boundary after `from` up to `to`, and `to` itself. */
export function historyGrid(from: number, to: number, bucketMs: number): number[] {
  const grid: number[] = [];
  for (let t = Math.floor(from / bucketMs) * bucketMs + bucketMs; t < to; t += bucketMs) grid.push(t);
  grid.push(to);
  return grid;
}

/** The price of one coin at a time: its last point at or before `t` and newer than `t − staleMs`. */
function priceCursor(points: readonly PricePoint[], staleMs: number) {
  let i = -1;
  return (t: number): number | null => {
    while (i + 1 < points.length && points[i + 1]![0] <= t) i += 1;
    const point = points[i];
    return point && point[0] > t - staleMs ? point[1] : null;
  };
}

export function portfolioHistory({
  transactions,
  prices,
  grid,
  staleMs,
}: {
  transactions: readonly LedgerTransaction[];
  prices: PriceSeries;
  grid: readonly number[];
  staleMs: number;
}): {
  points: HistoryPoint[];
  held: string[];
  last: Array<{ coinId: string; quantity: string; value: string | null }>;
} {
  const ledger = sortLedger(transactions);
  const times = ledger.map((tx) => Date.parse(tx.executedAt));
  const held = new Map<string, Decimal>();
  // The same quantities as numbers: a point's value is quantity × a market price, itself a double (REAL).
  const heldNumber = new Map<string, number>();
  const cursors = new Map<string, (t: number) => number | null>();
  const priceOf = (coinId: string, t: number) => {
    let cursor = cursors.get(coinId);
    if (!cursor) {
      cursor = priceCursor(prices.get(coinId) ?? [], staleMs);
      cursors.set(coinId, cursor);
    }
    return cursor(t);
  };
  const everHeld = new Set<string>();
  let invested = ZERO;
  let next = 0;
  const points: HistoryPoint[] = [];
  for (const t of grid) {
    let flow = ZERO;
    while (next < ledger.length && times[next]! <= t) {
      const tx = ledger[next++]!;
      const quantity = new Dec(tx.quantity);
      const out = isDisposal(tx.type);
      const now = (held.get(tx.coinId) ?? ZERO)[out ? "minus" : "plus"](quantity);
      held.set(tx.coinId, now);
      heldNumber.set(tx.coinId, now.toNumber());
      const unitPrice = tx.price ?? (tx.type.startsWith("transfer") ? priceOf(tx.coinId, t) : null);
      const gross = unitPrice === null ? ZERO : quantity.times(unitPrice);
      const fee = tx.fee === "0" ? ZERO : new Dec(tx.fee);
      // Cash in by a buy (price and fee), out by a sell (price less fee); a transfer moves coins at their price.
      const cash = tx.type === "buy" ? gross.plus(fee) : tx.type === "sell" ? gross.minus(fee) : gross;
      if (tx.type === "buy") invested = invested.plus(cash);
      if (tx.type === "sell") invested = invested.minus(cash);
      flow = out ? flow.minus(cash) : flow.plus(cash);
    }
    let value = 0;
    let priced = 0;
    const missing: string[] = [];
    for (const [coinId, quantity] of heldNumber) {
      if (quantity === 0) continue;
      everHeld.add(coinId);
      const price = priceOf(coinId, t);
      if (price === null) missing.push(coinId);
      else {
        value += quantity * price;
        priced += 1;
      }
    }
    points.push({ t, value: priced > 0 ? value.toFixed(2) : null, invested: usd(invested), missing, flow: usd(flow) });
  }
  // What is held at the last time, each coin valued at its price then (the allocation's slices).
  const end = grid.at(-1) ?? 0;
  const last = [...held]
    .filter(([, quantity]) => !quantity.isZero())
    .map(([coinId, quantity]) => {
      const price = priceOf(coinId, end);
      return { coinId, quantity: quantity.toFixed(), value: price === null ? null : usd(quantity.times(price)) };
    });
  return { points, held: [...everHeld], last };
}

export type Performance = {
  /** USD: value at the end minus value at the start of the range. */
  valueChange: string | null;
  /** Percent: the gain (value change less net cash in) over the capital at work (start value + cash in). */
  returnOnInvested: string | null;
  /** Percent: the time-weighted return, each period's return without its cash flows, chained. */
  timeWeighted: string | null;
};

const percent = (d: Decimal) => d.times(100).toDecimalPlaces(2).toFixed(2);

/** The range's performance from its points (the first and last with a value, and the flows between). */
export function performanceOf(points: readonly HistoryPoint[]): Performance {
  const valued = points.filter((p) => p.value !== null);
  const first = valued[0];
  const last = valued.at(-1);
  if (!first || !last || first === last) return { valueChange: null, returnOnInvested: null, timeWeighted: null };
  const inRange = points.slice(points.indexOf(first) + 1, points.indexOf(last) + 1);
  const netFlow = inRange.reduce((sum, p) => sum.plus(p.flow), ZERO);
  const inflow = inRange.reduce((sum, p) => (new Dec(p.flow).gt(0) ? sum.plus(p.flow) : sum), ZERO);
  const change = new Dec(last.value!).minus(first.value!);
  const atWork = new Dec(first.value!).plus(inflow);
  let growth = new Dec(1);
  for (let i = points.indexOf(first) + 1; i <= points.indexOf(last); i++) {
    const before = points[i - 1]!;
    const now = points[i]!;
    // A period is chained only when both ends value the same coins (a coin's history starting is no return).
    if (before.value === null || now.value === null || new Dec(before.value).isZero()) continue;
    if (before.missing.join() !== now.missing.join()) continue;
    growth = growth.times(new Dec(now.value).minus(now.flow).div(before.value));
  }
  return {
    valueChange: usd(change),
    returnOnInvested: atWork.isZero() ? null : percent(change.minus(netFlow).div(atWork)),
    timeWeighted: percent(growth.minus(1)),
  };
}

export type CoinReturn = { coinId: string; percent: string };

/** Each coin's price change over the range, from its first to its last recorded price in it, best first. */
export function coinReturns(prices: PriceSeries, coinIds: readonly string[], from: number, to: number): CoinReturn[] {
  const returns: CoinReturn[] = [];
  for (const coinId of coinIds) {
    const inRange = (prices.get(coinId) ?? []).filter(([t]) => t >= from && t <= to);
    const start = inRange[0];
    const end = inRange.at(-1);
    if (!start || !end || start === end || start[1] === 0) continue;
    returns.push({ coinId, percent: percent(new Dec(end[1]).div(start[1]).minus(1)) });
  }
  return returns.sort((a, b) => Number(b.percent) - Number(a.percent));
}

export type Slice = { coinId: string | null; value: string; percent: string };

/** The allocation donut: the `top` largest holdings by value and the rest as one "Others" slice (coinId null). */
export function allocation(values: ReadonlyArray<{ coinId: string; value: string }>, top = 8): Slice[] {
  const positive = values.filter((v) => new Dec(v.value).gt(0)).sort((a, b) => new Dec(b.value).comparedTo(a.value));
  const total = positive.reduce((sum, v) => sum.plus(v.value), ZERO);
  if (total.isZero()) return [];
  const share = (value: Decimal) => percent(value.div(total));
  const slices: Slice[] = positive
    .slice(0, top)
    .map((v) => ({ coinId: v.coinId, value: usd(new Dec(v.value)), percent: share(new Dec(v.value)) }));
  const rest = positive.slice(top).reduce((sum, v) => sum.plus(v.value), ZERO);
  if (rest.gt(0)) slices.push({ coinId: null, value: usd(rest), percent: share(rest) });
  return slices;
}
