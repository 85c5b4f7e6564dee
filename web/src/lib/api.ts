import type { ExtractSchema } from "hono/types";
import type { AppType } from "../../../worker/app";

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
 * The request under `api` (untyped: `api` gives it its types). Every call sends credentials; writes always carry
 * a JSON body (an empty object when there is nothing to say) because the server refuses state changes that are
 * not JSON (CSRF defence).
 */
export async function apiRequest(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const write = method !== "GET" && method !== "HEAD";
  const res = await fetch(url, {
    method,
    credentials: "include",
    signal,
    headers: write ? { "Content-Type": "application/json" } : undefined,
    body: write ? JSON.stringify(body ?? {}) : undefined,
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/**
 * The worker's routes as Hono's typed client sees them (`hc<AppType>`): each path, its methods, their inputs
 * (`param`, `query`, `json`) and JSON answers. Types only: `hc` itself would add 2 KB (gzip) to the first load,
 * which is at its budget (bench/page.mjs), so `api` below is a small fetch typed by the same schema.
 */
type Routes = ExtractSchema<AppType>;
type Method = "get" | "post" | "put" | "patch" | "delete";
/** Each path that answers a method, e.g. `"/api/coins/:id"`, with its endpoint. */
type RoutesFor<M extends Method> = {
  [P in keyof Routes as `$${M}` extends keyof Routes[P] ? P : never]: Routes[P][`$${M}` & keyof Routes[P]];
};
export type ApiPath<M extends Method> = keyof RoutesFor<M> & string;
type Endpoint<M extends Method, P extends ApiPath<M>> = RoutesFor<M>[P];
type InputOf<E> = E extends { input: infer I } ? I : never;
/** A route's JSON answer, e.g. `ApiAnswer<"get", "/api/first-screen">`. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Endpoint<M, P> extends infer E ? (E extends { output: infer O; outputFormat: "json" } ? O : never) : never;
/** A write's JSON body as its route validates it. */
export type ApiJson<M extends Method, P extends ApiPath<M>> =
  InputOf<Endpoint<M, P>> extends { json: infer J } ? J : never;
type Input = { param?: Record<string, string>; query?: Record<string, string | string[] | undefined>; json?: unknown };
type Options = { signal?: AbortSignal };
/** The input may be left out when the route takes none (a write then sends `{}`). */
type Args<M extends Method, P extends ApiPath<M>> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends X` asks whether every field of X is optional.
  {} extends InputOf<Endpoint<M, P>>
    ? [input?: InputOf<Endpoint<M, P>>, options?: Options]
    : [input: InputOf<Endpoint<M, P>>, options?: Options];
type Call<M extends Method> = <P extends ApiPath<M>>(path: P, ...args: Args<M, P>) => Promise<ApiAnswer<M, P>>;

/** The URL of a route: its `:name` (or `:name{pattern}`) segments filled in, then the query in its given order. */
export function apiUrl(path: string, { param = {}, query = {} }: Input = {}): string {
  const url = path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(param[name] ?? ""));
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [value].flat().map((v) => `${key}=${encodeURIComponent(v)}`),
  );
  return pairs.length ? `${url}?${pairs.join("&")}` : url;
}

/** One method's call; the types at its edge come from Routes, not from this untyped body. */
const caller = <M extends Method>(method: M) =>
  ((path: string, input?: Input, options?: Options) =>
    apiRequest(method.toUpperCase(), apiUrl(path, input), input?.json, options?.signal)) as unknown as Call<M>;

/**
 * The API, typed by the worker's routes: `api.get("/api/coins/:id", { param: { id } })`. A renamed route or
 * field fails `npm run typecheck`. Behaves as apiRequest (credentials, JSON writes, ApiError).
 */
export const api = {
  get: caller("get"),
  post: caller("post"),
  put: caller("put"),
  patch: caller("patch"),
  delete: caller("delete"),
};

/** A read that a visitor may make: no session (401) answers null instead of failing. */
export async function nullIfSignedOut<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
