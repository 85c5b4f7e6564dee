import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { cacheKey, forgetRememberedAnswers } from "../middleware/public-cache";
import { ORIGIN, api } from "./helpers";

/** The worker's env with CoinGecko on the Demo plan, pointed at the fake upstream in one of its modes. */
export const onlineEnv = (mode: "ok" | "429" | "500" | "junk" | "slow" = "ok", vars: Partial<Env> = {}): Env => ({
  ...env,
  COINGECKO_PLAN: "demo",
  COINGECKO_API_KEY: "demo-key",
  COINGECKO_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}`,
  // Well under the fake's 3 s "slow" answer; every other mode gets room for a loaded 2-core machine.
  COINGECKO_TIMEOUT_MS: mode === "slow" ? "1500" : "10000",
  ...vars,
});

/** Every market table emptied: the next read seeds from the snapshot again. */
export async function resetMarketTables() {
  await env.DB.batch(
    ["market_coins", "ecosystem_tokens", "market_meta", "upstream_budget", "price_history", "price_history_coins"].map(
      (t) => env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
}

/** Counts the upstream calls made from here on (the worker's fetch, passed through to the fake). */
export const countUpstreamCalls = () => vi.spyOn(globalThis, "fetch");

export async function scalar<T = number>(query: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(query)
    .bind(...binds)
    .first<{ v: T }>();
  return row!.v;
}

/**
 * Drops the edge-cache entry of a URL (all its parameters taken as keyed) and every answer the isolate
 * remembers, so the next GET reads D1.
 */
export async function purgeCache(path: string, origin = ORIGIN) {
  forgetRememberedAnswers();
  const url = new URL(path, origin);
  const key = cacheKey(url.toString(), [...new Set(url.searchParams.keys())]);
  if (key) await caches.default.delete(key);
}

/** A GET through the real worker that the edge cache cannot answer from an earlier test. */
export async function freshGet(path: string, headers: Record<string, string> = {}) {
  await purgeCache(path);
  return api(path, { headers });
}

/**
 * A GET through the app with another env (SELF always has wrangler.toml's offline plan); waits for the
 * background work the request started. Uses its own origin so its cache entries stay apart.
 */
export async function getWithEnv(path: string, withEnv: Env) {
  const origin = "http://online.test";
  await purgeCache(path, origin);
  const ctx = createExecutionContext();
  const res = await app.request(`${origin}${path}`, {}, withEnv, ctx);
  const body = await res.json();
  await waitOnExecutionContext(ctx);
  return { res, body };
}
