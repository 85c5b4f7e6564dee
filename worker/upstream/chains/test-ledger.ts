import { toBaseUnits } from "../../../domain/ad-pricing";
import type { Db } from "../../db";
import { listLedgerPayments } from "../../db/payment-test-ledger";
import { type PaymentVerifier, pays } from "./types";

/**
 * The test mode of the payment check (PAYMENT_VERIFIER=test-ledger): payments recorded by
 * `npm run payments:simulate` stand in for the chain, matched by the same rules (the recorded sender is
 * shown, never compared).
 */
export function createTestLedgerVerifier(db: Db): PaymentVerifier {
  return {
    async findPayments(query) {
      const entries = await listLedgerPayments(db, {
        currency: query.currency,
        toAddress: query.paymentAddress,
        since: query.createdAt,
      });
      const required = toBaseUnits(query.amount, query.currency);
      return entries
        .filter(
          (entry) =>
            entry.confirmations >= query.minConfirmations &&
            pays(toBaseUnits(entry.amount, query.currency), required, query.exact),
        )
        .map((entry) => ({ txHash: entry.txHash, confirmations: entry.confirmations }));
    },
  };
}
