/**
 * The one HTTP client of the upstream adapters (CoinGecko, ICPSwap, the payment chains): JSON in and out, a
 * timeout per attempt, an optional back-off on 429, and an UpstreamError for every failure.
 */

/** `budget`: no call was made (over the minute's call budget, or cooling down after a 429). */
export type UpstreamFailure = "budget" | "rate_limited" | "timeout" | "status" | "network" | "invalid";

/** A method the source has no data for (an ICP exchange without a leaderboard): the route answers 501. */
export class NotServedBySource extends Error {}

/**
 * Why an upstream call gave no usable data. Routes answer 502 (503 when rate limited); jobs keep their
 * last good data. `status` is the HTTP status when the service answered one; `retryAfterSeconds` is what
 * its Retry-After asked for (on a 429 always set, from the caller's fallback when the header was missing).
 */
export class UpstreamError extends Error {
  readonly status?: number;
  readonly retryAfterSeconds?: number;

  constructor(
    /** The service, as messages name it ("ICPSwap", "The Bitcoin explorer"). */
    readonly source: string,
    readonly kind: UpstreamFailure,
    message: string,
    details: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "UpstreamError";
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A Retry-After beyond this is read as this: no answer of ours should hold a client off for hours. */
export const MAX_RETRY_AFTER_SECONDS = 15 * 60;

/**
 * Retry-After (RFC 9110 § 10.2.3) in whole seconds, rounded up and at most MAX_RETRY_AFTER_SECONDS: a
 * number of seconds or an HTTP date. Null when absent or unreadable, and for a date already past (clock
 * skew more likely than an invitation to hammer), so the caller's own fallback applies.
 */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  const text = header?.trim() ?? "";
  if (text === "") return null;
  // Fractions are not in the RFC, but some services send them; a date never starts with a digit and a dot.
  const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : (Date.parse(text) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(Math.ceil(seconds), MAX_RETRY_AFTER_SECONDS);
}

export type JsonRequestOptions = {
  /** The service's name, for messages ("ICPSwap answered 500") and UpstreamError.source. */
  source: string;
  /** Per attempt, body included. Each caller sets its own: a visitor waits on some calls, a cron job on others. */
  timeoutMs: number;
  /** The wait assumed when a 429 carries no readable Retry-After. */
  retryAfterFallbackSeconds: number;
  /** A 429 is retried once when its wait is at most this long; unset, a 429 fails at once. */
  maxBackoffMs?: number;
  /** Extra request headers (an API key). */
  headers?: Record<string, string>;
};

/** GET a JSON document. */
export function getJson(url: string, options: JsonRequestOptions): Promise<unknown> {
  return requestJson(url, undefined, options);
}

/** POST a JSON body (Rosetta, JSON-RPC) and read a JSON answer. */
export function postJson(url: string, body: unknown, options: JsonRequestOptions): Promise<unknown> {
  return requestJson(url, JSON.stringify(body), options);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestJson(url: string, body: string | undefined, options: JsonRequestOptions): Promise<unknown> {
  const { source, timeoutMs, retryAfterFallbackSeconds, maxBackoffMs, headers = {} } = options;
  const init = {
    method: body === undefined ? "GET" : "POST",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body,
  };
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw unreachable(err, options);
    }
    if (res.ok) return readJson(res, options);
    await res.body?.cancel();
    const retryAfter = parseRetryAfter(res.headers.get("Retry-After"), new Date());
    if (res.status !== 429) {
      throw new UpstreamError(source, "status", `${source} answered ${res.status}`, {
        status: res.status,
        retryAfterSeconds: retryAfter ?? undefined,
      });
    }
    const wait = retryAfter ?? retryAfterFallbackSeconds;
    if (attempt === 1 && maxBackoffMs !== undefined && wait * 1000 <= maxBackoffMs) {
      await sleep(wait * 1000);
      continue;
    }
    throw new UpstreamError(source, "rate_limited", `${source} is limiting requests`, {
      status: 429,
      retryAfterSeconds: Math.max(1, wait),
    });
  }
}

/** The body, read within the same timeout as the request. */
async function readJson(res: Response, options: JsonRequestOptions): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw unreachable(err, options);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(options.source, "invalid", `${options.source} sent a response that is not JSON`);
  }
}

function unreachable(err: unknown, { source, timeoutMs }: JsonRequestOptions): UpstreamError {
  const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
  return timedOut
    ? new UpstreamError(source, "timeout", `${source} did not answer within ${timeoutMs} ms`, { cause: err })
    : new UpstreamError(source, "network", `${source} could not be reached`, { cause: err });
}
