/** `budget`: no call was made (over the minute's call budget, or cooling down after a 429). */
export type UpstreamFailure = "budget" | "rate_limited" | "timeout" | "http" | "network" | "invalid";

/** Why an upstream call gave no usable data; callers keep their last good data on any of these. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    /** For rate_limited: how long the service asked us to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

const MAX_COOLDOWN_SECONDS = 15 * 60;
const DEFAULT_COOLDOWN_SECONDS = 60;

/** Retry-After as seconds (it may be a number of seconds or an HTTP date); a minute when absent or odd. */
export function parseRetryAfter(header: string | null, now: Date): number {
  if (header) {
    const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now.getTime()) / 1000;
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(Math.max(1, Math.ceil(seconds)), MAX_COOLDOWN_SECONDS);
  }
  return DEFAULT_COOLDOWN_SECONDS;
}
