import { SignJWT, importJWK } from "jose";

/**
 * Web Push from the worker with WebCrypto only: the message is encrypted per RFC 8291 (aes128gcm, RFC 8188)
 * and the push service is told who sends it by a VAPID JWT (RFC 8292, ES256). Keys are base64url: the public
 * key as the 65-byte uncompressed P-256 point browsers take as applicationServerKey, the private key as its
 * 32-byte scalar (scripts/lib.mjs generates both into .dev.vars on first start).
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

const encoder = new TextEncoder();

export const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
export const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "")), (c) => c.charCodeAt(0));

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** The one record's size field: the whole body fits in a single record (payloads are a few hundred bytes). */
const RECORD_SIZE = 4096;

/** RFC 8291 §3: the body a push service relays, readable only by the subscription's browser. */
export async function encryptPayload(
  payload: Uint8Array,
  target: Pick<PushTarget, "p256dh" | "auth">,
): Promise<Uint8Array> {
  const uaPublic = fromBase64Url(target.p256dh);
  const authSecret = fromBase64Url(target.auth);
  if (uaPublic.length !== 65 || authSecret.length !== 16) throw new Error("Bad push subscription keys");
  if (payload.length > RECORD_SIZE - 17 - 86) throw new Error("Push payload too large");
  const local = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", local.publicKey)) as ArrayBuffer);
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // The standard member is `public` (workers-types spell it `$public`, which the runtime does not read).
  const ecdh = { name: "ECDH", public: uaKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh, local.privateKey, 256));

  const keyInfo = concat(encoder.encode("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);

  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  // The last (and only) record ends with the 0x02 delimiter and no padding.
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aes, concat(payload, new Uint8Array([2]))),
  );
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concat(header, asPublic, cipher);
}

/** RFC 8292 §2: a JWT for the push service's origin, valid 12 hours, signed with the VAPID private key. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now = new Date()): Promise<string> {
  const point = fromBase64Url(keys.publicKey);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: toBase64Url(point.slice(1, 33)),
    y: toBase64Url(point.slice(33, 65)),
    d: keys.privateKey,
  };
  const key = await importJWK(jwk, "ES256");
  const jwt = await new SignJWT({ sub: keys.subject })
    .setProtectedHeader({ typ: "JWT", alg: "ES256" })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 12 * 60 * 60)
    .sign(key);
  return `vapid t=${jwt}, k=${keys.publicKey}`;
}

export type PushOutcome = "sent" | "gone" | "failed";

/** Sends one message; "gone" when the push service says the subscription no longer exists (404/410). */
export async function sendPush(
  target: PushTarget,
  message: unknown,
  keys: VapidKeys,
  timeoutMs = 5000,
): Promise<PushOutcome> {
  try {
    const body = await encryptPayload(encoder.encode(JSON.stringify(message)), target);
    const res = await fetch(target.endpoint, {
      method: "POST",
      headers: {
        Authorization: await vapidAuthorization(target.endpoint, keys),
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        TTL: String(24 * 60 * 60),
        Urgency: "high",
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return "gone";
    return res.ok ? "sent" : "failed";
  } catch (error) {
    console.error("web push failed", new URL(target.endpoint).host, error);
    return "failed";
  }
}
