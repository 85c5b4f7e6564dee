import { eq, lt } from "drizzle-orm";
import { sessions, users } from "../../schema/tables";
import type { Db } from "./index";

/** A session lives at most 30 days, and ends after 7 days without a request. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export async function createSession(
  db: Db,
  values: { sid: string; userId: number; ip: string | null; userAgent: string | null; now: Date },
) {
  const expire = new Date(values.now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    sid: values.sid,
    userId: values.userId,
    sess: { ip: values.ip ?? undefined, userAgent: values.userAgent?.slice(0, 300) ?? undefined },
    expire,
    lastSeenAt: values.now,
    createdAt: values.now,
  });
  return { expire };
}

/** The session's user, or null when the row is gone, expired or idle too long (the row is then deleted). */
export async function findSessionUser(db: Db, sid: string, now: Date) {
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
    .get();
  if (!row) return null;
  const { session } = row;
  if (session.expire.getTime() <= now.getTime() || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
    await deleteSession(db, sid);
    return null;
  }
  const touch =
    now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS
      ? db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sid, sid))
      : null;
  return { user: row.user, expire: session.expire, touch };
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, now));
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}
