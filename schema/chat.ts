import { z } from "zod";
import { CHAT_CURSOR_HEADER, CHAT_MESSAGE_MAX, CHAT_PAGE_MAX, PING_FRAME, PONG_FRAME } from "./chat-constants";

/** Chat shapes shared by the worker and the chat room Durable Object; the /chat screen imports only their types. */

export { CHAT_CURSOR_HEADER, CHAT_MESSAGE_MAX, CHAT_PAGE_MAX, PING_FRAME, PONG_FRAME };

/** POST /api/chat/messages. Text is trimmed; blank, whitespace-only and over-long text is refused. */
export const sendChatMessageSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message cannot be empty")
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
  messageType: z.literal("text", { error: "messageType must be 'text'" }).default("text"),
});

/** GET /api/chat/messages?before=<id>&limit=<n>: the page of messages older than `before`. */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number({ error: "before must be a message id" }).int().positive().optional(),
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${CHAT_PAGE_MAX}` })
    .int()
    .min(1)
    .max(CHAT_PAGE_MAX)
    .default(CHAT_PAGE_MAX),
});

/** A stored chat message as the API and the `new_message` frame carry it (dates as ISO strings). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  message: z.string(),
  messageType: z.string(),
  replyToId: z.number().int().nullable(),
  isEdited: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ---- WebSocket wire protocol (/ws): one JSON object per frame, discriminated on `type`. ----

/** Frames a client may send. `join_chat.userId` is accepted for compatibility and ignored: the session decides. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join_chat"), userId: z.unknown().optional() }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("connected"), userId: z.number().int(), username: z.string() }),
  z.object({ type: z.literal("user_count"), count: z.number().int().nonnegative() }),
  z.object({ type: z.literal("new_message"), message: chatMessageSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
  z.object({ type: z.literal("pong") }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
