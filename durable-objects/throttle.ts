import { DurableObject } from "cloudflare:workers";

type Window = { count: number; resetAt: number };

/**
 * One counter per key (e.g. "login-user:alice", "login-ip:1.2.3.4"): a fixed window of events.
 * A Durable Object so every request, on every isolate, sees the same count — also under wrangler dev.
 * Each method is one call that reads and writes the count: the object runs one call at a time (its
 * input gate holds other calls while storage is read), so a check and its count can never be split.
 */
export class Throttle extends DurableObject {
  private async read(now: number): Promise<Window> {
    const stored = await this.ctx.storage.get<Window>("window");
    return stored && stored.resetAt > now ? stored : { count: 0, resetAt: 0 };
  }

  private async write(window: Window): Promise<void> {
    await this.ctx.storage.put("window", window);
  }

  /** Counts one more event in the window and returns the new count. */
  async hit(windowMs: number, now = Date.now()): Promise<number> {
    const window = await this.read(now);
    const next = window.count === 0 ? { count: 1, resetAt: now + windowMs } : { ...window, count: window.count + 1 };
    await this.write(next);
    return next.count;
  }

  /**
   * Check and count in one call: takes one of `limit` slots of the window and answers 0, or takes nothing
   * and answers the seconds until a slot frees up.
   */
  async take(limit: number, windowMs: number, now = Date.now()): Promise<number> {
    const window = await this.read(now);
    if (window.count >= limit) return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    await this.write(
      window.count === 0 ? { count: 1, resetAt: now + windowMs } : { ...window, count: window.count + 1 },
    );
    return 0;
  }

  /** Gives back a slot taken by `take` (the attempt turned out not to count, e.g. a correct password). */
  async release(now = Date.now()): Promise<void> {
    const window = await this.read(now);
    if (window.count > 0) await this.write({ ...window, count: window.count - 1 });
  }
}
