import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../index";
import { ORIGIN } from "./helpers";

export const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type BeaconOptions = { cookie?: string; ip?: string; userAgent?: string | null; headers?: Record<string, string> };

/**
 * Sends the page-view beacon as the SPA does, straight to the worker's handler so the test can wait for
 * the recording it does after answering (`waitUntil`).
 */
export async function sendBeacon(
  body: unknown,
  { cookie, ip = "203.0.113.5", userAgent = CHROME, headers = {} }: BeaconOptions = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/visits`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "CF-Connecting-IP": ip,
      ...(userAgent === null ? {} : { "User-Agent": userAgent }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

let seeded = 0;

/** Stores a visit directly, at a chosen instant (the tests' fixed clocks). */
export async function seedVisit(
  at: Date | string,
  { page = "/", userId = null as number | null, ip = "198.51.100.7", ua = "Mozilla/5.0 Firefox/130.0" } = {},
) {
  await env.DB.prepare(
    "INSERT INTO site_visits (user_id, ip_address, user_agent, page, visited_at) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(userId, ip, ua, page, new Date(at).getTime())
    .run();
}

/** Stores a user created at a chosen instant and returns its id. */
export async function seedUser(createdAt: Date | string): Promise<number> {
  seeded += 1;
  const row = await env.DB.prepare(
    "INSERT INTO users (username, password, created_at, updated_at) VALUES (?, 'x', ?, ?) RETURNING id",
  )
    .bind(
      `seeded${seeded}${Math.random().toString(36).slice(2, 6)}`,
      new Date(createdAt).getTime(),
      new Date(createdAt).getTime(),
    )
    .first<{ id: number }>();
  return row!.id;
}

export async function dailyStatsRows() {
  const { results } = await env.DB.prepare(
    "SELECT date, total_visits AS totalVisits, unique_visitors AS uniqueVisitors, new_registrations AS newRegistrations FROM daily_stats ORDER BY date",
  ).all();
  return results;
}
