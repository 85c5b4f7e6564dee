import Decimal from "decimal.js";

export type AlertType = "above" | "below";

/** An 'above' alert fires when the price reaches or passes the target upwards, a 'below' one downwards. */
export function isAlertReached(alertType: AlertType, targetPrice: string, price: string): boolean {
  const p = new Decimal(price);
  return alertType === "above" ? p.gte(targetPrice) : p.lte(targetPrice);
}
