import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notificationSettings, notifications, pushSubscriptions } from "../../schema/account-tables";
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationView,
} from "../../schema/account-constants";
import type { Db } from "./index";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, "userId" | "kind" | "title" | "body" | "url">;

export const toNotificationView = (row: NotificationRow): NotificationView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  url: row.url,
  read: row.readAt !== null,
  createdAt: row.createdAt.getTime(),
});

/** The bell shows the latest this many; older ones stay in the data export. */
export const NOTIFICATION_PAGE = 30;
/** Devices one user may have subscribed to push at a time. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  // Five values a row: chunks of 15 stay under D1's 100 bound parameters per statement.
  const chunks: NewNotification[][] = [];
  for (let i = 0; i < rows.length; i += 15) chunks.push(rows.slice(i, i + 15));
  const results = await Promise.all(chunks.map((chunk) => db.insert(notifications).values(chunk).returning().all()));
  return results.flat();
}

export async function listNotifications(db: Db, userId: number) {
  const [items, unread] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATION_PAGE),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unread: unread[0]?.n ?? 0 };
}

/** Marks the user's own notifications read (the given ids, or all); answers how many changed. */
export async function markNotificationsRead(db: Db, userId: number, ids: readonly number[] | "all", now: Date) {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids === "all" ? mine : and(mine, inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id })
    .all();
  return rows.length;
}

export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).all();
  const settings = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as NotificationSettings;
  for (const row of rows) settings[row.kind] = row.push;
  return settings;
}

export async function setNotificationSettings(db: Db, userId: number, patch: Partial<NotificationSettings>) {
  const rows = Object.entries(patch)
    .filter((entry): entry is [NotificationKind, boolean] => typeof entry[1] === "boolean")
    .map(([kind, push]) => ({ userId, kind, push }));
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { push: sql`excluded.push` },
    });
  return getNotificationSettings(db, userId);
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription for the user, under the per-user cap, in one statement. An endpoint belongs to
 * one browser: subscribing it again (even as another user who signed in there) moves it to this user.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
    SELECT ${userId}, ${sub.endpoint}, ${sub.p256dh}, ${sub.auth}, ${sub.userAgent}
    WHERE (SELECT count(*) FROM push_subscriptions WHERE user_id = ${userId} AND endpoint <> ${sub.endpoint}) < ${MAX_PUSH_SUBSCRIPTIONS}
    ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
      user_agent = excluded.user_agent`);
  return result.meta.changes > 0;
}

export function listPushSubscriptions(db: Db, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
    .get();
  return Boolean(gone);
}

export async function deletePushSubscriptionsById(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** The subscriptions to push a kind of notification to: the users' devices, unless they switched the kind off. */
export function pushTargets(db: Db, userIds: number[], kind: NotificationKind) {
  return db
    .select()
    .from(pushSubscriptions)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, pushSubscriptions.userId), eq(notificationSettings.kind, kind)),
    )
    .where(and(inArray(pushSubscriptions.userId, userIds), sql`coalesce(${notificationSettings.push}, 1) = 1`))
    .all()
    .then((rows) => rows.map((r) => r.push_subscriptions));
}
