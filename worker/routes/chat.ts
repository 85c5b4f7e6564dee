import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { joinRequest, lobby } from "../../durable-objects/chat-room";
import { CHAT_CURSOR_HEADER, chatHistoryQuerySchema, sendChatMessageSchema } from "../../schema/chat";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { createChatMessage, listChatMessages } from "../db/chat";
import { HttpError, forbidden, tooManyRequests } from "../http/errors";
import { validate } from "../http/validate";
import { loadSession, requireUser, sessionUser } from "../middleware/session";

/** /api/chat: the stored history and sending. Sending goes through here, never through the socket. */
export const chatRoutes = new Hono<AppEnv>()
  .get("/messages", requireUser, validate("query", chatHistoryQuerySchema), async (c) => {
    const { messages, nextCursor } = await listChatMessages(getDb(c.env.DB), c.req.valid("query"));
    if (nextCursor !== null) c.header(CHAT_CURSOR_HEADER, String(nextCursor));
    return c.json(messages);
  })
  .post("/messages", requireUser, validate("json", sendChatMessageSchema), async (c) => {
    const me = sessionUser(c);
    const room = lobby(c.env.CHAT_ROOM);
    const wait = await room.admitMessage(me.id);
    if (wait > 0) throw tooManyRequests("You are sending messages too fast. Please wait a few seconds.", wait);
    const input = c.req.valid("json");
    const stored = await createChatMessage(getDb(c.env.DB), { userId: me.id, username: me.username, ...input });
    try {
      await room.broadcast(stored);
    } catch (err) {
      // The message is stored: answering 500 would make the sender retry and post it twice. Clients
      // that missed the live frame see it on their next history poll.
      console.error("Chat broadcast failed", err);
    }
    return c.json(stored, 201);
  });

/**
 * A browser sends cookies with a WebSocket handshake from any site and CORS does not apply to it, so
 * the Origin must be this site's own (cross-site WebSocket hijacking). Checked before the session is read.
 */
const sameOriginUpgrade = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    throw new HttpError(426, "upgrade_required", "Expected a WebSocket upgrade", undefined, { Upgrade: "websocket" });
  }
  if (c.req.header("Origin") !== new URL(c.req.url).origin) throw forbidden("Cross-site WebSocket refused");
  await next();
});

/** GET /ws: the live room. The member is the session's user; whatever the client later claims is ignored. */
export const chatSocketRoutes = new Hono<AppEnv>().get("/", sameOriginUpgrade, loadSession, async (c) => {
  // No user is a 401; with one, the session id is set too.
  const { id, username } = sessionUser(c);
  const res = await lobby(c.env.CHAT_ROOM).fetch(joinRequest({ userId: id, username, sid: c.get("sessionId")! }));
  // A refusal (429: too many sockets) comes back with immutable headers; a copy takes the security headers.
  return res.status === 101 ? res : new Response(res.body, res);
});
