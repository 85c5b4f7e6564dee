import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { UpstreamError } from "../upstream/http";

export const ORIGIN = "http://localhost";

type Options = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** A request to the real worker, as the SPA sends it: same-origin, JSON, with the session cookie. */
export function api(path: string, { method = "GET", body, cookie, headers = {} }: Options = {}) {
  const mutating = method !== "GET" && method !== "HEAD";
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(mutating ? { "Content-Type": "application/json", Origin: ORIGIN } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? (mutating ? "{}" : undefined) : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function sessionCookie(res: Response): string {
  const header = res.headers.get("Set-Cookie") ?? "";
  const match = header.match(/coinfolio_session=([^;]*)/);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return `coinfolio_session=${match[1]}`;
}

let counter = 0;
/** Registers a fresh user and returns its cookie and user record. */
export async function signUp(prefix = "user") {
  counter += 1;
  const username = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  const res = await api("/api/register", {
    method: "POST",
    body: { username, password: "correct horse battery", email: `${username}@example.com` },
    headers: { "CF-Connecting-IP": `10.0.${counter % 250}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status).toBe(201);
  const user = (await res.json()) as { id: number; username: string; isAdmin: boolean };
  return { cookie: sessionCookie(res), user, username };
}

export async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string; issues?: unknown[] } };
  expect(body.error.message).toEqual(expect.any(String));
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

/** The UpstreamError a call failed with (the test fails when it succeeds or throws anything else). */
export async function upstreamFailure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

/**
 * The security cases every signed-in route shares (STYLE: one helper so no route skips them):
 * no session → 401, a tampered cookie → 401, and for writes a cross-site or non-JSON request → 403.
 */
export function itRequiresSession(method: string, path: string, body: unknown = {}) {
  it(`${method} ${path} refuses a visitor with 401`, async () => {
    await expectError(await api(path, { method, body: method === "GET" ? undefined : body }), 401, "unauthorized");
  });
  it(`${method} ${path} refuses a tampered cookie with 401`, async () => {
    const { cookie } = await signUp("tamper");
    const [name, token] = cookie.split("=");
    const parts = token!.split(".");
    const forged = `${name}=${parts[0]}.${parts[1]}.${parts[2]!.slice(0, -4)}AAAA`;
    await expectError(await api(path, { method, cookie: forged, body: method === "GET" ? undefined : body }), 401);
  });
  if (method !== "GET") {
    it(`${method} ${path} refuses a cross-site request with 403`, async () => {
      const { cookie } = await signUp("csrf");
      const res = await api(path, { method, cookie, body, headers: { Origin: "https://evil.example" } });
      await expectError(res, 403, "forbidden");
    });
    it(`${method} ${path} refuses a non-JSON request with 403`, async () => {
      const { cookie } = await signUp("form");
      const res = await api(path, {
        method,
        cookie,
        body: "a=1",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      await expectError(res, 403, "forbidden");
    });
  }
}

export async function makeAdmin(userId: number) {
  const { env } = await import("cloudflare:test");
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE id = ?").bind(userId).run();
}
