import { toBaseUnits } from "../../../domain/ad-pricing";
import { normalizeAddress } from "../../../domain/chain-addresses";
import type { Db } from "../../db";
import { listLedgerPayments } from "../../db/payment-test-ledger";
import type { PaymentVerifier } from "./types";

/**
 * The test mode of the payment check (PAYMENT_VERIFIER=test-ledger): payments recorded by
 * `npm run payments:simulate` stand in for the chain, matched by the same rules.
 */
export function createTestLedgerVerifier(db: Db): PaymentVerifier {
  return {
    async findPayments(query) {
      const entries = await listLedgerPayments(db, {
        currency: query.currency,
        toAddress: query.paymentAddress,
        since: query.createdAt,
      });
      const sender = normalizeAddress(query.currency, query.senderAddress);
      const required = toBaseUnits(query.amount, query.currency);
      return entries
        .filter(
          (entry) =>
            normalizeAddress(query.currency, entry.fromAddress) === sender &&
            entry.confirmations >= query.minConfirmations &&
            toBaseUnits(entry.amount, query.currency) >= required,
        )
        .map((entry) => ({ txHash: entry.txHash, confirmations: entry.confirmations }));
    },
  };
}
