import type { Db } from "../db";
import {
  type AdOrderRow,
  claimedTransactionHashes,
  confirmPayment,
  findOrderById,
  sharesPendingAmount,
} from "../db/ad-orders";
import type { Env } from "../env";
import { paymentSource } from "../upstream/chains";
import { notifyAdOrder } from "./notify-events";

const isUniqueViolation = (err: unknown) => err instanceof Error && /UNIQUE constraint failed/.test(err.message);

/**
 * Looks for the payment of a pending order that has a payment address. The payment proves itself by where
 * it arrives, never by the sender the user typed: at the order's own deposit address (at least the
 * amount), or at a shared address with exactly the order's unique amount. An order made before deposit
 * addresses ('legacy') is matched by its exact amount, and not at all while another pending order of that
 * address has the same amount (it could be either's; the operator settles it). A transaction that pays it
 * and does not already confirm another order moves it to confirmed; the answer is the order as it now
 * stands, or null when no payment was found (the order is left as it was). Upstream failures throw
 * UpstreamError and change nothing.
 */
export async function checkOrderPayment(env: Env, db: Db, order: AdOrderRow): Promise<AdOrderRow | null> {
  if (!order.paymentAddress || !order.paymentAmount) return null;
  const exact = order.paymentMatch !== "deposit";
  if (exact && (await sharesPendingAmount(db, order))) return null;
  const currency = order.paymentCurrency;
  const { verifier, minConfirmations } = paymentSource(env, db, currency);
  const found = await verifier.findPayments({
    currency,
    paymentAddress: order.paymentAddress,
    amount: order.paymentAmount,
    exact,
    createdAt: order.createdAt,
    minConfirmations,
  });
  const claimed = await claimedTransactionHashes(
    db,
    found.map((payment) => payment.txHash),
  );
  for (const payment of found.filter((p) => !claimed.has(p.txHash))) {
    try {
      const confirmed = await confirmPayment(db, order.id, {
        transactionHash: payment.txHash,
        confirmations: payment.confirmations,
      });
      // Null: the order left pending meanwhile (another check confirmed it); report it as it stands.
      if (!confirmed) return findOrderById(db, order.id);
      await notifyAdOrder(env, db, confirmed, "confirmed");
      return confirmed;
    } catch (err) {
      // Another order took this transaction between the lookup and the update: one tx, one order.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return null;
}
