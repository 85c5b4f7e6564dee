import { env } from "cloudflare:test";
import { vi } from "vitest";
import type { Env } from "../env";

/** The worker's env with CoinGecko on the Demo plan, pointed at the fake upstream in one of its modes. */
export const onlineEnv = (mode: "ok" | "429" | "500" | "junk" | "slow" = "ok", vars: Partial<Env> = {}): Env => ({
  ...env,
  COINGECKO_PLAN: "demo",
  COINGECKO_API_KEY: "demo-key",
  COINGECKO_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}`,
  COINGECKO_TIMEOUT_MS: "500",
  ...vars,
});

/** Every market table emptied: the next read seeds from the snapshot again. */
export async function resetMarketTables() {
  await env.DB.batch(
    ["market_coins", "ecosystem_tokens", "market_meta", "upstream_budget"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
}

/** Counts the upstream calls made from here on (the worker's fetch, passed through to the fake). */
export const countUpstreamCalls = () => vi.spyOn(globalThis, "fetch");

export async function scalar<T = number>(query: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(query).bind(...binds).first<{ v: T }>();
  return row!.v;
}
