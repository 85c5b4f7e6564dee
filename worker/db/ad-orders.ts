import { and, desc, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import type { AdConfig, AdOrder, AdStatus, PaymentCurrency } from "../../schema/ad-constants";
import { adOrders } from "../../schema/tables";
import { insertWithinCap } from "./capped-insert";
import type { Db } from "./index";

export type AdOrderRow = typeof adOrders.$inferSelect;

export const toAdOrder = (row: AdOrderRow): AdOrder => ({
  id: row.id,
  userId: row.userId,
  adType: row.adType,
  adConfig: JSON.parse(row.adConfig) as AdConfig,
  paymentAddress: row.paymentAddress,
  paymentAmount: row.paymentAmount,
  paymentCurrency: row.paymentCurrency as PaymentCurrency,
  costUsd: row.costUsd,
  senderAddress: row.senderAddress,
  transactionHash: row.transactionHash,
  status: row.status,
  paymentConfirmed: row.paymentConfirmed,
  confirmationBlocks: row.confirmationBlocks,
  startDate: row.startDate?.toISOString() ?? null,
  endDate: row.endDate?.toISOString() ?? null,
  duration: row.duration,
  adminReviewed: row.adminReviewed,
  adminNotes: row.adminNotes,
  archived: row.archived,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type NewAdOrder = {
  userId: number;
  adType: AdOrderRow["adType"];
  adConfig: AdConfig;
  duration: number;
  paymentCurrency: PaymentCurrency;
  paymentAmount: string;
  costUsd: string;
  paymentAddress: string | null;
};

/** The new order, or null when its user created `cap.max` orders since `cap.since` (one statement). */
export function createAdOrder(db: Db, order: NewAdOrder, cap: { max: number; since: Date }): Promise<AdOrderRow | null> {
  const recent = and(eq(adOrders.userId, order.userId), gt(adOrders.createdAt, cap.since));
  return insertWithinCap(db, adOrders, { ...order, adConfig: JSON.stringify(order.adConfig) }, recent, cap.max);
}

// ---- A user's own orders (every query binds the user) ----

const own = (id: number, userId: number) => and(eq(adOrders.id, id), eq(adOrders.userId, userId));

export async function listUserOrders(db: Db, userId: number, archived: boolean): Promise<AdOrderRow[]> {
  return db
    .select()
    .from(adOrders)
    .where(and(eq(adOrders.userId, userId), eq(adOrders.archived, archived)))
    .orderBy(desc(adOrders.createdAt), desc(adOrders.id))
    .all();
}

export async function findUserOrder(db: Db, id: number, userId: number): Promise<AdOrderRow | null> {
  return (await db.select().from(adOrders).where(own(id, userId)).get()) ?? null;
}

export async function setArchived(db: Db, id: number, userId: number, archived: boolean): Promise<AdOrderRow | null> {
  return (
    (await db.update(adOrders).set({ archived, updatedAt: new Date() }).where(own(id, userId)).returning().get()) ?? null
  );
}

/** Payment details change only while the order awaits payment; null when it is not (or not the user's). */
async function updatePending(db: Db, id: number, userId: number, values: Partial<AdOrderRow>) {
  return (
    (await db
      .update(adOrders)
      .set({ ...values, updatedAt: new Date() })
      .where(and(own(id, userId), eq(adOrders.status, "pending")))
      .returning()
      .get()) ?? null
  );
}

export const setSenderAddress = (db: Db, id: number, userId: number, senderAddress: string) =>
  updatePending(db, id, userId, { senderAddress });

export const setPaymentAddress = (db: Db, id: number, userId: number, paymentAddress: string) =>
  updatePending(db, id, userId, { paymentAddress });

// ---- Payment confirmation (route and cron) ----

export async function findOrderById(db: Db, id: number): Promise<AdOrderRow | null> {
  return (await db.select().from(adOrders).where(eq(adOrders.id, id)).get()) ?? null;
}

/** Which of these transaction hashes already confirm an order. */
export async function claimedTransactionHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: adOrders.transactionHash })
    .from(adOrders)
    .where(inArray(adOrders.transactionHash, [...hashes]))
    .all();
  return new Set(rows.map((row) => row.hash).filter((hash): hash is string => hash !== null));
}

/**
 * pending → confirmed with the transaction that paid. Null when the order is no longer pending; the UNIQUE
 * index on transaction_hash makes a hash that another order took in the meantime fail (the caller's retry).
 */
export async function confirmPayment(
  db: Db,
  id: number,
  payment: { transactionHash: string; confirmations: number },
): Promise<AdOrderRow | null> {
  return (
    (await db
      .update(adOrders)
      .set({
        transactionHash: payment.transactionHash,
        confirmationBlocks: payment.confirmations,
        paymentConfirmed: true,
        status: "confirmed",
        updatedAt: new Date(),
      })
      .where(and(eq(adOrders.id, id), eq(adOrders.status, "pending")))
      .returning()
      .get()) ?? null
  );
}

/** Pending orders the cron checks: a sender and a payment address set, created since `since`, newest first. */
export async function listOrdersAwaitingPayment(db: Db, since: Date, limit: number): Promise<AdOrderRow[]> {
  return db
    .select()
    .from(adOrders)
    .where(
      and(
        eq(adOrders.status, "pending"),
        isNotNull(adOrders.senderAddress),
        isNotNull(adOrders.paymentAddress),
        gt(adOrders.createdAt, since),
      ),
    )
    .orderBy(desc(adOrders.createdAt), desc(adOrders.id))
    .limit(limit)
    .all();
}

/** active → expired once the end date has passed; the number of orders expired. */
export async function expireEndedOrders(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(adOrders)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(adOrders.status, "active"), lte(adOrders.endDate, now)))
    .returning({ id: adOrders.id })
    .all();
  return expired.length;
}

// ---- Admin review ----

export async function listOrders(db: Db, status?: AdStatus): Promise<AdOrderRow[]> {
  return db
    .select()
    .from(adOrders)
    .where(status ? eq(adOrders.status, status) : undefined)
    .orderBy(desc(adOrders.createdAt), desc(adOrders.id))
    .all();
}

export type Review =
  | { action: "approve"; startDate: Date; endDate: Date; adminNotes: string | null }
  | { action: "reject"; adminNotes: string | null };

/** confirmed → active (with its dates) or rejected; null when the order is not awaiting review. */
export async function reviewOrder(db: Db, id: number, review: Review, now: Date): Promise<AdOrderRow | null> {
  const values =
    review.action === "approve"
      ? { status: "active" as const, startDate: review.startDate, endDate: review.endDate }
      : { status: "rejected" as const };
  return (
    (await db
      .update(adOrders)
      .set({ ...values, adminNotes: review.adminNotes, adminReviewed: true, updatedAt: now })
      .where(and(eq(adOrders.id, id), eq(adOrders.status, "confirmed")))
      .returning()
      .get()) ?? null
  );
}

// ---- Serving ----

/** Approved orders; domain/ads decides which of them are inside their dates. */
export async function listActiveOrders(db: Db): Promise<AdOrderRow[]> {
  return db.select().from(adOrders).where(eq(adOrders.status, "active")).orderBy(desc(adOrders.startDate)).all();
}

