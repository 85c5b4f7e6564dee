import { and, desc, eq, gt, inArray, isNotNull, lte, ne, notInArray, sql } from "drizzle-orm";
import {
  type AdConfig,
  type AdOrder,
  type AdStatus,
  LIVE_AD_STATUSES,
  type PaymentCurrency,
} from "../../schema/ad-constants";
import { adOrders } from "../../schema/tables";
import { AMOUNT_DECIMALS, CURRENCY_DECIMALS, toUnits } from "../../domain/ad-pricing";
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
  paymentCurrency: row.paymentCurrency,
  paymentMatch: row.paymentMatch,
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
};

/**
 * How an order is to be paid (worker/services/ad-payment-terms.ts): at its own derived deposit address, at a
 * shared address with an amount made unique, or nowhere yet (the operator has configured nothing).
 */
export type PaymentTerms =
  | { match: "deposit"; paymentAddress: string; paymentSourceId: number; derivationIndex: number }
  | { match: "exact"; paymentAddress: string; paymentSourceId: number }
  | null;

/** Candidate amounts are the base plus 1 … this many of the currency's smallest steps. */
export const MAX_AMOUNT_STEPS = 1000;

const UNITS_PER_COIN = 100_000_000; // amounts are written with 8 decimals

/**
 * A scalar SQL subquery: the base amount plus the fewest steps (1, 2, …) that no other pending order of
 * this currency and address has as its amount, written like the other amounts ('0.00944590'); NULL when all
 * MAX_AMOUNT_STEPS are taken. It runs inside the INSERT or UPDATE that stores it, so choosing and writing
 * are one statement (and the partial UNIQUE index ad_orders_exact_amount_idx backs it).
 */
function uniqueAmountSql(currency: PaymentCurrency, address: string, baseAmount: string, exceptId: number) {
  const base = Number(toUnits(baseAmount, AMOUNT_DECIMALS));
  if (!Number.isSafeInteger(base)) throw new RangeError(`amount out of range: ${baseAmount}`);
  // The step is the currency's smallest unit in 1e-8 units: 1, or 100 for the 6-decimal stablecoins.
  const step = 10 ** (AMOUNT_DECIMALS - Math.min(AMOUNT_DECIMALS, CURRENCY_DECIMALS[currency]));
  return sql`(SELECT amount FROM (
      WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ${MAX_AMOUNT_STEPS})
      SELECT n, printf('%d.%08d', (${base} + n * ${step}) / ${UNITS_PER_COIN}, (${base} + n * ${step}) % ${UNITS_PER_COIN}) AS amount FROM k
    ) WHERE amount NOT IN (
      SELECT payment_amount FROM ad_orders
      WHERE payment_currency = ${currency} AND payment_address = ${address} AND status = 'pending'
        AND payment_amount IS NOT NULL AND id <> ${exceptId}
    ) ORDER BY n LIMIT 1)`;
}

/** At most `max` orders per user since `since` (issue 14: checked inside the INSERT that stores the order). */
export type OrderCap = { max: number; since: Date };
export type CreateOrderResult = { order: AdOrderRow } | { refused: "cap" | "no_unique_amount" };

const recentOrders = (userId: number, cap: OrderCap) =>
  and(eq(adOrders.userId, userId), gt(adOrders.createdAt, cap.since));

/** How many orders the user created since `since` (for the refusal's reason; the cap itself is atomic). */
export async function countRecentOrders(db: Db, userId: number, cap: OrderCap): Promise<number> {
  const row = await db.select({ n: sql<number>`count(*)` }).from(adOrders).where(recentOrders(userId, cap)).get();
  return row?.n ?? 0;
}

/**
 * Stores a new order with its payment terms, in one statement that also holds the user's cap; for 'exact'
 * terms the amount is made unique in that same statement. Refused when the cap is reached, or when no unique
 * amount is left at that address (MAX_AMOUNT_STEPS pending orders).
 */
export async function createAdOrder(
  db: Db,
  order: NewAdOrder,
  terms: PaymentTerms,
  cap: OrderCap,
): Promise<CreateOrderResult> {
  const recent = recentOrders(order.userId, cap);
  if (terms?.match === "exact") {
    const amount = uniqueAmountSql(order.paymentCurrency, terms.paymentAddress, order.paymentAmount, 0);
    const row = await db.get<{ id: number } | undefined>(sql`
      INSERT INTO ad_orders (user_id, ad_type, ad_config, duration, payment_currency, payment_amount, cost_usd,
        payment_address, payment_match, payment_source_id)
      SELECT ${order.userId}, ${order.adType}, ${JSON.stringify(order.adConfig)}, ${order.duration}, ${order.paymentCurrency},
        amount, ${order.costUsd}, ${terms.paymentAddress}, 'exact', ${terms.paymentSourceId}
      FROM (SELECT ${amount} AS amount)
      WHERE amount IS NOT NULL AND (SELECT count(*) FROM ${adOrders} WHERE ${recent}) < ${cap.max}
      RETURNING id`);
    const stored = row ? await findOrderById(db, row.id) : null;
    if (stored) return { order: stored };
    return { refused: (await countRecentOrders(db, order.userId, cap)) >= cap.max ? "cap" : "no_unique_amount" };
  }
  const stored = await insertWithinCap(
    db,
    adOrders,
    {
      ...order,
      adConfig: JSON.stringify(order.adConfig),
      paymentAddress: terms?.paymentAddress ?? null,
      paymentMatch: "deposit",
      paymentSourceId: terms?.paymentSourceId ?? null,
      derivationIndex: terms?.derivationIndex ?? null,
    },
    recent,
    cap.max,
  );
  return stored ? { order: stored } : { refused: "cap" };
}

/**
 * Gives a pending order (the user's) new payment terms: a fresh deposit address, or a shared address with
 * its amount made unique there (in the same statement). Null when the order is not pending or not the
 * user's, or no unique amount is left.
 */
export async function setPaymentTerms(
  db: Db,
  order: Pick<AdOrderRow, "id" | "userId" | "paymentCurrency" | "paymentAmount">,
  terms: NonNullable<PaymentTerms>,
): Promise<AdOrderRow | null> {
  const pendingOwn = and(own(order.id, order.userId), eq(adOrders.status, "pending"));
  if (terms.match === "deposit") {
    const { paymentAddress, paymentSourceId, derivationIndex } = terms;
    const values = {
      paymentAddress,
      paymentSourceId,
      derivationIndex,
      paymentMatch: "deposit" as const,
      updatedAt: new Date(),
    };
    return (await db.update(adOrders).set(values).where(pendingOwn).returning().get()) ?? null;
  }
  if (!order.paymentAmount) return null;
  const currency = order.paymentCurrency;
  const amount = uniqueAmountSql(currency, terms.paymentAddress, order.paymentAmount, order.id);
  const updated = await db
    .update(adOrders)
    .set({
      paymentAddress: terms.paymentAddress,
      paymentMatch: "exact",
      paymentSourceId: terms.paymentSourceId,
      derivationIndex: null,
      paymentAmount: amount,
      updatedAt: new Date(),
    })
    .where(and(pendingOwn, sql`${amount} IS NOT NULL`))
    .returning()
    .get();
  return updated ?? null;
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

/**
 * Moves the user's order to the archive or back; null when it is not theirs, or when it is live (paid, under
 * review or running) and would be archived: the status is checked in the same statement that writes.
 */
export async function setArchived(db: Db, id: number, userId: number, archived: boolean): Promise<AdOrderRow | null> {
  const movable = archived ? and(own(id, userId), notInArray(adOrders.status, [...LIVE_AD_STATUSES])) : own(id, userId);
  return (await db.update(adOrders).set({ archived, updatedAt: new Date() }).where(movable).returning().get()) ?? null;
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

/** Whether another pending order of the same currency and address asks for the same amount. */
export async function sharesPendingAmount(db: Db, order: AdOrderRow): Promise<boolean> {
  if (!order.paymentAddress || !order.paymentAmount) return false;
  const other = await db
    .select({ id: adOrders.id })
    .from(adOrders)
    .where(
      and(
        eq(adOrders.paymentCurrency, order.paymentCurrency),
        eq(adOrders.paymentAddress, order.paymentAddress),
        eq(adOrders.paymentAmount, order.paymentAmount),
        eq(adOrders.status, "pending"),
        ne(adOrders.id, order.id),
      ),
    )
    .limit(1)
    .get();
  return other !== undefined;
}

/**
 * Pending orders the cron checks: a payment address set (the sender plays no part any more), created since
 * `since`, newest first.
 */
export async function listOrdersAwaitingPayment(db: Db, since: Date, limit: number): Promise<AdOrderRow[]> {
  return db
    .select()
    .from(adOrders)
    .where(and(eq(adOrders.status, "pending"), isNotNull(adOrders.paymentAddress), gt(adOrders.createdAt, since)))
    .orderBy(desc(adOrders.createdAt), desc(adOrders.id))
    .limit(limit)
    .all();
}

/** active → expired once the end date has passed; the orders expired (each by exactly one run). */
export async function expireEndedOrders(db: Db, now: Date): Promise<Array<{ id: number; userId: number }>> {
  return db
    .update(adOrders)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(adOrders.status, "active"), lte(adOrders.endDate, now)))
    .returning({ id: adOrders.id, userId: adOrders.userId })
    .all();
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
