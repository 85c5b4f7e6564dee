import { SELF, env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { lobby } from "../../durable-objects/chat-room";
import { serverFrameSchema, type ServerFrame } from "../../schema/chat";
import { ORIGIN } from "./helpers";

type FrameOf<T extends ServerFrame["type"]> = Extract<ServerFrame, { type: T }>;

/** The WebSocket handshake a browser on this site sends to /ws. */
export function upgrade({ cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(`${ORIGIN}/ws`, {
    headers: { Upgrade: "websocket", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

const open = new Set<WebSocket>();

/**
 * A real client socket on the room. Every frame it receives must be valid protocol; `next` waits for the
 * first not yet consumed frame of a type (and matching `where`), skipping the ones before it.
 */
export async function connect(cookie: string) {
  const res = await upgrade({ cookie });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const frames: ServerFrame[] = [];
  let consumed = 0;
  let wake = () => {};
  socket.addEventListener("message", (event) => {
    frames.push(serverFrameSchema.parse(JSON.parse(String(event.data))));
    wake();
  });
  socket.accept();
  open.add(socket);

  async function next<T extends ServerFrame["type"]>(type: T, where: (frame: FrameOf<T>) => boolean = () => true) {
    const deadline = Date.now() + 2000;
    for (;;) {
      const index = frames.findIndex((frame, i) => i >= consumed && frame.type === type && where(frame as FrameOf<T>));
      if (index >= 0) {
        consumed = index + 1;
        return frames[index] as FrameOf<T>;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame; received ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, left);
      });
    }
  }

  return {
    socket,
    frames,
    next,
    send: (data: string) => socket.send(data),
    /** The first `n` user_count values received, in order (waits for them). */
    async counts(n: number) {
      const counts = () => frames.flatMap((frame) => (frame.type === "user_count" ? [frame.count] : []));
      const deadline = Date.now() + 2000;
      while (counts().length < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      return counts();
    },
    close() {
      socket.close(1000, "bye");
      open.delete(socket);
    },
  };
}

export type Client = Awaited<ReturnType<typeof connect>>;

/** The room's open sockets as the runtime sees them (hibernated ones included). */
export const roomSocketCount = () =>
  runInDurableObject(lobby(env.CHAT_ROOM), (_room, state) => state.getWebSockets().length);

/** Closes every client a test opened and waits until the room has let them all go, so counts start at 0. */
export async function closeAll() {
  for (const socket of open) socket.close(1000, "test over");
  open.clear();
  const deadline = Date.now() + 2000;
  while ((await roomSocketCount()) > 0) {
    if (Date.now() > deadline) throw new Error("the room kept sockets open after the test");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
