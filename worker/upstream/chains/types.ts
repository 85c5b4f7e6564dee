import type { PaymentCurrency } from "../../../schema/ad-constants";

/**
 * What an order's payment check asks a chain: which transactions paid the payment address the amount?
 * Who sent it does not matter (anyone can type any sender address): the payment proves itself by where it
 * arrives: at the order's own deposit address (at least the amount), or at a shared address with the
 * order's unique amount (exactly).
 */
export type PaymentQuery = {
  currency: PaymentCurrency;
  paymentAddress: string;
  /** Decimal string in the currency's units (the order's fixed amount). */
  amount: string;
  /** True: the transaction must pay exactly the amount (a shared address); false: at least the amount. */
  exact: boolean;
  /** Payments before the order was created do not count. */
  createdAt: Date;
  minConfirmations: number;
};

/** A transaction that pays the query in full, with enough confirmations. */
export type FoundPayment = { txHash: string; confirmations: number };

/**
 * One per chain (or the test ledger). `findPayments` lists every matching transaction, newest first, so the
 * caller can skip those that already confirm another order; an upstream failure throws UpstreamError.
 */
export interface PaymentVerifier {
  findPayments(query: PaymentQuery): Promise<FoundPayment[]>;
}

/** Whether `paid` (smallest units) pays a query whose amount is `required` units. */
export const pays = (paid: bigint, required: bigint, exact: boolean) => (exact ? paid === required : paid >= required);

/** The parts of a JSON answer the adapters read: anything else about its shape is tolerated. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const asString = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : null;

/** A whole number sent as a JSON number, a decimal string or a 0x hex string. */
export function asInteger(value: unknown): bigint | null {
  const text = asString(value)?.trim();
  if (!text || !/^(0x[0-9a-fA-F]+|-?\d+)$/.test(text)) return null;
  return BigInt(text);
}
