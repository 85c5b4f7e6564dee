import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServedAd } from "../../schema/ad-constants";
import { bannerConfig, confirmedOrder, orderBody, scrollingConfig, tokenConfig } from "../test/ad-helpers";
import { api, makeAdmin, signUp } from "../test/helpers";

const activeAds = async () => {
  const res = await api("/api/active-ads");
  expect(res.status).toBe(200);
  return (await res.json()) as ServedAd[];
};

async function liveOrder(body: Record<string, unknown>) {
  const { cookie } = await signUp("advertiser");
  const order = await confirmedOrder(cookie, orderBody(body));
  const boss = await signUp("admin");
  await makeAdmin(boss.user.id);
  const res = await api(`/api/admin/ad-orders/${order.id}`, {
    method: "PATCH",
    cookie: boss.cookie,
    body: { action: "approve" },
  });
  expect(res.status).toBe(200);
  return order;
}

describe("GET /api/active-ads", () => {
  it("serves Coinfolio's own house ads while nothing is live: a banner, promoted tokens and a news ticker", async () => {
    await env.DB.prepare("UPDATE ad_orders SET status = 'expired' WHERE status = 'active'").run();
    const ads = await activeAds();
    expect(ads.map((ad) => ad.type).sort()).toEqual(["banner", "promoted_token", "promoted_token", "scrolling"]);
    for (const ad of ads) expect(ad.config).toMatchObject({ house: true, sponsorName: "Coinfolio" });
  });

  it("serves an approved banner in place of the house banner, with its fields and dates, and keeps the other house ads", async () => {
    const order = await liveOrder({ adConfig: { ...bannerConfig, placement: "between_sections" } });
    const ads = await activeAds();
    const banners = ads.filter((ad) => ad.type === "banner");
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({
      id: `order-${order.id}`,
      priority: 1,
      config: { ...bannerConfig, name: bannerConfig.title, placement: "between_sections" },
    });
    expect(Date.parse(banners[0]!.endDate!) - Date.parse(banners[0]!.startDate!)).toBe(order.duration * 86400_000);
    expect(banners[0]!.config.house).toBeUndefined();
    expect(ads.some((ad) => ad.type === "scrolling" && ad.config.house)).toBe(true);
  });

  it("pins a paid promoted token to the top, serves a highlight with its colour and scrolling messages", async () => {
    await liveOrder({ adType: "promoted_token", adConfig: tokenConfig });
    await liveOrder({
      adType: "highlight",
      adConfig: { ...tokenConfig, coinId: "solana", symbol: "SOL", name: "Solana", highlightColor: "#22c55e" },
    });
    await liveOrder({ adType: "scrolling", adConfig: scrollingConfig });
    const ads = await activeAds();
    expect(ads.find((ad) => ad.type === "promoted_token" && !ad.config.house)?.config).toMatchObject({
      ...tokenConfig,
      forceToTop: true,
    });
    expect(ads.find((ad) => ad.type === "highlight")?.config).toMatchObject({
      symbol: "SOL",
      highlightColor: "#22c55e",
    });
    expect(ads.filter((ad) => ad.type === "scrolling")).toEqual([
      expect.objectContaining({ config: expect.objectContaining({ messages: scrollingConfig.messages }) }),
    ]);
    expect(ads.some((ad) => ad.type === "promoted_token" && ad.config.house)).toBe(false);
  });

  it("leaves out approved ads outside their dates, and orders that are not approved", async () => {
    const { cookie } = await signUp("pending");
    const confirmed = await confirmedOrder(
      cookie,
      orderBody({ adConfig: { ...bannerConfig, title: "Not approved yet" } }),
    );
    const later = await liveOrder({ adConfig: { ...bannerConfig, title: "Starts tomorrow" } });
    const day = 86400_000;
    await env.DB.prepare("UPDATE ad_orders SET start_date = ?, end_date = ? WHERE id = ?")
      .bind(Date.now() + day, Date.now() + 2 * day, later.id)
      .run();
    const titles = (await activeAds()).map((ad) => ad.config.title);
    expect(titles).not.toContain("Not approved yet");
    expect(titles).not.toContain("Starts tomorrow");
    expect(confirmed.status).toBe("confirmed");
  });

  it("lets clients revalidate cheaply: no-cache with an ETag", async () => {
    const res = await api("/api/active-ads");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const tag = res.headers.get("ETag");
    expect(tag).toBeTruthy();
    expect((await api("/api/active-ads", { headers: { "If-None-Match": tag! } })).status).toBe(304);
  });
});
