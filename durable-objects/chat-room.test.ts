import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { api, expectError, signUp } from "../worker/test/helpers";
import { closeAll, connect, upgrade } from "../worker/test/sockets";
import { lobby, type ChatRoom } from "./chat-room";

afterEach(closeAll);

const post = (cookie: string, message: string) =>
  api("/api/chat/messages", { method: "POST", cookie, body: { message } });

describe("GET /ws handshake", () => {
  it("answers a plain GET with 426 Upgrade Required", async () => {
    const { cookie } = await signUp("plain");
    const res = await api("/ws", { cookie, headers: { Origin: "http://localhost" } });
    await expectError(res, 426, "upgrade_required");
    expect(res.headers.get("Upgrade")).toBe("websocket");
  });

  it("refuses a visitor with 401", async () => {
    await expectError(await upgrade(), 401, "unauthorized");
  });

  it("refuses a tampered cookie with 401", async () => {
    const { cookie } = await signUp("tamper");
    await expectError(await upgrade({ cookie: `${cookie.slice(0, -4)}AAAA` }), 401, "unauthorized");
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a look-alike host", "http://localhost.evil.example"],
    ["another scheme", "https://localhost"],
    ["the null origin", "null"],
  ])("refuses a signed-in user's handshake from %s with 403 (cross-site WebSocket hijacking)", async (_, origin) => {
    const { cookie } = await signUp("cswsh");
    await expectError(await upgrade({ cookie, headers: { Origin: origin } }), 403, "forbidden");
  });

  it("refuses a handshake without an Origin with 403", async () => {
    const { cookie } = await signUp("noorigin");
    const res = await api("/ws", { cookie, headers: { Upgrade: "websocket" } });
    await expectError(res, 403, "forbidden");
  });
});

describe("the room", () => {
  it("greets a new socket with connected as the session's user, then the online count", async () => {
    const { cookie, user } = await signUp("greet");
    const client = await connect(cookie);
    await client.next("user_count");
    expect(client.frames.slice(0, 2)).toEqual([
      { type: "connected", userId: user.id, username: user.username },
      { type: "user_count", count: 1 },
    ]);
  });

  it("sends user_count to everyone as two and three users join and leave", async () => {
    const [a, b, c] = await Promise.all([signUp("ann"), signUp("bob"), signUp("cat")]);
    const ann = await connect(a.cookie);
    expect(await ann.counts(1)).toEqual([1]);
    const bob = await connect(b.cookie);
    expect(await ann.counts(2)).toEqual([1, 2]);
    const cat = await connect(c.cookie);
    expect(await ann.counts(3)).toEqual([1, 2, 3]);
    cat.close();
    expect(await ann.counts(4)).toEqual([1, 2, 3, 2]);
    expect(await bob.counts(3)).toEqual([2, 3, 2]);
    expect(await cat.counts(1)).toEqual([3]);
    bob.close();
    expect(await ann.counts(5)).toEqual([1, 2, 3, 2, 1]);
  });

  it("counts one user with two tabs once", async () => {
    const [a, b] = await Promise.all([signUp("tabs"), signUp("other")]);
    const tab1 = await connect(a.cookie);
    expect(await tab1.counts(1)).toEqual([1]);
    const tab2 = await connect(a.cookie);
    expect(await tab1.counts(2)).toEqual([1, 1]);
    const other = await connect(b.cookie);
    expect(await tab1.counts(3)).toEqual([1, 1, 2]);
    tab2.close();
    expect(await tab1.counts(4)).toEqual([1, 1, 2, 2]);
    other.close();
    expect(await tab1.counts(5)).toEqual([1, 1, 2, 2, 1]);
  });

  it("settles everyone on the right count after a burst of joins", async () => {
    const users = await Promise.all([signUp("burst"), signUp("burst"), signUp("burst"), signUp("burst")]);
    const cookies = [...users, users[0]!, users[1]!].map((user) => user.cookie);
    const clients = await Promise.all(cookies.map((cookie) => connect(cookie)));
    for (const client of clients) await client.next("user_count", (f) => f.count === 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const client of clients) expect((await client.counts(1)).at(-1)).toBe(4);
  });

  it("never trusts the userId a client claims in join_chat", async () => {
    const [a, b] = await Promise.all([signUp("claim"), signUp("victim")]);
    const mallory = await connect(a.cookie);
    const victim = await connect(b.cookie);
    await mallory.next("user_count", (f) => f.count === 2);

    mallory.send(JSON.stringify({ type: "join_chat", userId: b.user.id }));
    expect(await mallory.next("user_count")).toEqual({ type: "user_count", count: 2 });
    mallory.close();
    await victim.next("user_count", (f) => f.count === 1);
  });

  it("broadcasts a posted message, as stored, to every socket including the sender's", async () => {
    const [a, b, c] = await Promise.all([signUp("send"), signUp("recv"), signUp("recv")]);
    const clients = [
      await connect(a.cookie),
      await connect(a.cookie),
      await connect(b.cookie),
      await connect(c.cookie),
    ];
    await Promise.all(clients.map((client) => client.next("user_count", (f) => f.count === 3)));

    const res = await post(a.cookie, "  gm everyone  ");
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toMatchObject({ message: "gm everyone", username: a.user.username, userId: a.user.id });
    for (const client of clients) {
      expect(await client.next("new_message")).toEqual({ type: "new_message", message: stored });
    }
  });

  it("answers pings with pongs, with or without waking the room", async () => {
    const { cookie } = await signUp("ping");
    const client = await connect(cookie);
    client.send('{"type":"ping"}');
    await client.next("pong");
    client.send('{ "type": "ping" }');
    await client.next("pong");
  });

  it("answers malformed and unknown frames with an error frame and keeps working", async () => {
    const { cookie, user } = await signUp("junk");
    const client = await connect(cookie);
    await client.next("user_count");
    const bad = [
      "not json",
      "[]",
      "null",
      '{"type":5}',
      '{"no":"type"}',
      JSON.stringify({ type: "new_message", message: { id: 1, message: "forged" } }),
      JSON.stringify({ type: "user_count", count: 1000 }),
      JSON.stringify({ type: "ping", padding: "x".repeat(5000) }),
    ];
    for (const frame of bad) {
      client.send(frame);
      expect(await client.next("error")).toEqual({ type: "error", message: expect.any(String) });
    }
    client.socket.send(new Uint8Array([1, 2, 3]));
    expect(await client.next("error")).toEqual({ type: "error", message: "Frames must be JSON text" });

    client.send(JSON.stringify({ type: "join_chat", userId: user.id }));
    expect(await client.next("user_count")).toEqual({ type: "user_count", count: 1 });
    const res = await post(cookie, "still here");
    expect((await client.next("new_message")).message.message).toBe("still here");
    expect(res.status).toBe(201);
  });

  it("admits 5 messages per user in any 10 seconds, a sliding window on a fixed clock", async () => {
    const room = lobby(env.CHAT_ROOM);
    const [user, other] = [900_001, 900_002];
    for (const at of [0, 1000, 2000, 3000, 9000]) expect(await room.admitMessage(user, at)).toBe(0);
    expect(await room.admitMessage(user, 9500)).toBe(1);
    expect(await room.admitMessage(other, 9500)).toBe(0);
    expect(await room.admitMessage(user, 10_000)).toBe(0);
    expect(await room.admitMessage(user, 10_500)).toBe(1);
    expect(await room.admitMessage(user, 11_000)).toBe(0);
    expect(await room.admitMessage(user, 11_001)).toBe(1);
    expect(await room.admitMessage(user, 12_200)).toBe(0);
    expect(await room.admitMessage(user, 12_500)).toBe(1);
    expect(await room.admitMessage(user, 13_000)).toBe(0);
    expect(await room.admitMessage(user, 13_000)).toBe(6);
  });

  it("rebuilds its members from the socket attachments after hibernating", async () => {
    const [a, b] = await Promise.all([signUp("sleep"), signUp("sleep")]);
    const ann = await connect(a.cookie);
    const bob = await connect(b.cookie);
    await ann.next("user_count", (f) => f.count === 2);

    const room = lobby(env.CHAT_ROOM);
    let before: ChatRoom | undefined;
    await runInDurableObject(room, (instance: ChatRoom) => {
      before = instance;
    });
    await evictDurableObject(room);
    await runInDurableObject(room, (instance: ChatRoom) => {
      expect(instance).not.toBe(before);
    });

    ann.send(JSON.stringify({ type: "join_chat" }));
    expect(await ann.next("user_count")).toEqual({ type: "user_count", count: 2 });
    await post(b.cookie, "after the nap");
    expect((await ann.next("new_message")).message.username).toBe(b.user.username);
    expect((await bob.next("new_message")).message.message).toBe("after the nap");
    bob.close();
    expect(await ann.next("user_count")).toEqual({ type: "user_count", count: 1 });
  });
});
