import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

type Options = {
  /** Seconds browsers and the edge cache may keep the answer; match the data's refresh cycle. */
  maxAge: number;
  /** The query parameters that change the answer; others are left out of the cache key. */
  params?: readonly string[];
};

/** Headers the cached copy keeps; never Set-Cookie (the cache serves everyone) and nothing per request. */
const KEPT_HEADERS = [
  "Content-Type",
  "Cache-Control",
  "ETag",
  "X-Data-Source",
  "X-Data-Updated-At",
  "X-Data-Failing-Since",
];

async function weakEtag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  // Weak: the same data may go out gzip-encoded or not, and the edge may re-encode it.
  return `W/"${hex}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
const matchesEtag = (ifNoneMatch: string | undefined, etag: string | null) =>
  Boolean(ifNoneMatch && etag) &&
  (ifNoneMatch!.trim() === "*" || ifNoneMatch!.split(",").some((tag) => opaque(tag) === opaque(etag!)));

/** Whether Accept-Encoding allows gzip ("gzip" or "*", with no q=0). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...rest] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = rest.find((p) => p.startsWith("q="));
    return (coding === "gzip" || coding === "*") && (!q || Number(q.slice(2)) > 0);
  });
}

/**
 * The key: origin + path + the listed parameters in a fixed order, so junk parameters cannot split it.
 * Null when a listed parameter repeats: that request is invalid and must reach the validator.
 */
export function cacheKey(url: string, params: readonly string[]): string | null {
  const source = new URL(url);
  const key = new URL(source.pathname, source.origin);
  for (const name of [...params].sort()) {
    const values = source.searchParams.getAll(name);
    if (values.length > 1) return null;
    if (values.length === 1) key.searchParams.set(name, values[0]!);
  }
  return key.toString();
}

/** One answer as this isolate keeps it: the body, its gzip (compressed once, not per request), the headers. */
type Remembered = { body: Uint8Array; gzip: Uint8Array; headers: Array<[string, string]>; expiresAt: number };

/**
 * The isolate's own copy of recent answers, in front of the Cache API: a hit costs no cache read and no
 * compression, which is what keeps the 1000-coin list's tail latency near a static file's. Kept at most
 * 10 s (so an answer is never more than max-age + 10 s old) and for at most 64 keys, oldest dropped first.
 */
const memory = new Map<string, Remembered>();
const MEMORY_TTL_MS = 10_000;
const MEMORY_MAX_KEYS = 64;

/** Tests: forget every remembered answer (the Cache API is purged separately). */
export const forgetRememberedAnswers = () => memory.clear();

async function gzip(body: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function remember(key: string, res: Response, maxAge: number): Promise<Remembered> {
  const body = new Uint8Array(await res.arrayBuffer());
  const headers: Array<[string, string]> = [];
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  const entry = {
    body,
    gzip: await gzip(body),
    headers,
    expiresAt: Date.now() + Math.min(maxAge * 1000, MEMORY_TTL_MS),
  };
  memory.delete(key);
  memory.set(key, entry);
  while (memory.size > MEMORY_MAX_KEYS) memory.delete(memory.keys().next().value!);
  return entry;
}

function recall(key: string): Remembered | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (entry.expiresAt > Date.now()) return entry;
  memory.delete(key);
  return null;
}

/**
 * Public GETs: answered from this isolate's memory or the Cache API when possible (D1 is not touched),
 * otherwise the route runs and its 200 answer is kept for `maxAge` seconds. Adds a weak ETag (304 on
 * If-None-Match), Cache-Control, and gzip: the body is compressed once when kept and sent as it is
 * (`encodeBody: "manual"`), locally and deployed alike.
 */
export const publicCache = ({ maxAge, params = [] }: Options) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = cacheKey(c.req.url, params);
    if (!key) return next();
    let entry = recall(key);
    if (!entry) {
      const cache = caches.default;
      let res = await cache.match(key);
      if (!res) {
        await next();
        if (c.res.status !== 200) return;
        const body = await c.res.text();
        const headers = new Headers({ "Cache-Control": `public, max-age=${maxAge}`, ETag: await weakEtag(body) });
        for (const name of KEPT_HEADERS) {
          const value = c.res.headers.get(name);
          if (value !== null && !headers.has(name)) headers.set(name, value);
        }
        res = new Response(body, { headers });
        const stored = cache.put(key, res.clone()).catch((err) => console.warn("cache put failed", key, err));
        c.executionCtx.waitUntil(stored);
      }
      entry = await remember(key, res, maxAge);
    }
    const headers = new Headers(entry.headers);
    headers.set("Vary", "Accept-Encoding");
    if (matchesEtag(c.req.header("If-None-Match"), headers.get("ETag"))) {
      headers.delete("Content-Type");
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    if (!acceptsGzip(c.req.header("Accept-Encoding"))) {
      c.res = new Response(entry.body, { status: 200, headers });
      return;
    }
    headers.set("Content-Encoding", "gzip");
    c.res = new Response(entry.gzip, { status: 200, headers, encodeBody: "manual" });
  });
