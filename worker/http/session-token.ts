import { SignJWT, jwtVerify } from "jose";

/**
 * The cookie carries only the session id, signed with SESSION_SECRET (HS256) so that a forged or
 * altered cookie is rejected before the database is asked. The D1 row is the authority: deleting it
 * (logout) revokes the cookie even though its signature stays valid.
 */
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(sid: string, secret: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export async function readSessionToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    return typeof payload.sid === "string" && /^[0-9a-f]{32}$/.test(payload.sid) ? payload.sid : null;
  } catch {
    return null;
  }
}

/** 128 random bits, hex. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
