/** Why an upstream call failed. Routes answer 502 (503 when rate limited); the cron keeps its last good data. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: "timeout" | "rate_limited" | "status" | "invalid",
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type JsonClientOptions = {
  /** The service's name, for messages ("ICPSwap answered 500"). */
  service: string;
  /** Per attempt, body included. */
  timeoutMs: number;
  /** A 429 is retried once when its Retry-After is at most this long; otherwise it fails at once. */
  maxBackoffMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isTimeout = (err: unknown) => err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");

function retryAfterMs(res: Response): number {
  const header = res.headers.get("Retry-After");
  if (header === null) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : 1000;
}

/** GET a JSON document: timeout per attempt, one back-off on 429, and an UpstreamError for every failure. */
export async function getJson(url: string, { service, timeoutMs, maxBackoffMs }: JsonClientOptions): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, { headers: { Accept: "application/json" }, signal });
    } catch (err) {
      if (isTimeout(err)) throw new UpstreamError("timeout", `${service} did not answer within ${timeoutMs} ms`);
      throw new UpstreamError("status", `${service} could not be reached`);
    }
    if (res.status === 429) {
      const wait = retryAfterMs(res);
      await res.body?.cancel();
      if (attempt === 1 && wait <= maxBackoffMs) {
        await sleep(wait);
        continue;
      }
      throw new UpstreamError("rate_limited", `${service} is limiting requests`, Math.ceil(wait / 1000));
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError("status", `${service} answered ${res.status}`);
    }
    try {
      return await res.json();
    } catch (err) {
      if (isTimeout(err)) throw new UpstreamError("timeout", `${service} did not answer within ${timeoutMs} ms`);
      throw new UpstreamError("invalid", `${service} sent a response that is not JSON`);
    }
  }
}
