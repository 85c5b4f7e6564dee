import { and, asc, eq, sql } from "drizzle-orm";
import { watchlistItems } from "../../schema/account-tables";
import type { Db } from "./index";

export async function listWatchlist(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ coinId: watchlistItems.coinId })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(asc(watchlistItems.id))
    .all();
  return rows.map((r) => r.coinId);
}

/**
 * Stars a coin: one statement that inserts only while the user is under the cap, and is a no-op when the coin
 * is already starred. Answers false only when the cap stopped it.
 */
export async function addToWatchlist(db: Db, userId: number, coinId: string, cap: number): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO watchlist_items (user_id, coin_id)
    SELECT ${userId}, ${coinId}
    WHERE (SELECT count(*) FROM watchlist_items WHERE user_id = ${userId}) < ${cap}
    ON CONFLICT (user_id, coin_id) DO NOTHING`);
  if (result.meta.changes > 0) return true;
  const present = await db
    .select({ id: watchlistItems.id })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.coinId, coinId)))
    .get();
  return Boolean(present);
}

export async function removeFromWatchlist(db: Db, userId: number, coinId: string): Promise<boolean> {
  const gone = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.coinId, coinId)))
    .returning({ id: watchlistItems.id })
    .get();
  return Boolean(gone);
}
