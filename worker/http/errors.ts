import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorIssue = { path: string; message: string };

/** The one error envelope every failure uses: `{ error: { code, message, issues? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body() {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new HttpError(400, "bad_request", message, issues);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, "unauthorized", message);
export const forbidden = (message = "Forbidden") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);
export const conflict = (message: string, issues?: ErrorIssue[]) => new HttpError(409, "conflict", message, issues);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, "too_many_requests", message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
