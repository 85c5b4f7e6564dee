import type { Env } from "../env";
import { getDb } from "../db";
import { expireEndedOrders, listOrdersAwaitingPayment } from "../db/ad-orders";
import { checkOrderPayment } from "../services/ad-payments";
import { notifyAdOrder } from "../services/notify-events";

/** Unpaid orders are re-checked for this long after they were made; later the user checks by hand. */
const RECHECK_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** Orders checked per run (newest first), which bounds the explorer calls one run makes. */
const RECHECK_BATCH = 30;

/** Every five minutes: explorers are spared, and a payment still shows within a few minutes of confirming. */
export const isPaymentRecheckDue = (now: Date) => now.getUTCMinutes() % 5 === 0;

/**
 * active → expired for every ad whose end date has passed, and its owner told (bell and push, issue 18). The
 * UPDATE … RETURNING hands each order to one run only, so overlapping runs never notify twice.
 */
export async function expireAds(env: Env, now: Date): Promise<number> {
  const db = getDb(env.DB);
  const expired = await expireEndedOrders(db, now);
  for (const order of expired) await notifyAdOrder(env, db, order, "expired");
  return expired.length;
}

/**
 * Looks again for the payment of each pending order that has a payment address, as the user's 'Check
 * Payment Status' does. One order's upstream failure is logged and the others still run.
 */
export async function recheckAdPayments(env: Env, now: Date): Promise<{ checked: number; confirmed: number }> {
  const db = getDb(env.DB);
  const orders = await listOrdersAwaitingPayment(db, new Date(now.getTime() - RECHECK_WINDOW_MS), RECHECK_BATCH);
  let confirmed = 0;
  for (const order of orders) {
    try {
      if ((await checkOrderPayment(env, db, order))?.paymentConfirmed) confirmed += 1;
    } catch (err) {
      console.warn(`ad order ${order.id}: payment check failed`, err instanceof Error ? err.message : err);
    }
  }
  return { checked: orders.length, confirmed };
}
