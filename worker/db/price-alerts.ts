import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { PriceAlert } from "../../schema/portfolio";
import { priceAlerts } from "../../schema/tables";
import { insertWithinCap } from "./capped-insert";
import type { Db } from "./index";
import type { Quote } from "./prices";

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
type AlertValues = Pick<PriceAlertRow, "symbol" | "name" | "alertType" | "targetPrice">;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toPriceAlert = (row: PriceAlertRow, quote?: Quote): PriceAlert => ({
  id: row.id,
  userId: row.userId,
  symbol: row.symbol,
  name: row.name,
  alertType: row.alertType,
  targetPrice: row.targetPrice,
  isActive: row.isActive,
  isTriggered: row.isTriggered,
  triggeredAt: iso(row.triggeredAt),
  triggeredPrice: row.triggeredPrice,
  seenAt: iso(row.seenAt),
  createdAt: row.createdAt.toISOString(),
  ...(quote ? { marketPrice: quote.price } : {}),
});

const own = (userId: number, id: number) => and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId));

export function listPriceAlerts(db: Db, userId: number): Promise<PriceAlertRow[]> {
  return db.select().from(priceAlerts).where(eq(priceAlerts.userId, userId)).orderBy(asc(priceAlerts.id)).all();
}

/** The new alert, or null when the owner already keeps `cap` alerts (one statement). */
export function createPriceAlert(
  db: Db,
  userId: number,
  values: AlertValues,
  cap: number,
): Promise<PriceAlertRow | null> {
  return insertWithinCap(db, priceAlerts, { ...values, userId }, eq(priceAlerts.userId, userId), cap);
}

/** Switching an alert on re-arms it: a triggered alert watches the price again, as new. */
export async function setPriceAlertActive(db: Db, userId: number, id: number, isActive: boolean) {
  const values = isActive
    ? { isActive, isTriggered: false, triggeredAt: null, triggeredPrice: null, seenAt: null }
    : { isActive };
  return (await db.update(priceAlerts).set(values).where(own(userId, id)).returning().get()) ?? null;
}

export async function deletePriceAlert(db: Db, userId: number, id: number): Promise<boolean> {
  return Boolean(await db.delete(priceAlerts).where(own(userId, id)).returning({ id: priceAlerts.id }).get());
}

/** Marks the owner's triggered, unseen alerts among `ids` as seen; answers how many it marked. */
export async function acknowledgePriceAlerts(db: Db, userId: number, ids: readonly number[], now: Date) {
  const marked = await db
    .update(priceAlerts)
    .set({ seenAt: now })
    .where(
      and(
        eq(priceAlerts.userId, userId),
        inArray(priceAlerts.id, [...ids]),
        eq(priceAlerts.isTriggered, true),
        isNull(priceAlerts.seenAt),
      ),
    )
    .returning({ id: priceAlerts.id })
    .all();
  return marked.length;
}

/** Alerts still watching the price: active and not yet triggered (of one user, or of everyone). */
export function listWatchingAlerts(db: Db, userId?: number): Promise<PriceAlertRow[]> {
  const watching = and(eq(priceAlerts.isActive, true), eq(priceAlerts.isTriggered, false));
  return db
    .select()
    .from(priceAlerts)
    .where(userId === undefined ? watching : and(watching, eq(priceAlerts.userId, userId)))
    .all();
}

/**
 * Triggers an alert exactly once: only while it is still active, untriggered and unchanged since it was
 * read (a concurrent re-arm or delete wins). Returns the statement, for a batch.
 */
export function triggerPriceAlert(db: Db, alert: PriceAlertRow, price: string, now: Date) {
  return db
    .update(priceAlerts)
    .set({ isTriggered: true, triggeredAt: now, triggeredPrice: price })
    .where(
      and(
        eq(priceAlerts.id, alert.id),
        eq(priceAlerts.isActive, true),
        eq(priceAlerts.isTriggered, false),
        eq(priceAlerts.targetPrice, alert.targetPrice),
        eq(priceAlerts.alertType, alert.alertType),
      ),
    )
    .returning();
}
