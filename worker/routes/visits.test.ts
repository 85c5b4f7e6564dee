import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, expectError, signUp } from "../test/helpers";
import { CHROME, sendBeacon } from "../test/visits";

const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

let pages = 0;
const uniquePage = (prefix = "/page") => `${prefix}-${++pages}-${Math.random().toString(36).slice(2, 6)}`;

const visitsOf = async (page: string) =>
  (
    await env.DB.prepare(
      "SELECT user_id AS userId, ip_address AS ipAddress, user_agent AS userAgent, page, referrer, visited_at AS visitedAt FROM site_visits WHERE page = ?",
    )
      .bind(page)
      .all()
  ).results;

describe("POST /api/visits", () => {
  it("records a guest's page view with IP, browser, referrer and time, and answers 204", async () => {
    const page = uniquePage("/news");
    const before = Date.now();
    const res = await sendBeacon({ page, referrer: "https://search.example/" }, { ip: "203.0.113.10" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const [visit, ...more] = await visitsOf(page);
    expect(more).toEqual([]);
    expect(visit).toEqual({
      userId: null,
      ipAddress: "203.0.113.10",
      userAgent: CHROME,
      page,
      referrer: "https://search.example/",
      visitedAt: expect.any(Number),
    });
    expect(visit!.visitedAt as number).toBeGreaterThanOrEqual(before);
    expect(visit!.visitedAt as number).toBeLessThanOrEqual(Date.now());
  });

  it("records the signed-in user's id", async () => {
    const { cookie, user } = await signUp("visitor");
    const page = uniquePage("/portfolio");
    expect((await sendBeacon({ page, referrer: `${ORIGIN}/` }, { cookie })).status).toBe(204);
    expect(await visitsOf(page)).toEqual([expect.objectContaining({ userId: user.id, referrer: `${ORIGIN}/` })]);
  });

  it("stores a missing or empty referrer as null", async () => {
    const a = uniquePage();
    const b = uniquePage();
    await sendBeacon({ page: a });
    await sendBeacon({ page: b, referrer: "" });
    expect((await visitsOf(a))[0]).toMatchObject({ referrer: null });
    expect((await visitsOf(b))[0]).toMatchObject({ referrer: null });
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["a social previewer", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["a spider", "Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)"],
    ["curl", "curl/8.5.0"],
    ["python-requests", "python-requests/2.32.3"],
    ["an empty user agent", ""],
    ["no user agent", null],
  ])("leaves out %s but still answers 204", async (_name, userAgent) => {
    const page = uniquePage("/bot");
    expect((await sendBeacon({ page }, { userAgent })).status).toBe(204);
    expect(await visitsOf(page)).toEqual([]);
  });

  it("records headless browsers: they run the page, and the browser tests are one", async () => {
    const page = uniquePage("/headless");
    await sendBeacon({ page }, { userAgent: HEADLESS });
    expect(await visitsOf(page)).toHaveLength(1);
  });

  it.each([
    [{}, "page"],
    [{ page: "news" }, "page"],
    [{ page: "https://evil.example/" }, "page"],
    [{ page: "/with space" }, "page"],
    [{ page: `/${"a".repeat(512)}` }, "page"],
    [{ page: 42 }, "page"],
    [{ page: "/", referrer: `https://x.example/${"r".repeat(1024)}` }, "referrer"],
    [{ page: "/", referrer: 7 }, "referrer"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const error = await expectError(await sendBeacon(body), 400, "bad_request");
    expect(error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it("accepts a page of exactly 512 characters", async () => {
    const page = `/${"b".repeat(511)}`;
    expect((await sendBeacon({ page })).status).toBe(204);
    expect(await visitsOf(page)).toHaveLength(1);
  });

  it("refuses cross-site and non-JSON beacons without recording them", async () => {
    const page = uniquePage("/csrf");
    await expectError(await sendBeacon({ page }, { headers: { Origin: "https://evil.example" } }), 403, "forbidden");
    await expectError(
      await sendBeacon(`page=${page}`, { headers: { "Content-Type": "text/plain" } }),
      403,
      "forbidden",
    );
    expect(await visitsOf(page)).toEqual([]);
  });

  it("records at most 60 page views a minute per IP address, other addresses unaffected", async () => {
    const page = uniquePage("/flood");
    for (let i = 0; i < 61; i++) expect((await sendBeacon({ page }, { ip: "198.18.0.1" })).status).toBe(204);
    await sendBeacon({ page }, { ip: "198.18.0.2" });
    const visits = await visitsOf(page);
    expect(visits.filter((v) => v.ipAddress === "198.18.0.1")).toHaveLength(60);
    expect(visits.filter((v) => v.ipAddress === "198.18.0.2")).toHaveLength(1);
  });
});
