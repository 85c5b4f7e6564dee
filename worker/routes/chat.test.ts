import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../schema/chat";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";

const PATH = "/api/chat/messages";
const post = (cookie: string, body: unknown) => api(PATH, { method: "POST", cookie, body });
const history = async (cookie: string, query = "") => {
  const res = await api(`${PATH}${query}`, { cookie });
  expect(res.status).toBe(200);
  return { messages: (await res.json()) as ChatMessage[], cursor: res.headers.get("X-Next-Cursor") };
};

/** Writes messages straight into D1 (history tests need more than the send throttle allows); returns their ids. */
async function seed(user: { id: number; username: string }, texts: string[]): Promise<number[]> {
  const insert = env.DB.prepare("INSERT INTO chat_messages (user_id, username, message) VALUES (?, ?, ?) RETURNING id");
  const results = await env.DB.batch<{ id: number }>(texts.map((text) => insert.bind(user.id, user.username, text)));
  return results.map((result) => result.results[0]!.id);
}
const texts = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe("POST /api/chat/messages", () => {
  itRequiresSession("POST", PATH, { message: "hello" });

  it("stores the trimmed text under the session's user and returns it as stored", async () => {
    const { cookie, user } = await signUp("poster");
    const res = await post(cookie, { message: "  hello world \n", messageType: "text" });
    expect(res.status).toBe(201);
    const message = (await res.json()) as ChatMessage;
    expect(message).toEqual({
      id: expect.any(Number),
      userId: user.id,
      username: user.username,
      message: "hello world",
      messageType: "text",
      replyToId: null,
      isEdited: false,
      isDeleted: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
    const row = await env.DB.prepare("SELECT user_id, username, message, message_type FROM chat_messages WHERE id = ?")
      .bind(message.id)
      .first();
    expect(row).toEqual({ user_id: user.id, username: user.username, message: "hello world", message_type: "text" });
  });

  it("takes the author from the session, never from the body, and defaults messageType to text", async () => {
    const { cookie, user } = await signUp("honest");
    const res = await post(cookie, { message: "hi", userId: 1, username: "admin", isDeleted: true });
    expect(await res.json()).toMatchObject({
      userId: user.id,
      username: user.username,
      messageType: "text",
      isDeleted: false,
    });
  });

  it("accepts exactly 1000 characters", async () => {
    const { cookie } = await signUp("long");
    const res = await post(cookie, { message: "x".repeat(1000) });
    expect(res.status).toBe(201);
  });

  it.each([
    ["a missing message", {}, "message"],
    ["an empty message", { message: "" }, "message"],
    ["a whitespace-only message", { message: " \n\t  " }, "message"],
    ["1001 characters", { message: "x".repeat(1001) }, "message"],
    ["1001 characters after trimming", { message: ` ${"x".repeat(1001)} ` }, "message"],
    ["a number", { message: 42 }, "message"],
    ["another messageType", { message: "hi", messageType: "image" }, "messageType"],
    ["a null messageType", { message: "hi", messageType: null }, "messageType"],
  ])("refuses %s with 400", async (_, body, field) => {
    const { cookie, user } = await signUp("invalid");
    const error = await expectError(await post(cookie, body), 400, "bad_request");
    expect(error.issues).toEqual([{ path: field, message: expect.any(String) }]);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ?")
      .bind(user.id)
      .first();
    expect(stored).toEqual({ n: 0 });
  });

  it("refuses the sixth message within 10 seconds with 429 and Retry-After, and stores nothing for it", async () => {
    const { cookie, user } = await signUp("fast");
    for (let i = 1; i <= 5; i++) expect((await post(cookie, { message: `msg ${i}` })).status).toBe(201);
    const res = await post(cookie, { message: "msg 6" });
    const error = await expectError(res, 429, "too_many_requests");
    expect(error.message).toMatch(/too fast/);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(10);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ?")
      .bind(user.id)
      .first();
    expect(stored).toEqual({ n: 5 });

    const other = await signUp("calm");
    expect((await post(other.cookie, { message: "unaffected" })).status).toBe(201);
  });

  it("does not count refused input against the limit", async () => {
    const { cookie } = await signUp("typo");
    for (let i = 0; i < 6; i++) await expectError(await post(cookie, { message: " " }), 400);
    expect((await post(cookie, { message: "finally" })).status).toBe(201);
  });
});

describe("GET /api/chat/messages", () => {
  itRequiresSession("GET", PATH);

  it("returns the latest 100, oldest first, with a cursor that pages back to the first", async () => {
    const { cookie, user } = await signUp("reader");
    const ids = await seed(user, texts(130, "history"));
    const latest = await history(cookie);
    expect(latest.messages.map((m) => m.id)).toEqual(ids.slice(30));
    expect(latest.messages[0]).toMatchObject({ message: "history 31", username: user.username, isDeleted: false });
    expect(latest.cursor).toBe(String(ids[30]));

    const older = await history(cookie, `?before=${latest.cursor}&limit=30`);
    expect(older.messages.map((m) => m.message)).toEqual(texts(30, "history"));
  });

  it("omits the cursor on the page that reaches the first message", async () => {
    const { cookie, user } = await signUp("oldest");
    await seed(user, ["one at least"]);
    const first = (await env.DB.prepare("SELECT MIN(id) AS id FROM chat_messages").first<{ id: number }>())!.id;
    const page = await history(cookie, `?before=${first + 1}&limit=5`);
    expect(page.messages.map((m) => m.id)).toEqual([first]);
    expect(page.cursor).toBeNull();
    expect(await history(cookie, `?before=${first}`)).toEqual({ messages: [], cursor: null });
  });

  it("leaves deleted messages out", async () => {
    const { cookie, user } = await signUp("deleter");
    const ids = await seed(user, texts(5, "maybe"));
    await env.DB.prepare("UPDATE chat_messages SET is_deleted = 1 WHERE id IN (?, ?)").bind(ids[1], ids[3]).run();
    const page = await history(cookie, `?before=${ids[4]! + 1}&limit=3`);
    expect(page.messages.map((m) => m.message)).toEqual(["maybe 1", "maybe 3", "maybe 5"]);
  });

  it("shows a posted message to another user", async () => {
    const [alice, bob] = await Promise.all([signUp("alice"), signUp("bob")]);
    const sent = await (await post(alice.cookie, { message: "hello bob" })).json();
    const { messages } = await history(bob.cookie);
    expect(messages.at(-1)).toEqual(sent);
  });

  it.each(["?limit=0", "?limit=101", "?limit=ten", "?limit=1.5", "?before=0", "?before=-3", "?before=abc"])(
    "refuses %s with 400",
    async (query) => {
      const { cookie } = await signUp("query");
      await expectError(await api(`${PATH}${query}`, { cookie }), 400, "bad_request");
    },
  );
});
