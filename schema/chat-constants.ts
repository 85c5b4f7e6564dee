import type { ClientFrame, ServerFrame } from "./chat";

/** Chat values shared by the server and the /chat screen (no zod here: the SPA's first load stays small). */

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_PAGE_MAX = 100;

/** The response header that carries the `before` value of the next older page (absent on the oldest page). */
export const CHAT_CURSOR_HEADER = "X-Next-Cursor";

/** The exact ping frame the room answers without waking up (WebSocket auto-response). */
export const PING_FRAME = JSON.stringify({ type: "ping" } satisfies ClientFrame);
export const PONG_FRAME = JSON.stringify({ type: "pong" } satisfies ServerFrame);
