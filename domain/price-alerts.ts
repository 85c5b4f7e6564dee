import Decimal from "decimal.js";

export type AlertType = "above" | "below";

/** An 'above' alert fires when the price reaches or passes the target upwards, a 'below' one downwards. */
export function isAlertReached(alertType: AlertType, targetPrice: string, price: string): boolean {
  const p = new Decimal(price);
  return alertType === "above" ? p.gte(targetPrice) : p.lte(targetPrice);
}

/**
 * How far the price still has to move to reach the target, in percent of today's price, signed (+ up, − down),
 * two decimals: "+4.20%". Null without a price (issue 18: alert rows show it next to the current price).
 */
export function distanceToTarget(targetPrice: string, price: string | null | undefined): string | null {
  if (!price || new Decimal(price).lte(0)) return null;
  const percent = new Decimal(targetPrice).minus(price).div(price).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return `${percent.gt(0) ? "+" : ""}${percent.toFixed(2)}%`;
}
