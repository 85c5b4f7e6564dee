import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import { PING_FRAME, PONG_FRAME, clientFrameSchema, type ChatMessage, type ServerFrame } from "../schema/chat";
import type { Env } from "../worker/env";

/**
 * Who is on a socket, and through which sign-in session (signing out closes that session's sockets).
 * Kept in the socket's attachment, so it survives hibernation.
 */
const memberSchema = z.object({
  userId: z.number().int().positive(),
  username: z.string().min(1),
  sid: z.string().min(1),
});
type Member = z.infer<typeof memberSchema>;

/** The worker puts the session's user here; the room is reachable only through the worker, never from a client. */
const MEMBER_HEADER = "X-Chat-Member";

/** Frames are small JSON objects; anything larger is refused before it is parsed. */
const MAX_FRAME_CHARS = 4096;

/**
 * Joins and leaves that come in a burst share one user_count frame: when 500 clients reconnect at once,
 * a frame to everyone per join would be 125,000 frames (O(n²)) and would hold up the messages.
 */
const COUNT_DELAY_MS = 50;

/**
 * At most 5 messages per user in any 10 seconds. Counted here, in memory, because every message passes
 * through the room anyway: no storage write per message (a Throttle object per sender cost the bench
 * more than the broadcast). Forgetting the counts when the room sleeps is harmless: it sleeps only after
 * about 10 s without any event, by which time every window has expired.
 */
const SEND_LIMIT = 5;
const SEND_WINDOW_MS = 10_000;

/** Open sockets one user may hold (tabs and devices together); a further handshake is refused with 429. */
export const MAX_SOCKETS_PER_USER = 5;

/**
 * Frames one socket may send in a window. The client sends one join_chat per connect and pings the
 * runtime answers without waking the room (they are not counted), so this only ever stops a flood;
 * the flooding socket is closed with 1008 (policy violation).
 */
export const FRAME_LIMIT = 20;
const FRAME_WINDOW_MS = 10_000;

/** Close codes the room uses (4000–4999 are the application's own). */
export const CLOSE_SIGNED_OUT = 4001;
const CLOSE_POLICY = 1008;

/** The one room everybody joins. */
export const lobby = (rooms: DurableObjectNamespace<ChatRoom>) => rooms.get(rooms.idFromName("lobby"));

/** The request the worker sends the room to let an authenticated member in (a fresh request: no client headers). */
export const joinRequest = (member: Member) =>
  new Request("https://chat-room/join", {
    headers: { Upgrade: "websocket", [MEMBER_HEADER]: JSON.stringify(member) },
  });

/**
 * The live chat room, on the WebSocket Hibernation API: while nobody talks the object is evicted and its
 * sockets stay open at no cost. Everything the room knows about a socket is in its attachment, so the
 * session map is rebuilt from `ctx.getWebSockets()` whenever the object wakes up.
 */
export class ChatRoom extends DurableObject<Env> {
  private readonly sessions = new Map<WebSocket, Member>();
  private countTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly recentSends = new Map<number, number[]>();
  /** Frame times per socket; in memory only (a hibernated socket starts a fresh window, which is harmless). */
  private readonly recentFrames = new WeakMap<WebSocket, number[]>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    for (const socket of ctx.getWebSockets()) {
      const member = memberSchema.safeParse(socket.deserializeAttachment());
      if (member.success) this.sessions.set(socket, member.data);
    }
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  /** A member joins (only ever through `joinRequest`, from the worker's GET /ws). */
  async fetch(request: Request): Promise<Response> {
    const member = memberSchema.safeParse(parseJson(request.headers.get(MEMBER_HEADER) ?? ""));
    if (!member.success) return new Response("Missing member", { status: 400 });
    const open = Array.from(this.sessions.values()).filter(({ userId }) => userId === member.data.userId).length;
    if (open >= MAX_SOCKETS_PER_USER) {
      const message = `You have the chat open in ${MAX_SOCKETS_PER_USER} places already. Close one and try again.`;
      return Response.json(
        { error: { code: "too_many_requests", message } },
        { status: 429, headers: { "Retry-After": "10" } },
      );
    }

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(member.data);
    this.sessions.set(server, member.data);
    this.send(server, { type: "connected", userId: member.data.userId, username: member.data.username });
    this.countChanged();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Counts one message by the user; 0 when it may be sent, else the seconds until it may. */
  async admitMessage(userId: number, now = Date.now()): Promise<number> {
    const since = now - SEND_WINDOW_MS;
    if (this.recentSends.size > 1000) {
      for (const [id, times] of this.recentSends) if (times.at(-1)! <= since) this.recentSends.delete(id);
    }
    const times = (this.recentSends.get(userId) ?? []).filter((time) => time > since);
    if (times.length >= SEND_LIMIT) return Math.ceil((times[0]! - since) / 1000);
    this.recentSends.set(userId, [...times, now]);
    return 0;
  }

  /** Closes the sockets opened through a sign-in session that has just ended; answers how many. */
  async closeSession(sid: string): Promise<number> {
    let closed = 0;
    for (const [socket, member] of this.sessions) {
      if (member.sid !== sid) continue;
      this.sessions.delete(socket);
      closed += 1;
      try {
        socket.close(CLOSE_SIGNED_OUT, "Signed out");
      } catch {
        // Already closing; it is out of the room either way.
      }
    }
    if (closed > 0) this.countChanged();
    return closed;
  }

  /** Called by the worker once a message is stored; returns how many sockets it was sent to. */
  async broadcast(message: ChatMessage): Promise<number> {
    return this.sendAll({ type: "new_message", message });
  }

  async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (!this.admitFrame(socket)) {
      this.send(socket, { type: "error", message: "Too many frames" });
      this.leave(socket);
      return socket.close(CLOSE_POLICY, "Too many frames");
    }
    if (typeof data !== "string") return this.send(socket, { type: "error", message: "Frames must be JSON text" });
    if (data.length > MAX_FRAME_CHARS) return this.send(socket, { type: "error", message: "Frame is too large" });
    const frame = clientFrameSchema.safeParse(parseJson(data));
    if (!frame.success) {
      return this.send(socket, { type: "error", message: "Unknown or malformed frame: expected join_chat or ping" });
    }
    switch (frame.data.type) {
      case "join_chat":
        // The socket joined when it was accepted, as the session's user; the client's userId is ignored.
        return this.send(socket, { type: "user_count", count: this.onlineCount() });
      case "ping":
        return this.send(socket, { type: "pong" });
    }
  }

  async webSocketClose(socket: WebSocket): Promise<void> {
    this.leave(socket);
    try {
      socket.close(1000, "Goodbye");
    } catch {
      // Already closed by the runtime; nothing left to answer.
    }
  }

  async webSocketError(socket: WebSocket): Promise<void> {
    this.leave(socket);
  }

  /** Counts one frame of the socket; false once it is over FRAME_LIMIT in the window. */
  private admitFrame(socket: WebSocket, now = Date.now()): boolean {
    const times = (this.recentFrames.get(socket) ?? []).filter((time) => time > now - FRAME_WINDOW_MS);
    times.push(now);
    this.recentFrames.set(socket, times);
    return times.length <= FRAME_LIMIT;
  }

  private leave(socket: WebSocket) {
    if (this.sessions.delete(socket)) this.countChanged();
  }

  /** Distinct users online: one user with two tabs counts once. */
  private onlineCount(): number {
    return new Set(Array.from(this.sessions.values(), (member) => member.userId)).size;
  }

  /** Everyone gets the online count shortly after a join or leave (one frame for a whole burst). */
  private countChanged() {
    this.countTimer ??= setTimeout(() => {
      this.countTimer = null;
      this.sendAll({ type: "user_count", count: this.onlineCount() });
    }, COUNT_DELAY_MS);
  }

  private sendAll(frame: ServerFrame): number {
    const text = JSON.stringify(frame);
    let sent = 0;
    for (const socket of this.sessions.keys()) if (this.sendText(socket, text)) sent += 1;
    return sent;
  }

  private send(socket: WebSocket, frame: ServerFrame) {
    this.sendText(socket, JSON.stringify(frame));
  }

  /** A socket that can no longer be written to has gone; it is dropped (its close event may never come). */
  private sendText(socket: WebSocket, text: string): boolean {
    try {
      socket.send(text);
      return true;
    } catch {
      this.sessions.delete(socket);
      return false;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
