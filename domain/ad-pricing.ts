import Decimal from "decimal.js";
import type { PaymentCurrency } from "./chain-addresses";

/**
 * Ad prices (product.md § Ad types and prices): cost in USD = price per day × days, 2 decimals; the crypto amount = USD cost ÷ the
 * currency's live USD price, 8 decimals. Exact decimals throughout, never a float.
 */

// 40 significant digits: wei amounts (18 decimals) times large prices stay exact.
const D = Decimal.clone({ precision: 40 });

export const AMOUNT_DECIMALS = 8;

/** The smallest unit each currency can be sent in (satoshi, wei, the tokens' 6 decimals, e8s, shannon). */
export const CURRENCY_DECIMALS: Record<PaymentCurrency, number> = { BTC: 8, ETH: 18, USDC: 6, USDT: 6, ICP: 8, CKB: 8 };

export function adCostUsd(pricePerDay: string, days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive whole number, got ${days}`);
  return new D(pricePerDay).times(days).toFixed(2, Decimal.ROUND_HALF_UP);
}

/**
 * The amount to send, written with 8 decimals. It is rounded up, and at the currency's own precision when
 * that is coarser than 8 decimals (USDC and USDT have 6): a wallet can send exactly this amount, and what
 * it sends never covers less than the USD cost.
 */
export function cryptoAmount(costUsd: string, usdPrice: string | number, currency: PaymentCurrency): string {
  const price = new D(usdPrice);
  if (!price.isFinite() || price.lte(0)) throw new RangeError(`no usable USD price for ${currency}: ${usdPrice}`);
  const places = Math.min(AMOUNT_DECIMALS, CURRENCY_DECIMALS[currency]);
  return new D(costUsd).div(price).toDecimalPlaces(places, Decimal.ROUND_UP).toFixed(AMOUNT_DECIMALS);
}

/** A decimal amount in the currency's smallest unit (exact; fails on more decimals than the unit has). */
export const toBaseUnits = (amount: string, currency: PaymentCurrency): bigint =>
  toUnits(amount, CURRENCY_DECIMALS[currency]);

/** A decimal amount in units of 10^-decimals (a token's own decimals, as an explorer reports them). */
export function toUnits(amount: string, decimals: number): bigint {
  const units = new D(amount).times(new D(10).pow(decimals));
  if (!units.isInteger()) throw new RangeError(`${amount} has more than ${decimals} decimals`);
  return BigInt(units.toFixed(0));
}
