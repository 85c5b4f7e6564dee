import { afterEach, describe, expect, it } from "vitest";
import { api, expectError, sessionCookie, signUp } from "../worker/test/helpers";
import { closeAll, connect, roomSocketCount, upgrade, type Client } from "../worker/test/sockets";
import { FRAME_LIMIT, MAX_SOCKETS_PER_USER } from "./chat-room";

/** Issue 14: signing out closes the session's sockets; sockets per user and frames per socket are bounded. */

afterEach(closeAll);

/** Resolves with the close code the server sent, or null if the socket is still open after `ms`. */
const closeCode = (client: Client, ms = 2000) =>
  new Promise<number | null>((resolve) => {
    client.socket.addEventListener("close", (event) => resolve(event.code));
    setTimeout(() => resolve(null), ms);
  });

async function secondSession(username: string) {
  const res = await api("/api/login", {
    method: "POST",
    body: { username, password: "correct horse battery" },
    headers: { "CF-Connecting-IP": "100.100.0.1" },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

describe("signing out", () => {
  it("closes the sockets of that session, and only those", async () => {
    const { cookie, username } = await signUp("leaver");
    const otherCookie = await secondSession(username);
    const mine = await connect(cookie);
    const other = await connect(otherCookie);
    await mine.next("user_count");
    await other.next("user_count");

    const closed = closeCode(mine);
    expect((await api("/api/logout", { method: "POST", cookie })).status).toBe(200);
    expect(await closed).toBe(4001);

    const friend = await signUp("friend");
    const sent = await api("/api/chat/messages", {
      method: "POST",
      cookie: friend.cookie,
      body: { message: "still here?" },
    });
    expect(sent.status).toBe(201);
    expect((await other.next("new_message")).message.message).toBe("still here?");
    expect(mine.frames.some((frame) => frame.type === "new_message")).toBe(false);
  });
});

describe("sockets per user", () => {
  it(`refuses a user's socket beyond ${MAX_SOCKETS_PER_USER} with 429, and takes one again after a close`, async () => {
    const { cookie } = await signUp("tabs");
    const clients = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) clients.push(await connect(cookie));
    const refused = await upgrade({ cookie });
    const error = await expectError(refused, 429, "too_many_requests");
    expect(error.message).toMatch(/Close one/);
    // Other users are not affected.
    const other = await signUp("tabs2");
    await connect(other.cookie);

    clients[0]!.close();
    const deadline = Date.now() + 2000;
    while ((await roomSocketCount()) > MAX_SOCKETS_PER_USER && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await connect(cookie);
  });

  it("holds when 20 handshakes of one user arrive at once", async () => {
    const { cookie } = await signUp("burst");
    const answers = await Promise.all(Array.from({ length: 20 }, () => upgrade({ cookie })));
    const accepted = answers.filter((res) => res.status === 101);
    for (const res of accepted) res.webSocket!.accept();
    expect(accepted).toHaveLength(MAX_SOCKETS_PER_USER);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(20 - MAX_SOCKETS_PER_USER);
    for (const res of accepted) res.webSocket!.close(1000, "done");
  });
});

describe("frames per socket", () => {
  it(`closes a socket that sends more than ${FRAME_LIMIT} frames in 10 seconds with 1008`, async () => {
    const { cookie } = await signUp("flood");
    const flooder = await connect(cookie);
    const calm = await connect((await signUp("calm")).cookie);
    const closed = closeCode(flooder);
    for (let i = 0; i <= FRAME_LIMIT; i++) flooder.send(JSON.stringify({ type: "join_chat" }));
    expect(await closed).toBe(1008);
    expect(flooder.frames).toContainEqual({ type: "error", message: "Too many frames" });
    calm.send(JSON.stringify({ type: "join_chat" }));
    await calm.next("user_count", (frame) => frame.count === 1);
  });

  it(`answers ${FRAME_LIMIT} frames in a window normally`, async () => {
    const { cookie } = await signUp("steady");
    const client = await connect(cookie);
    const closed = closeCode(client, 500);
    for (let i = 0; i < FRAME_LIMIT; i++) client.send(JSON.stringify({ type: "join_chat" }));
    expect(await closed).toBeNull();
  });
});
