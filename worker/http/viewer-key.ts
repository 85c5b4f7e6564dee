import type { Context } from "hono";
import type { AppEnv } from "../env";
import { clientIp } from "./request";

const encoder = new TextEncoder();

/**
 * Who is reading, for counting views once per viewer per day: the user id when signed in, else an
 * HMAC (keyed with the session secret) of the day, IP and user agent. The raw IP is never stored, and
 * the key changes every day so visitors cannot be followed from one day to the next.
 */
export async function viewerKey(c: Context<AppEnv>, day: string): Promise<string> {
  const user = c.get("user");
  if (user) return `u:${user.id}`;
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(c.env.SESSION_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const input = `${day}\n${clientIp(c) ?? "unknown"}\n${c.req.header("User-Agent") ?? ""}`;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(input)));
  return `a:${Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
