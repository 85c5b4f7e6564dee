import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { upstreamFailure } from "../test/helpers";
import { type JsonRequestOptions, MAX_RETRY_AFTER_SECONDS, getJson, parseRetryAfter, postJson } from "./http";

const NOW = new Date("2026-11-24T08:00:00.000Z");

describe("Retry-After", () => {
  it("reads a number of seconds, rounding a fraction up", () => {
    expect(parseRetryAfter("120", NOW)).toBe(120);
    expect(parseRetryAfter(" 30 ", NOW)).toBe(30);
    expect(parseRetryAfter("0", NOW)).toBe(0);
    expect(parseRetryAfter("1.2", NOW)).toBe(2);
  });

  it("reads an HTTP date as the seconds until then", () => {
    expect(parseRetryAfter("Tue, 24 Nov 2026 08:01:30 GMT", NOW)).toBe(90);
    expect(parseRetryAfter("Tue, 24 Nov 2026 08:00:00 GMT", NOW)).toBe(0);
    expect(parseRetryAfter("Tue, 24 Nov 2026 08:00:00 GMT", new Date(NOW.getTime() - 500))).toBe(1);
  });

  it("is null when absent, garbage, negative or a date already past, so the caller's fallback applies", () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter("", NOW)).toBeNull();
    expect(parseRetryAfter("soon", NOW)).toBeNull();
    expect(parseRetryAfter("1e3", NOW)).toBeNull();
    expect(parseRetryAfter("-5", NOW)).toBeNull();
    expect(parseRetryAfter("Tue, 24 Nov 2026 07:59:00 GMT", NOW)).toBeNull();
  });

  it("caps a huge wait, in seconds or as a far date, at 15 minutes", () => {
    expect(MAX_RETRY_AFTER_SECONDS).toBe(900);
    expect(parseRetryAfter("99999999999999999999", NOW)).toBe(900);
    expect(parseRetryAfter("Fri, 01 Jan 2100 00:00:00 GMT", NOW)).toBe(900);
    expect(parseRetryAfter("901", NOW)).toBe(900);
  });
});

/** The fake upstream in one of its modes (ok, 429, 500, 503, junk, slow); see worker/test/fake-upstream.ts. */
const fake = (mode: string, path = "/ping") => `${env.FAKE_UPSTREAM_URL}/${mode}${path}`;
const options = (extra: Partial<JsonRequestOptions> = {}): JsonRequestOptions => ({
  source: "The fake",
  timeoutMs: 10_000, // the timeout test sets its own 300 ms
  retryAfterFallbackSeconds: 7,
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe("the upstream HTTP client", () => {
  it("GETs a JSON document, asking for JSON", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    expect(await getJson(fake("ok"), options({ headers: { "x-api-key": "k" } }))).toEqual({ pong: true });
    expect(spy.mock.calls[0]![1]).toMatchObject({
      method: "GET",
      headers: { Accept: "application/json", "x-api-key": "k" },
    });
  });

  it("POSTs a JSON body and reads the JSON answer", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const body = { network_identifier: { blockchain: "Internet Computer", network: "00000000000000020101" } };
    expect(await postJson(fake("ok", "/rosetta/network/status"), body, options())).toMatchObject({
      current_block_identifier: expect.any(Object),
    });
    expect(spy.mock.calls[0]![1]).toMatchObject({
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    });
  });

  it("gives up at the caller's timeout, before the slow answer arrives", async () => {
    const started = Date.now();
    const err = await upstreamFailure(getJson(fake("slow"), options({ timeoutMs: 300 })));
    expect(err).toMatchObject({
      source: "The fake",
      kind: "timeout",
      message: "The fake did not answer within 300 ms",
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("turns a server error into its status, without a wait when none was sent", async () => {
    const err = await upstreamFailure(getJson(fake("500"), options()));
    expect(err).toMatchObject({ kind: "status", status: 500, message: "The fake answered 500" });
    expect(err.retryAfterSeconds).toBeUndefined();
  });

  it("keeps the Retry-After of any refusal that sends one", async () => {
    const err = await upstreamFailure(getJson(fake("503"), options()));
    expect(err).toMatchObject({ kind: "status", status: 503, retryAfterSeconds: 120 });
  });

  it("fails a 429 at once with the service's Retry-After when the caller takes no back-off", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const err = await upstreamFailure(getJson(fake("429"), options()));
    expect(err).toMatchObject({
      kind: "rate_limited",
      status: 429,
      retryAfterSeconds: 1,
      message: "The fake is limiting requests",
    });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("retries a 429 once after its Retry-After when that fits the caller's back-off, then fails", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const started = Date.now();
    const err = await upstreamFailure(getJson(fake("429"), options({ maxBackoffMs: 2000 })));
    expect(err).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 1 });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("uses the caller's fallback for a 429 without a readable Retry-After, and does not wait longer than its back-off", async () => {
    const spy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response("{}", { status: 429, headers: { "Retry-After": "later" } }));
    const err = await upstreamFailure(getJson(fake("ok"), options({ maxBackoffMs: 2000 })));
    expect(err).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 7 });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("refuses a 200 whose body is not JSON", async () => {
    const err = await upstreamFailure(getJson(fake("junk"), options()));
    expect(err).toMatchObject({ kind: "invalid", message: "The fake sent a response that is not JSON" });
  });

  it("reports a host it cannot reach as network, keeping the cause", async () => {
    const err = await upstreamFailure(getJson("http://127.0.0.1:9/ping", options()));
    expect(err).toMatchObject({ kind: "network", message: "The fake could not be reached" });
    expect(err.cause).toBeInstanceOf(Error);
  });
});
