import { env } from "cloudflare:test";
import { app } from "../app";
import type { Env } from "../env";

/** Empties the ICP cache, so each test starts from "never seeded". */
export async function clearIcpCache() {
  await env.DB.batch([env.DB.prepare("DELETE FROM icp_tokens"), env.DB.prepare("DELETE FROM icp_meta")]);
}

/** The worker's env switched to the live source, pointed at the fake upstream in one of its modes. */
export const liveEnv = (mode: "ok" | "429" | "500" | "junk" | "slow" = "ok"): Env => ({
  ...env,
  ICP_SOURCE: "icpswap",
  ICPSWAP_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}`,
});

/**
 * A request to the real app (real D1, real middleware) with the live env: SELF always runs with
 * the test configuration's ICP_SOURCE=offline, and no request may choose its upstream.
 */
export const liveApi = (path: string, mode?: Parameters<typeof liveEnv>[0]) => app.request(path, {}, liveEnv(mode));

export const icpRowCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM icp_tokens").first<{ n: number }>())!.n;
