import { and, desc, eq, lt } from "drizzle-orm";
import type { ChatMessage } from "../../schema/chat";
import { chatMessages } from "../../schema/tables";
import type { Db } from "./index";

type ChatMessageRow = typeof chatMessages.$inferSelect;

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  userId: row.userId,
  username: row.username,
  message: row.message,
  messageType: row.messageType,
  replyToId: row.replyToId,
  isEdited: row.isEdited,
  isDeleted: row.isDeleted,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function createChatMessage(
  db: Db,
  values: { userId: number; username: string; message: string; messageType: string },
): Promise<ChatMessage> {
  return toChatMessage(await db.insert(chatMessages).values(values).returning().get());
}

/**
 * The `limit` newest messages older than `before` (all when absent), oldest first, deleted ones left out.
 * `nextCursor` is the `before` of the next older page, or null when this page reaches the first message.
 * Ids grow with time, so paging by id is paging by age without ties.
 */
export async function listChatMessages(
  db: Db,
  { before, limit }: { before?: number; limit: number },
): Promise<{ messages: ChatMessage[]; nextCursor: number | null }> {
  const notDeleted = eq(chatMessages.isDeleted, false);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(before ? and(notDeleted, lt(chatMessages.id, before)) : notDeleted)
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? page[page.length - 1]!.id : null;
  return { messages: page.reverse().map(toChatMessage), nextCursor };
}
