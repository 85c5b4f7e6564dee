import { deriveDepositAddress } from "../../domain/payment-derivation";
import type { PaymentCurrency } from "../../schema/ad-constants";
import type { Db } from "../db";
import type { AdOrderRow, PaymentTerms } from "../db/ad-orders";
import { activePaymentSources, derivationCounterKey, takeDerivationIndex } from "../db/payment-addresses";

/**
 * How a new order of the currency is to be paid, from the operator's best active source: an xpub or an ICP
 * principal gives the order its own deposit address (next unused index, taken atomically); a plain address
 * is shared, so the order's amount will be made unique there; null when nothing is configured.
 */
export async function newPaymentTerms(db: Db, currency: PaymentCurrency): Promise<PaymentTerms> {
  const [source] = await activePaymentSources(db, currency);
  if (!source) return null;
  if (source.kind === "address") return { match: "exact", paymentAddress: source.address, paymentSourceId: source.id };
  const derivationIndex = await takeDerivationIndex(db, derivationCounterKey(source));
  return {
    match: "deposit",
    paymentAddress: deriveDepositAddress(currency, source.kind, source.address, derivationIndex),
    paymentSourceId: source.id,
    derivationIndex,
  };
}

/**
 * Whether an order's address is still one the operator receives at: a deposit address while its key is
 * active, a shared (or an older order's) address while that address is. 'Generate Payment Address' keeps
 * such an address and replaces any other.
 */
export async function addressStillReceives(db: Db, order: AdOrderRow): Promise<boolean> {
  if (!order.paymentAddress) return false;
  const sources = await activePaymentSources(db, order.paymentCurrency);
  if (order.paymentMatch === "deposit") return sources.some((source) => source.id === order.paymentSourceId);
  return sources.some((source) => source.kind === "address" && source.address === order.paymentAddress);
}
