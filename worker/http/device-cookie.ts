import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { SignJWT, jwtVerify } from "jose";
import type { AppEnv } from "../env";
import { newSessionId } from "./session-token";

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): after a successful
 * sign-in the browser gets a signed cookie naming the account and a random nonce. A later sign-in to that
 * account from that browser is throttled by its own nonce, so others' failed guesses cannot lock it out.
 * Sent to the sign-in route only.
 */
export const DEVICE_COOKIE = "coinfolio_device";
const DEVICE_COOKIE_DAYS = 365;
const key = (secret: string) => new TextEncoder().encode(secret);

/** The cookie's nonce when it is genuine and was issued for `username`, else null (an unknown device). */
export async function trustedDeviceNonce(c: Context<AppEnv>, username: string): Promise<string | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(c.env.SESSION_SECRET), { algorithms: ["HS256"] });
    return payload.sub === username && typeof payload.jti === "string" ? payload.jti : null;
  } catch {
    return null;
  }
}

/** A fresh cookie (new nonce) for the account just signed in to. */
export async function issueDeviceCookie(c: Context<AppEnv>, username: string): Promise<void> {
  const expires = new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(username)
    .setJti(newSessionId())
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key(c.env.SESSION_SECRET));
  setCookie(c, DEVICE_COOKIE, token, {
    path: "/api/login",
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
    expires,
  });
}
