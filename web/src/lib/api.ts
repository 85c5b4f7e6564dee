import type { QueryFunction } from "@tanstack/react-query";

/**
 * The shared request helper (product.md § API conventions): a non-ok response fails with "{status}: {body text}"
 * (or the status text when the body is empty). The server's own message, when the body is our
 * JSON error envelope, is kept on the error for toasts that show it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The envelope's `error.message`, or null when the body is not one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: { message?: unknown } };
      return typeof parsed.error?.message === "string" ? parsed.error.message : null;
    } catch {
      return null;
    }
  }
}

export const isUnauthorized = (error: unknown) =>
  error instanceof ApiError ? error.status === 401 : error instanceof Error && /^401: /.test(error.message);

/** The server's message for a failed call, else the caller's fallback text. */
export const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/** Fails like the shared helper on a non-ok response (for calls that need the response itself, e.g. its headers). */
export async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/**
 * Every call sends credentials; writes always carry a JSON body (an empty object when there is
 * nothing to say) because the server refuses state changes that are not JSON (CSRF defence).
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const write = method !== "GET" && method !== "HEAD";
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: write ? { "Content-Type": "application/json" } : undefined,
    body: write ? JSON.stringify(body ?? {}) : undefined,
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Default query function: GET on the key parts joined by slashes; a 401 yields null, not an error. */
export const getQueryFn =
  <T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> =>
  async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) {
      // Read off the unread body: a chunked answer left unread keeps the request open in the browser.
      await res.body?.cancel();
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
