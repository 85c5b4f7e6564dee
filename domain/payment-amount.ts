import Decimal from "decimal.js";
import { CURRENCY_DECIMALS } from "./ad-pricing";
import { CHAIN_OF, type Chain, type PaymentCurrency } from "./chain-addresses";

/** The chain each payment currency is sent on, as people name it (USDC and USDT are the ERC-20 tokens). */
export const CHAIN_NAMES: Record<Chain, string> = {
  bitcoin: "Bitcoin",
  ethereum: "Ethereum",
  "internet-computer": "the Internet Computer",
  nervos: "Nervos CKB",
};

/** "USDC on Ethereum", "BTC on Bitcoin" (issue 17: a crypto amount names its chain). */
export const currencyOnChain = (currency: PaymentCurrency) => `${currency} on ${CHAIN_NAMES[CHAIN_OF[currency]]}`;

/**
 * An amount to pay at the currency's own precision, capped at the 8 decimals stored: USDC "15.000000",
 * BTC "0.00014632". The stored amount is already rounded up to that precision, so nothing is lost.
 */
export function formatPaymentAmount(amount: string, currency: PaymentCurrency): string {
  return new Decimal(amount).toFixed(Math.min(8, CURRENCY_DECIMALS[currency]), Decimal.ROUND_UP);
}
