import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
// http_ece (by the author of RFC 8188) decrypts what the worker encrypts: an implementation independent of ours.
import ece from "http_ece";

/**
 * A fake Web Push service, the browser's side included, run by the fake upstream server under /push:
 *   GET  /push/new[?gone=1]  a new subscription: its endpoint and the browser keys (p256dh, auth) the fake keeps
 *   POST /push/<id>          a push message: the VAPID JWT is checked (RFC 8292) and the body decrypted (RFC 8291)
 *   GET  /push/<id>/messages what arrived: { payload, vapid } or { error } per message
 * A subscription made with ?gone=1 answers 410 Gone, as a push service does for an expired subscription.
 */
type Received = { payload?: unknown; vapid?: Record<string, unknown>; error?: string; headers: Record<string, string> };
type Subscription = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean; messages: Received[] };
const subscriptions = new Map<string, Subscription>();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

/** RFC 8292 §2–3: `vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by k, for this origin, not expired. */
function checkVapid(authorization: string | undefined, origin: string): Record<string, unknown> {
  const match = authorization?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match) throw new Error(`bad Authorization header: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
  if (decode(header).alg !== "ES256") throw new Error("JWT is not ES256");
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("JWT signature does not verify with k");
  const payload = decode(claims);
  const now = Date.now() / 1000;
  if (payload.aud !== origin) throw new Error(`aud ${String(payload.aud)} is not ${origin}`);
  if (typeof payload.exp !== "number" || payload.exp <= now || payload.exp > now + 24 * 3600)
    throw new Error("exp out of range");
  if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error("sub is not mailto: or https:");
  return { ...payload, k };
}

export function handlePush(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
  const origin = `http://${req.headers.host}`;
  if (req.method === "GET" && path === "/new") {
    const id = randomBytes(8).toString("hex");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    subscriptions.set(id, { ecdh, auth, gone: url.searchParams.has("gone"), messages: [] });
    return json(res, 200, {
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    });
  }
  const [, id, tail] = path.split("/");
  const sub = subscriptions.get(id ?? "");
  if (!sub) return json(res, 404, { error: "no such subscription" });
  if (req.method === "GET" && tail === "messages") return json(res, 200, sub.messages);
  if (req.method !== "POST") return json(res, 405, { error: "method" });
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const headers = Object.fromEntries(
      ["content-encoding", "ttl", "urgency", "content-type"].map((h) => [h, String(req.headers[h] ?? "")]),
    );
    if (sub.gone) return json(res, 410, { error: "gone" });
    try {
      if (headers["content-encoding"] !== "aes128gcm")
        throw new Error(`Content-Encoding ${headers["content-encoding"]}`);
      if (!/^\d+$/.test(headers.ttl ?? "")) throw new Error("TTL header missing");
      const vapid = checkVapid(req.headers.authorization, origin);
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: sub.ecdh,
        authSecret: sub.auth.toString("base64url"),
      });
      sub.messages.push({ payload: JSON.parse(plain.toString("utf8")), vapid, headers });
      json(res, 201, {});
    } catch (error) {
      sub.messages.push({ error: (error as Error).message, headers });
      json(res, 400, { error: (error as Error).message });
    }
  });
}
