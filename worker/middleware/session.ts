import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { createSession, deleteSession, findSessionUser } from "../db/sessions";
import { toPublicUser } from "../db/users";
import { forbidden, unauthorized } from "../http/errors";
import { newSessionId, readSessionToken, signSessionToken } from "../http/session-token";
import { clientIp } from "../http/request";

export const SESSION_COOKIE = "coinfolio_session";

const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

/** Reads the signed cookie and its D1 row; a missing, tampered, revoked or expired one means "no session". */
async function readSession(c: Context<AppEnv>): Promise<void> {
  c.set("user", null);
  c.set("sessionId", null);
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return;
  const sid = await readSessionToken(token, c.env.SESSION_SECRET);
  const found = sid ? await findSessionUser(getDb(c.env.DB), sid, new Date()) : null;
  if (found && sid) {
    c.set("user", toPublicUser(found.user));
    c.set("sessionId", sid);
    if (found.touch) c.executionCtx.waitUntil(found.touch.then(() => undefined));
  } else {
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c) });
  }
}

/** The session alone, for the chat socket (its answer is the upgrade, not a document to cache). */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  await readSession(c);
  await next();
});

/**
 * Each API route says who may call it with one of the four below (docs/architecture.md § The request path).
 * publicRoute: the same answer for everyone; no session is read, so a cached answer touches no D1.
 */
export const publicRoute = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  await next();
});

/**
 * A route that reads the session (the user, or null) and answers about someone: no browser or proxy may keep
 * the answer (refusals included) unless the route sets its own Cache-Control (ICP tokens, ad rates).
 */
const privateRoute = (check?: (c: Context<AppEnv>) => void) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await readSession(c);
    try {
      check?.(c);
    } catch (refusal) {
      // app.onError makes the refusal's answer with the headers set on the context so far.
      c.header("Cache-Control", "no-store");
      throw refusal;
    }
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

/** Signed in or not: the route reads the user when there is one. */
export const withSession = privateRoute();

export const requireUser = privateRoute((c) => {
  if (!c.get("user")) throw unauthorized();
});

export const requireAdmin = privateRoute((c) => {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw forbidden("Admin access required");
});

/** Starts a fresh session (a new id on every sign-in) and sets its cookie. */
export async function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
  const db = getDb(c.env.DB);
  const previous = c.get("sessionId");
  if (previous) await deleteSession(db, previous);
  const sid = newSessionId();
  const { expire } = await createSession(db, {
    sid,
    userId,
    ip: clientIp(c),
    userAgent: c.req.header("User-Agent") ?? null,
    now: new Date(),
  });
  setCookie(c, SESSION_COOKIE, await signSessionToken(sid, c.env.SESSION_SECRET, expire), {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    expires: expire,
  });
  c.set("sessionId", sid);
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const sid = c.get("sessionId");
  if (sid) await deleteSession(getDb(c.env.DB), sid);
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c) });
  c.set("user", null);
  c.set("sessionId", null);
}

/** The signed-in user; only call behind requireUser. */
export function sessionUser(c: Context<AppEnv>) {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
