import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, expectError, itRequiresSession, sessionCookie, signUp } from "../test/helpers";

const register = (body: unknown, ip = `192.0.2.${Math.floor(Math.random() * 250)}`) =>
  api("/api/register", { method: "POST", body, headers: { "CF-Connecting-IP": ip } });
const login = (body: unknown, ip = "198.51.100.1") =>
  api("/api/login", { method: "POST", body, headers: { "CF-Connecting-IP": ip } });
const unique = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("POST /api/register", () => {
  it("creates the account, signs the user in and never returns the hash", async () => {
    const username = unique();
    const res = await register({ username, password: "s3cret-enough", email: `${username}@example.com` });
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username,
      firstName: null,
      lastName: null,
      email: `${username}@example.com`,
      isAdmin: false,
      costBasisMethod: "fifo",
    });
    const cookieHeader = res.headers.get("Set-Cookie")!;
    expect(cookieHeader).toMatch(/HttpOnly/);
    expect(cookieHeader).toMatch(/SameSite=Lax/);
    expect(cookieHeader).not.toMatch(/Secure/);
    const me = await api("/api/user", { cookie: sessionCookie(res) });
    expect(await me.json()).toEqual(user);
  });

  it("stores a PBKDF2 hash with its algorithm, count and salt", async () => {
    const username = unique();
    await register({ username, password: "s3cret-enough" });
    const row = await env.DB.prepare("SELECT password FROM users WHERE username = ?")
      .bind(username)
      .first<{ password: string }>();
    expect(row!.password).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });

  it("lowercases the username and accepts a missing or empty email", async () => {
    const username = unique();
    const res = await register({ username: username.toUpperCase(), password: "s3cret-enough", email: "" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ username, email: null });
  });

  it("marks the cookie Secure over https", async () => {
    const res = await fetchHttps("/api/register", { username: unique(), password: "s3cret-enough" });
    expect(res.status).toBe(201);
    expect(res.headers.get("Set-Cookie")).toMatch(/Secure/);
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it.each([
    [{ password: "s3cret-enough" }, "username", "Username is required"],
    [{ username: "ab", password: "s3cret-enough" }, "username", "3-20 characters"],
    [{ username: "a".repeat(21), password: "s3cret-enough" }, "username", "3-20 characters"],
    [{ username: "bad name!", password: "s3cret-enough" }, "username", "3-20 characters"],
    [{ username: "okname" }, "password", "Password is required"],
    [{ username: "okname", password: "12345" }, "password", "At least 6 characters"],
    [{ username: "okname", password: "s3cret-enough", email: "not-an-email" }, "email", "valid email"],
    [{ username: 42, password: "s3cret-enough" }, "username", "Username is required"],
  ])("refuses %j with 400 naming %s", async (body, field, message) => {
    const error = await expectError(await register(body), 400, "bad_request");
    expect(error.issues).toEqual(expect.arrayContaining([{ path: field, message: expect.stringContaining(message) }]));
  });

  it("refuses the most common passwords", async () => {
    const error = await expectError(await register({ username: unique(), password: "password123" }), 400);
    expect(error.message).toMatch(/too common or too easy to guess/);
  });

  it("refuses a taken username and a taken email with 409", async () => {
    const username = unique();
    await register({ username, password: "s3cret-enough", email: `${username}@example.com` });
    expect((await expectError(await register({ username, password: "s3cret-enough" }), 409)).message).toBe(
      "Username is already taken",
    );
    const other = await register({ username: unique(), password: "s3cret-enough", email: `${username}@example.com` });
    expect((await expectError(other, 409)).message).toBe("Email is already registered");
  });

  it("answers malformed JSON, wrong types and oversized bodies with 4xx envelopes", async () => {
    await expectError(await register("{not json"), 400, "bad_request");
    await expectError(await register([1, 2]), 400);
    await expectError(await register({ username: "x".repeat(300 * 1024), password: "s3cret-enough" }), 413);
  });

  it("throttles account creation per IP", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++)
      expect((await register({ username: unique(), password: "s3cret-enough" }, ip)).status).toBe(201);
    const res = await register({ username: unique(), password: "s3cret-enough" }, ip);
    await expectError(res, 429, "too_many_requests");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("POST /api/login", () => {
  it("signs in with a new session id each time", async () => {
    const { username, cookie: first } = await signUp("login");
    const res = await login({ username, password: "correct horse battery" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await api("/api/user", { cookie: second })).status).toBe(200);
  });

  it("accepts the username in any case", async () => {
    const { username } = await signUp("case");
    expect((await login({ username: username.toUpperCase(), password: "correct horse battery" })).status).toBe(200);
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const { username } = await signUp("wrong");
    const a = await expectError(await login({ username, password: "nope-nope" }, "198.51.100.20"), 401);
    const b = await expectError(await login({ username: "nobody-here", password: "nope-nope" }, "198.51.100.21"), 401);
    expect(a.message).toBe("Invalid username or password");
    expect(b.message).toBe(a.message);
  });

  it("requires both fields", async () => {
    await expectError(await login({ username: "someone" }), 400);
    await expectError(await login({ password: "something" }), 400);
  });

  it("throttles repeated failures per username, even from other IPs", async () => {
    const { username } = await signUp("brute");
    for (let i = 0; i < 5; i++)
      await expectError(await login({ username, password: "wrong-pass" }, `198.51.100.${100 + i}`), 401);
    const res = await login({ username, password: "correct horse battery" }, "198.51.100.200");
    await expectError(res, 429, "too_many_requests");
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("throttles repeated failures per IP across usernames", async () => {
    const ip = "198.51.100.250";
    for (let i = 0; i < 20; i++)
      await expectError(await login({ username: `ghost${i}`, password: "wrong-pass" }, ip), 401);
    await expectError(await login({ username: "ghost-last", password: "wrong-pass" }, ip), 429);
  });
});

describe("POST /api/logout", () => {
  it("revokes the session: the same cookie no longer works", async () => {
    const { cookie } = await signUp("logout");
    expect((await api("/api/user", { cookie })).status).toBe(200);
    const res = await api("/api/logout", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/coinfolio_session=;/);
    await expectError(await api("/api/user", { cookie }), 401);
  });

  it("refuses a cross-site logout", async () => {
    const { cookie } = await signUp("xlogout");
    await expectError(
      await api("/api/logout", { method: "POST", cookie, headers: { Origin: "https://evil.example" } }),
      403,
    );
    await expectError(
      await api("/api/logout", { method: "POST", cookie, headers: { Origin: "", "Sec-Fetch-Site": "cross-site" } }),
      403,
    );
    expect((await api("/api/user", { cookie })).status).toBe(200);
  });

  it("accepts Sec-Fetch-Site same-origin when no Origin is sent", async () => {
    const { cookie } = await signUp("sfs");
    const res = await SELFfetchNoOrigin("/api/logout", cookie);
    expect(res.status).toBe(200);
  });
});

describe("GET /api/user", () => {
  itRequiresSession("GET", "/api/user");

  it("treats an expired session as no session", async () => {
    const { cookie, user } = await signUp("expired");
    await env.DB.prepare("UPDATE sessions SET expire = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, user.id)
      .run();
    await expectError(await api("/api/user", { cookie }), 401);
  });

  it("treats a session idle for more than 7 days as no session", async () => {
    const { cookie, user } = await signUp("idle");
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE user_id = ?")
      .bind(Date.now() - 8 * 24 * 3600 * 1000, user.id)
      .run();
    await expectError(await api("/api/user", { cookie }), 401);
  });

  it("refuses a cookie signed with another secret", async () => {
    const { SignJWT } = await import("jose");
    const row = await env.DB.prepare("SELECT sid FROM sessions LIMIT 1").first<{ sid: string }>();
    const forged = await new SignJWT({ sid: row!.sid })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("some-other-secret-0123456789abcdef"));
    await expectError(await api("/api/user", { cookie: `coinfolio_session=${forged}` }), 401);
  });
});

describe("GET /api/check-username/:username", () => {
  it("reports taken and available names", async () => {
    const { username } = await signUp("taken");
    expect(await (await api(`/api/check-username/${username}`)).json()).toEqual({ available: false });
    expect(await (await api(`/api/check-username/${unique()}`)).json()).toEqual({ available: true });
  });

  it("reports an invalid name as unavailable with the reason", async () => {
    const body = await (await api("/api/check-username/a!")).json();
    expect(body).toMatchObject({ available: false, reason: expect.stringContaining("3-20 characters") });
  });

  it("counts the signed-in user's own name as available to them", async () => {
    const { username, cookie } = await signUp("own");
    expect(await (await api(`/api/check-username/${username}`, { cookie })).json()).toEqual({ available: true });
  });
});

describe("PUT /api/profile", () => {
  itRequiresSession("PUT", "/api/profile", { username: "someone" });

  it("updates username (lowercased) and names", async () => {
    const { cookie } = await signUp("profile");
    const username = unique();
    const res = await api("/api/profile", {
      method: "PUT",
      cookie,
      body: { username: username.toUpperCase(), firstName: " Ada ", lastName: "" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username, firstName: "Ada", lastName: null });
  });

  it("refuses another user's username and bad input", async () => {
    const { username: taken } = await signUp("other");
    const { cookie } = await signUp("mine");
    await expectError(await api("/api/profile", { method: "PUT", cookie, body: { username: taken } }), 409);
    await expectError(await api("/api/profile", { method: "PUT", cookie, body: { username: "x" } }), 400);
    await expectError(
      await api("/api/profile", { method: "PUT", cookie, body: { username: "okay", firstName: "x".repeat(51) } }),
      400,
    );
  });
});

describe("the API as a whole", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await api("/api/does-not-exist");
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    await expectError(res, 404, "not_found");
  });

  it("sends security headers on every response", async () => {
    const res = await api("/api/user");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

async function fetchHttps(path: string, body: unknown) {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(`https://coinfolio.example${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "https://coinfolio.example",
      "CF-Connecting-IP": "192.0.2.99",
    },
    body: JSON.stringify(body),
  });
}

async function SELFfetchNoOrigin(path: string, cookie: string) {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    body: "{}",
  });
}
