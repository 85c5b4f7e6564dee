import { describe, expect, it } from "vitest";
import { api, expectError, signUp } from "../test/helpers";

/** Issue 14: the sign-in and registration throttles under parallel requests, and OWASP device cookies. */

const PASSWORD = "correct horse battery";
let ipCounter = 0;
const freshIp = () => `100.64.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function login(username: string, password: string, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  return api("/api/login", {
    method: "POST",
    body: { username, password },
    headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

function deviceCookie(res: Response): string {
  const match = (res.headers.get("Set-Cookie") ?? "").match(/coinfolio_device=([^;]+)/);
  if (!match) throw new Error("no device cookie");
  return `coinfolio_device=${match[1]}`;
}

const statuses = (responses: Response[]) => responses.map((res) => res.status);
const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

describe("sign-in throttle", () => {
  it("lets at most 5 of 40 parallel guesses against one username reach the password check", async () => {
    const { username } = await signUp("burst");
    const answers = statuses(await Promise.all(Array.from({ length: 40 }, (_, i) => login(username, `guess-${i}`))));
    expect(countOf(answers, 401)).toBe(5);
    expect(countOf(answers, 429)).toBe(35);
    // The window is full: even the right password from an unknown device has to wait.
    await expectError(await login(username, PASSWORD), 429, "too_many_requests");
  });

  it("does not count a correct password against the allowance", async () => {
    const { username } = await signUp("ok");
    for (let i = 0; i < 8; i++) expect((await login(username, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) await expectError(await login(username, "wrong-pass"), 401);
    await expectError(await login(username, "wrong-pass"), 429);
  });

  it("keeps a browser that signed in before out of the lockout others cause (device cookie)", async () => {
    const { username } = await signUp("owner");
    const first = await login(username, PASSWORD);
    expect(first.status).toBe(200);
    const cookieHeader = first.headers.get("Set-Cookie")!;
    expect(cookieHeader).toMatch(/coinfolio_device=[^;]+;.*Path=\/api\/login/);
    expect(cookieHeader).toMatch(/coinfolio_device=[^;]+;.*HttpOnly/);
    const device = deviceCookie(first);

    await Promise.all(Array.from({ length: 20 }, () => login(username, "attacker-guess")));
    await expectError(await login(username, PASSWORD), 429);
    expect((await login(username, PASSWORD, { cookie: device })).status).toBe(200);
  });

  it("counts the browser that registered the account as a known device", async () => {
    const username = `reg${Math.random().toString(36).slice(2, 9)}`;
    const registered = await api("/api/register", {
      method: "POST",
      body: { username, password: PASSWORD },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(registered.status).toBe(201);
    const device = deviceCookie(registered);
    await Promise.all(Array.from({ length: 8 }, () => login(username, "attacker-guess")));
    expect((await login(username, PASSWORD, { cookie: device })).status).toBe(200);
  });

  it("gives a known device its own allowance of 10 failures", async () => {
    const { username } = await signUp("mine");
    const device = deviceCookie(await login(username, PASSWORD));
    const answers = statuses(
      await Promise.all(Array.from({ length: 30 }, () => login(username, "typo-typo", { cookie: device }))),
    );
    expect(countOf(answers, 401)).toBe(10);
    expect(countOf(answers, 429)).toBe(20);
    await expectError(await login(username, PASSWORD, { cookie: device }), 429);
    // Its failures did not touch the shared allowance of unknown devices.
    expect((await login(username, PASSWORD)).status).toBe(200);
  });

  it("treats another account's device cookie and a forged one as unknown devices", async () => {
    const other = await signUp("other");
    const foreign = deviceCookie(await login(other.username, PASSWORD));
    const { username } = await signUp("victim");
    await Promise.all(Array.from({ length: 6 }, () => login(username, "attacker-guess")));
    await expectError(await login(username, PASSWORD, { cookie: foreign }), 429);
    const forged = `${foreign.slice(0, -6)}AAAAAA`;
    await expectError(await login(username, PASSWORD, { cookie: forged }), 429);
  });

  it("still limits one address to 20 failures across usernames", async () => {
    const ip = "100.127.1.1";
    const answers = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, i) => login(`nobody-${i}`, "wrong-pass", { ip }))),
    );
    expect(countOf(answers, 401)).toBe(20);
    expect(countOf(answers, 429)).toBe(20);
  });
});

describe("registration throttle", () => {
  it("creates at most 10 accounts from one address when 40 arrive at once", async () => {
    const ip = "100.127.2.2";
    const tag = Math.random().toString(36).slice(2, 7);
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          api("/api/register", {
            method: "POST",
            body: { username: `par${tag}${i}`, password: PASSWORD },
            headers: { "CF-Connecting-IP": ip },
          }),
        ),
      ),
    );
    expect(countOf(answers, 201)).toBe(10);
    expect(countOf(answers, 429)).toBe(30);
  });

  it("gives the slot back when the account could not be created", async () => {
    const ip = "100.127.3.3";
    const { username } = await signUp("taken");
    for (let i = 0; i < 12; i++) {
      const res = await api("/api/register", {
        method: "POST",
        body: { username, password: PASSWORD },
        headers: { "CF-Connecting-IP": ip },
      });
      await expectError(res, 409);
    }
  });
});

describe("password strength at registration", () => {
  it.each(["Password2024", "qwerty1234", "11111111111", "abcdefgh", "password123", "iloveyou2", "zxcvbnm123"])(
    "refuses %s",
    async (password) => {
      const res = await api("/api/register", {
        method: "POST",
        body: { username: `weak${Math.random().toString(36).slice(2, 8)}`, password },
        headers: { "CF-Connecting-IP": freshIp() },
      });
      const error = await expectError(res, 400, "bad_request");
      expect(error.issues).toEqual([{ path: "password", message: expect.stringMatching(/too common or too easy/) }]);
    },
  );

  it("refuses a password made of the username", async () => {
    const username = `carol${Math.random().toString(36).slice(2, 7)}`;
    const res = await api("/api/register", {
      method: "POST",
      body: { username, password: `${username}2024` },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    await expectError(res, 400);
  });

  it.each(["s3cret-enough", "correct horse battery", "Tr0ub4dor&3"])("accepts %s", async (password) => {
    const res = await api("/api/register", {
      method: "POST",
      body: { username: `strong${Math.random().toString(36).slice(2, 8)}`, password },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(201);
  });
});
