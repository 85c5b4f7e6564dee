import { DurableObject } from "cloudflare:workers";

type Window = { count: number; resetAt: number };

/**
 * One counter per key (e.g. "login-user:alice", "login-ip:1.2.3.4"): a fixed window of failures.
 * A Durable Object so every request, on every isolate, sees the same count — also under wrangler dev.
 */
export class Throttle extends DurableObject {
  private async read(now: number): Promise<Window> {
    const stored = await this.ctx.storage.get<Window>("window");
    return stored && stored.resetAt > now ? stored : { count: 0, resetAt: 0 };
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  async retryAfter(limit: number, now = Date.now()): Promise<number> {
    const window = await this.read(now);
    return window.count >= limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  /** Counts one more event in the window and returns the new count. */
  async hit(windowMs: number, now = Date.now()): Promise<number> {
    const window = await this.read(now);
    const next = window.count === 0 ? { count: 1, resetAt: now + windowMs } : { ...window, count: window.count + 1 };
    await this.ctx.storage.put("window", next);
    return next.count;
  }

  async clear(): Promise<void> {
    await this.ctx.storage.delete("window");
  }
}
