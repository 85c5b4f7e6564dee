import { and, asc, eq, gt, ne } from "drizzle-orm";
import {
  adOrders,
  chatMessages,
  leveragedPositions,
  newsArticles,
  priceAlerts,
  sessions,
  siteVisits,
  spotPositions,
  users,
} from "../../schema/tables";
import { notificationSettings, notifications, pushSubscriptions, watchlistItems } from "../../schema/account-tables";
import { transactions } from "../../schema/ledger";
import { SESSION_IDLE_MS } from "./sessions";
import type { Db } from "./index";

/** The user's sessions that still work (not expired, not idle too long), oldest first. */
export function listLiveSessions(db: Db, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expire, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(asc(sessions.createdAt))
    .all();
}

/** Ends one of the user's own sessions; false when no such session is theirs. */
export async function deleteOwnSession(db: Db, userId: number, sid: string): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.sid, sid), eq(sessions.userId, userId)))
    .returning({ sid: sessions.sid })
    .get();
  return Boolean(gone);
}

/**
 * Replaces the password hash only if it is still the one that was checked (a concurrent change wins), and
 * signs out every other session in the same batch. Answers whether the password changed.
 */
export async function replacePassword(db: Db, userId: number, checkedHash: string, newHash: string, keepSid: string) {
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ password: newHash, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.password, checkedHash)))
      .returning({ id: users.id }),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid))),
  ]);
  return updated.length > 0;
}

export async function updateEmail(db: Db, userId: number, email: string) {
  return (
    (await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId)).returning().get()) ?? null
  );
}

/**
 * Deletes the account. Every table holding the user's rows references users with ON DELETE CASCADE, except
 * site_visits (ON DELETE SET NULL: the visit stays in the statistics, anonymised) — docs/decisions.md.
 * Only if the hash is still the one that was checked.
 */
export async function deleteUser(db: Db, userId: number, checkedHash: string): Promise<boolean> {
  const gone = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.password, checkedHash)))
    .returning({ id: users.id })
    .get();
  return Boolean(gone);
}

/** Everything the user owns, table by table (GET /api/account/export). */
export async function exportUserData(db: Db, userId: number) {
  const [
    user,
    sessionRows,
    spot,
    leveraged,
    alerts,
    articles,
    messages,
    orders,
    visits,
    watchlist,
    notes,
    settings,
    subscriptions,
    ledger,
  ] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)),
    db.select().from(spotPositions).where(eq(spotPositions.userId, userId)),
    db.select().from(leveragedPositions).where(eq(leveragedPositions.userId, userId)),
    db.select().from(priceAlerts).where(eq(priceAlerts.userId, userId)),
    db.select().from(newsArticles).where(eq(newsArticles.authorId, userId)),
    db.select().from(chatMessages).where(eq(chatMessages.userId, userId)),
    db.select().from(adOrders).where(eq(adOrders.userId, userId)),
    db.select().from(siteVisits).where(eq(siteVisits.userId, userId)),
    db.select().from(watchlistItems).where(eq(watchlistItems.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.executedAt), asc(transactions.id)),
  ]);
  const profile = user[0];
  if (!profile) return null;
  const { password: _hash, ...account } = profile;
  return {
    account,
    // The session id is the bearer credential behind the cookie: never written into a file.
    sessions: sessionRows.map(({ sid: _sid, ...rest }) => rest),
    spotPositions: spot,
    // The ledger (issue 15): every transaction, oldest first; the CSV export of the portfolio page has the same rows.
    transactions: ledger,
    leveragedPositions: leveraged,
    priceAlerts: alerts,
    newsArticles: articles,
    chatMessages: messages,
    adOrders: orders,
    siteVisits: visits,
    watchlist,
    notifications: notes,
    notificationSettings: settings,
    // The endpoint is a capability URL to the user's browser: only where it lives is exported.
    pushSubscriptions: subscriptions.map((s) => ({
      id: s.id,
      service: new URL(s.endpoint).host,
      userAgent: s.userAgent,
      createdAt: s.createdAt,
    })),
  };
}
