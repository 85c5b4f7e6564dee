import { describe, expect, it } from "vitest";
import type { Article } from "../../schema/news";
import { api, makeAdmin, signUp } from "../test/helpers";

/** Issue 14: signed-in API answers must not be kept by a browser or a proxy. */

describe("Cache-Control on signed-in answers", () => {
  it.each([
    "/api/user",
    "/api/spot-positions",
    "/api/leveraged-positions",
    "/api/price-alerts",
    "/api/ad-orders",
    "/api/ad-orders/archived",
    "/api/chat/messages",
    "/api/my-news",
    "/api/admin/stats",
    "/api/admin/ad-orders",
  ])("GET %s carries no-store", async (path) => {
    const { cookie, user } = await signUp("private");
    await makeAdmin(user.id);
    const res = await api(path, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("marks writes, an author's draft and refusals no-store too", async () => {
    const { cookie } = await signUp("private");
    const created = await api("/api/news", {
      method: "POST",
      cookie,
      body: { title: "T", content: "C", summary: "S" },
    });
    expect(created.headers.get("Cache-Control")).toBe("no-store");
    const { id } = (await created.json()) as Article;
    expect((await api(`/api/news/${id}`, { cookie })).headers.get("Cache-Control")).toBe("no-store");
    const refused = await api("/api/spot-positions");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  });

  it("marks the 404 of an unknown path or method no-store", async () => {
    for (const res of [await api("/api/no-such-route"), await api("/api/top-coins", { method: "DELETE", body: {} })]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("keeps the public caching of answers that are the same for everyone", async () => {
    const { cookie } = await signUp("private");
    const res = await api("/api/ad-payment-rates", { cookie });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});
