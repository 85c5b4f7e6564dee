import Decimal from "decimal.js";
import { priceInputValue } from "./format";
import type { PositionType } from "./positions";

/**
 * The trading formulas of product.md § Trading formulas on exact decimals. Inputs and outputs are decimal strings; nothing passes
 * through a float. Products of stored values (≤ 20 digits each) are exact; quotients (percentages,
 * the price 24 h ago) are rounded to 8 decimals, as much as storage keeps.
 */
const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type Num = string | Decimal;

const d = (value: Num) => new Dec(value);
const str = (value: Decimal) => value.toFixed();
const QUOTIENT_DECIMALS = 8;
const quotient = (value: Decimal) => str(value.toDecimalPlaces(QUOTIENT_DECIMALS));
const percentOf = (part: Decimal, whole: Decimal) => (whole.isZero() ? new Dec(0) : part.div(whole).times(100));

/** product.md § Trading formulas: within 10 % of the price counts as high risk. */
export const HIGH_RISK_DISTANCE = new Dec("0.1");

/** Price change since entry in percent; 0 when the entry price is 0 (nothing to compare with). */
export function priceChangePercent(entryPrice: Num, price: Num): string {
  return quotient(percentOf(d(price).minus(entryPrice), d(entryPrice)));
}

/** product.md § Trading formulas, spot: value = amount × price; P&L = value − amount × entry; P&L % against cost (0 when cost 0). */
export function spotMetrics({ amount, entryPrice, price }: { amount: Num; entryPrice: Num; price: Num }) {
  const value = d(amount).times(price);
  const cost = d(amount).times(entryPrice);
  const pnl = value.minus(cost);
  return {
    value: str(value),
    cost: str(cost),
    pnl: str(pnl),
    pnlPercent: quotient(percentOf(pnl, cost)),
    priceChangePercent: priceChangePercent(entryPrice, price),
  };
}

/** product.md § Trading formulas: a long is liquidated at or below its liquidation price, a short at or above it. */
export function isLiquidatedAt(positionType: PositionType, price: Num, liquidationPrice: Num): boolean {
  return positionType === "long" ? d(price).lte(liquidationPrice) : d(price).gte(liquidationPrice);
}

/** product.md § Trading formulas: the price within 10 % of itself from the liquidation price. */
export function isNearLiquidation(price: Num, liquidationPrice: Num): boolean {
  const p = d(price);
  return p.minus(liquidationPrice).abs().lt(p.times(HIGH_RISK_DISTANCE));
}

const direction = (positionType: PositionType) => (positionType === "long" ? 1 : -1);

export type LeveragedInput = {
  positionType: PositionType;
  size: Num;
  entryPrice: Num;
  price: Num;
  leverage: number;
  liquidationPrice: Num;
  /** Stored liquidation: once liquidated, a position stays liquidated whatever the price does later. */
  isLiquidated?: boolean;
};

/**
 * product.md § Trading formulas, leveraged: P&L long = (price − entry) × size, short = (entry − price) × size (fees 0, the
 * leverage does not multiply the amount); P&L % = price change relative to entry × leverage, inverted for
 * a short, 0 when entry is 0. Liquidated: P&L frozen at the liquidation price, never high risk.
 * Margin = size × entry / leverage is the capital the position ties up; equity = margin + P&L.
 */
export function leveragedMetrics(input: LeveragedInput) {
  const liquidated =
    Boolean(input.isLiquidated) || isLiquidatedAt(input.positionType, input.price, input.liquidationPrice);
  const pnlPrice = liquidated ? d(input.liquidationPrice) : d(input.price);
  const move = pnlPrice.minus(input.entryPrice).times(direction(input.positionType));
  const pnl = move.times(input.size);
  const margin = d(input.size).times(input.entryPrice).div(input.leverage);
  return {
    liquidated,
    highRisk: !liquidated && isNearLiquidation(input.price, input.liquidationPrice),
    pnlPrice: str(pnlPrice),
    pnl: str(pnl),
    pnlPercent: quotient(percentOf(move, d(input.entryPrice)).times(input.leverage)),
    margin: quotient(margin),
    /** What the position is worth at the price: size × price (issue 17: shown beside the margin). */
    notional: str(d(input.size).times(input.price)),
    equity: quotient(margin.plus(pnl)),
  };
}

/**
 * product.md § Trading formulas: suggested liquidation price, long = entry × (1 − 1/leverage), short = entry × (1 + 1/leverage),
 * to 2 decimals; null unless entry price and leverage are both above 0.
 */
export function suggestLiquidationPrice(positionType: PositionType, entryPrice: Num, leverage: number): string | null {
  if (!(leverage > 0)) return null;
  let entry: Decimal;
  try {
    entry = d(entryPrice);
  } catch {
    return null;
  }
  if (!entry.gt(0)) return null;
  const factor = new Dec(1).plus(new Dec(1).div(leverage).times(-direction(positionType)));
  return entry.times(factor).toFixed(2);
}

/** product.md § Trading formulas: the displayed price is the market's, else the stored currentPrice. */
export const displayPrice = (marketPrice: string | null | undefined, storedPrice: string) => marketPrice ?? storedPrice;

/** The price 24 h ago implied by today's price and its 24 h percent change; null when unknown or absurd. */
function priceDayAgo(price: Decimal, change24hPercent: number | null | undefined): Decimal | null {
  if (change24hPercent === null || change24hPercent === undefined || !Number.isFinite(change24hPercent)) return null;
  const ratio = new Dec(1).plus(new Dec(change24hPercent).div(100));
  return ratio.gt(0) ? price.div(ratio) : null;
}

export type SpotHolding = { amount: Num; entryPrice: Num; price: Num; change24hPercent?: number | null };
export type LeveragedHolding = LeveragedInput & { change24hPercent?: number | null };

/**
 * The four summary cards: total value (spot value + leveraged equity), the 24 h change of that value
 * (percent computed against value minus change, product.md § Summary cards), total P&L with its percent against the capital
 * (spot cost + leveraged margin), and the active position counts. A liquidated position no longer moves
 * and no longer counts as active, though its frozen loss stays in the totals until it is closed.
 */
/** The ledger's holdings totals (GET /api/holdings) that replace the spot positions' own sums. */
export type LedgerTotals = { value: string; unrealizedPnl: string; cost: string };

export function portfolioSummary(
  spot: readonly SpotHolding[],
  leveraged: readonly LeveragedHolding[],
  ledger?: LedgerTotals,
) {
  // With the ledger (issue 15), spot value, P&L and cost come from its holdings; the 24 h move stays per position.
  let value = new Dec(ledger?.value ?? 0);
  let change = new Dec(0);
  let pnl = new Dec(ledger?.unrealizedPnl ?? 0);
  let capital = new Dec(ledger?.cost ?? 0);
  for (const h of spot) {
    const price = d(h.price);
    const amount = d(h.amount);
    if (!ledger) {
      value = value.plus(amount.times(price));
      pnl = pnl.plus(amount.times(price.minus(h.entryPrice)));
      capital = capital.plus(amount.times(h.entryPrice));
    }
    const before = priceDayAgo(price, h.change24hPercent);
    if (before) change = change.plus(amount.times(price.minus(before)));
  }
  let openLeveraged = 0;
  for (const h of leveraged) {
    const m = leveragedMetrics(h);
    if (!m.liquidated) openLeveraged += 1;
    value = value.plus(m.equity);
    pnl = pnl.plus(m.pnl);
    capital = capital.plus(m.margin);
    const before = m.liquidated ? null : priceDayAgo(d(h.price), h.change24hPercent);
    if (before) change = change.plus(d(h.price).minus(before).times(h.size).times(direction(h.positionType)));
  }
  return {
    totalValue: quotient(value),
    change24h: quotient(change),
    change24hPercent: quotient(percentOf(change, value.minus(change))),
    totalPnl: quotient(pnl),
    totalPnlPercent: quotient(percentOf(pnl, capital)),
    spotCount: spot.length,
    leveragedCount: openLeveraged,
  };
}

/**
 * A market price (a JSON double from the cache) as storable money: its shortest decimal form rounded to
 * 8 decimals; null when it is missing, not above 0 after rounding, or too large to store.
 */
export function marketPriceToDecimal(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return null;
  const rounded = new Dec(price).toDecimalPlaces(8);
  if (!rounded.gt(0) || rounded.gte("1e12")) return null;
  return str(rounded);
}

/**
 * A price as a form's starting value, at display precision ("102496.22", "0.00002176"; issue 17): a market
 * double or a stored decimal string. Where display precision needs more than the 8 stored decimals, the
 * stored form is kept. Empty when there is no usable price.
 */
export function pricePrefill(price: number | string | null | undefined): string {
  const stored = typeof price === "string" ? price : marketPriceToDecimal(price);
  if (!stored) return "";
  const shown = priceInputValue(stored);
  return (shown.split(".")[1]?.length ?? 0) > 8 ? stored : shown;
}
