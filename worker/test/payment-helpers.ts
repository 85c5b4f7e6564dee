import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import type { Env } from "../env";
import { app } from "../app";
import { upstreamFailure } from "./helpers";
import { type ChainConfig, chainConfig } from "../upstream/chains/config";

export type FakeMode = "ok" | "429" | "500" | "junk" | "slow";

/**
 * The worker's env with the real chain verifiers pointed at the fake upstream in one of its modes (the
 * tests' own default is the test ledger, as in local runs). Only /slow/ gets a short timeout (1 s beats the
 * fake's 3 s); every other mode gets 10 s, so a loaded 2-core machine cannot turn a 429 into a timeout.
 */
export const chainEnv = (mode: FakeMode = "ok", extra: Partial<Env> = {}): Env => ({
  ...env,
  PAYMENT_VERIFIER: "chains",
  PAYMENT_CHECK_TIMEOUT_MS: mode === "slow" ? "1000" : "10000",
  ESPLORA_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}/esplora`,
  ETHERSCAN_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}/etherscan/api`,
  ICP_ROSETTA_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}/rosetta`,
  CKB_RPC_URL: `${env.FAKE_UPSTREAM_URL}/${mode}/ckb`,
  ...extra,
});

export const chainConfigFor = (mode: FakeMode = "ok", extra: Partial<Env> = {}): ChainConfig =>
  chainConfig(chainEnv(mode, extra));

/** A request to the real app (real D1 and middleware) running with the chain verifiers of `chainEnv`. */
export function chainApi(path: string, init: { method: string; cookie: string }, mode: FakeMode = "ok") {
  return app.request(
    path,
    {
      method: init.method,
      headers: { Cookie: init.cookie, "Content-Type": "application/json", Origin: "http://localhost" },
      body: "{}",
    },
    chainEnv(mode),
  );
}

/** The fake upstream's failure modes and the UpstreamError each must become, for every adapter alike. */
export function itFailsOnUpstreamFailures(service: string, call: (mode: FakeMode) => Promise<unknown>) {
  it.each([
    ["429", "rate_limited"],
    ["500", "status"],
    ["junk", "invalid"],
    ["slow", "timeout"],
  ] as const)(`fails with an UpstreamError when ${service} answers %s`, async (mode, kind) => {
    expect((await upstreamFailure(call(mode))).kind).toBe(kind);
  });
}
