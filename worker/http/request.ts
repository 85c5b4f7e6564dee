import type { Context } from "hono";

/** The caller's IP as Cloudflare reports it (wrangler dev sets the same header). */
export const clientIp = (c: Context): string | null => c.req.header("CF-Connecting-IP") ?? null;
