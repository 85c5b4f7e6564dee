import { useEffect, useRef, useState } from "react";
import type { ChatMessage, ClientFrame, ServerFrame } from "../../../../schema/chat";
import { PING_FRAME } from "../../../../schema/chat-constants";

/** Reconnect back-off: 1 s after the first drop, doubling up to 30 s. */
const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Cloudflare's edge closes a WebSocket that carries nothing for 100 s; a ping every 30 s keeps a quiet
 * room's sockets open. The room answers it without waking up (its WebSocket auto-response).
 */
const PING_EVERY_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): the exponential step capped at 30 s, of
 * which a random half is jitter, so the whole room does not come back in the same instant after a restart
 * while nobody retries sooner than half the step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return step / 2 + (random() * step) / 2;
}

/** `/ws` on the page's own host: wss on https, ws otherwise (product.md § Chat API). */
export const chatSocketUrl = ({ protocol, host }: { protocol: string; host: string }) =>
  `${protocol === "https:" ? "wss:" : "ws:"}//${host}/ws`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Enough of a message to show it: the list keys, aligns and dates it by these. */
const isChatMessage = (value: unknown): value is ChatMessage =>
  isRecord(value) &&
  Number.isInteger(value.id) &&
  Number.isInteger(value.userId) &&
  typeof value.username === "string" &&
  typeof value.message === "string" &&
  typeof value.createdAt === "string";

/**
 * A server frame this client acts on, or null for anything else (ignored, product.md § Chat API). Checked by hand
 * rather than with `serverFrameSchema`: zod would put its union and literal code into the SPA's first load.
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== "string") return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  switch (frame.type) {
    case "connected":
      return Number.isInteger(frame.userId) && typeof frame.username === "string" ? (frame as ServerFrame) : null;
    case "user_count":
      return Number.isInteger(frame.count) && (frame.count as number) >= 0 ? (frame as ServerFrame) : null;
    case "new_message":
      return isChatMessage(frame.message) ? (frame as ServerFrame) : null;
    case "error":
      return typeof frame.message === "string" ? (frame as ServerFrame) : null;
    default:
      return null;
  }
}

type Handlers = {
  /** A `new_message` frame. */
  onMessage: (message: ChatMessage) => void;
  /** The socket is open again after a drop: whatever was said meanwhile was missed. */
  onReconnect: () => void;
};

export type ChatConnection = {
  /** The socket is open (the green indicator). */
  connected: boolean;
  /** Distinct users in the room; 1 (this user) until the room says otherwise (product.md § Chat). */
  online: number;
};

/**
 * The live room for the signed-in user: opens /ws, joins, follows `user_count` and `new_message`, and
 * reconnects after a drop with back-off and jitter. Closed when the component unmounts — which signing
 * out does, since /chat then shows the visitor prompt — or when the user changes.
 * WebSocket errors are only logged (product.md § Errors and notices).
 */
export function useChatSocket(userId: number, handlers: Handlers): ChatConnection {
  const [connected, setConnected] = useState(false);
  const [online, setOnline] = useState(1);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let attempt = 0;
    let everOpened = false;

    const send = (ws: WebSocket, frame: ClientFrame | string) =>
      ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));

    const connect = () => {
      const ws = new WebSocket(chatSocketUrl(window.location));
      socket = ws;
      ws.onopen = () => {
        setConnected(true);
        send(ws, { type: "join_chat", userId });
        pingTimer = setInterval(() => send(ws, PING_FRAME), PING_EVERY_MS);
        if (everOpened) latest.current.onReconnect();
        everOpened = true;
      };
      ws.onmessage = (event: MessageEvent) => {
        const frame = parseServerFrame(event.data);
        switch (frame?.type) {
          case "connected":
            // The room let us in: the next drop starts the back-off from 1 s again.
            attempt = 0;
            return;
          case "user_count":
            return setOnline(frame.count);
          case "new_message":
            return latest.current.onMessage(frame.message);
          case "error":
            return console.warn(`Chat room: ${frame.message}`);
        }
      };
      ws.onerror = () => console.warn("Chat connection error");
      ws.onclose = () => {
        clearInterval(pingTimer);
        setConnected(false);
        setOnline(1);
        retryTimer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      if (socket) {
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        socket.close(1000, "Leaving the chat");
      }
      setConnected(false);
      setOnline(1);
    };
  }, [userId]);

  return { connected, online };
}
