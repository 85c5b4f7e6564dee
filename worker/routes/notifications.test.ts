import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NotificationList } from "../../schema/account-constants";
import { runPositionJobs } from "../jobs/positions";
import { confirmedOrder } from "../test/ad-helpers";
import { api, expectError, itRequiresSession, makeAdmin, signUp } from "../test/helpers";
import { addLeveraged, created, seedMarketCoin, uniqueCoin } from "../test/portfolio-helpers";

type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
type Received = {
  payload?: { title: string; body: string; url: string; kind: string };
  vapid?: Record<string, unknown>;
  error?: string;
};

/** A browser's subscription at the fake push service (worker/test/fake-push-service.ts). */
const newSubscription = async (gone = false) =>
  (await (await fetch(`${env.FAKE_UPSTREAM_URL}/push/new${gone ? "?gone=1" : ""}`)).json()) as FakeSubscription;
const received = async (sub: FakeSubscription) =>
  (await (await fetch(`${sub.endpoint}/messages`)).json()) as Received[];
const subscribe = (cookie: string, sub: unknown) =>
  api("/api/notifications/push", { method: "POST", cookie, body: sub });
const bell = async (cookie: string) => (await (await api("/api/notifications", { cookie })).json()) as NotificationList;

describe("/api/notifications (the bell)", () => {
  itRequiresSession("GET", "/api/notifications");
  itRequiresSession("POST", "/api/notifications/read", { all: true });

  it("starts empty, lists the user's own notifications newest first, and marks them read", async () => {
    const a = await signUp("bell");
    const b = await signUp("bell");
    expect(await bell(a.cookie)).toEqual({ items: [], unread: 0 });
    await env.DB.prepare(
      "INSERT INTO notifications (user_id, kind, title, body, url) VALUES (?1, 'ad_order', 'one', 'b', '/'), (?1, 'ad_order', 'two', 'b', '/'), (?2, 'ad_order', 'theirs', 'b', '/')",
    )
      .bind(a.user.id, b.user.id)
      .run();
    const list = await bell(a.cookie);
    expect(list.unread).toBe(2);
    expect(list.items.map((n) => n.title)).toEqual(["two", "one"]);
    const theirs = (await bell(b.cookie)).items[0]!;
    // Another user's id is not marked.
    expect(
      await (
        await api("/api/notifications/read", { method: "POST", cookie: a.cookie, body: { ids: [theirs.id] } })
      ).json(),
    ).toEqual({ marked: 0 });
    expect((await bell(b.cookie)).unread).toBe(1);
    await api("/api/notifications/read", { method: "POST", cookie: a.cookie, body: { ids: [list.items[0]!.id] } });
    expect((await bell(a.cookie)).unread).toBe(1);
    await api("/api/notifications/read", { method: "POST", cookie: a.cookie, body: { all: true } });
    expect((await bell(a.cookie)).unread).toBe(0);
  });

  it.each([{}, { ids: [] }, { ids: ["x"] }, { all: false }])("refuses %j with 400", async (body) => {
    const { cookie } = await signUp("bell");
    await expectError(await api("/api/notifications/read", { method: "POST", cookie, body }), 400);
  });
});

describe("/api/notifications/settings", () => {
  itRequiresSession("GET", "/api/notifications/settings");
  itRequiresSession("PUT", "/api/notifications/settings", { price_alert: false });

  it("defaults to push for every kind and keeps the user's choices", async () => {
    const { cookie } = await signUp("set");
    expect(await (await api("/api/notifications/settings", { cookie })).json()).toEqual({
      price_alert: true,
      liquidation: true,
      ad_order: true,
    });
    const res = await api("/api/notifications/settings", { method: "PUT", cookie, body: { ad_order: false } });
    expect(await res.json()).toEqual({ price_alert: true, liquidation: true, ad_order: false });
    await api("/api/notifications/settings", { method: "PUT", cookie, body: { ad_order: true, liquidation: false } });
    expect(await (await api("/api/notifications/settings", { cookie })).json()).toEqual({
      price_alert: true,
      liquidation: false,
      ad_order: true,
    });
  });

  it.each([{}, { price_alert: "yes" }, { other: true }])("refuses %j with 400", async (body) => {
    const { cookie } = await signUp("set");
    await expectError(await api("/api/notifications/settings", { method: "PUT", cookie, body }), 400);
  });
});

describe("/api/notifications/push (subscriptions)", () => {
  itRequiresSession("GET", "/api/notifications/push");
  itRequiresSession("POST", "/api/notifications/push", {
    endpoint: "https://push.example/x",
    keys: { p256dh: "a", auth: "b" },
  });
  itRequiresSession("POST", "/api/notifications/push/unsubscribe", { endpoint: "https://push.example/x" });

  it("gives the VAPID public key, saves, lists and removes this browser's subscription", async () => {
    const { cookie } = await signUp("sub");
    const sub = await newSubscription();
    const before = (await (await api("/api/notifications/push", { cookie })).json()) as {
      publicKey: string;
      subscriptions: unknown[];
    };
    expect(before).toEqual({ publicKey: env.VAPID_PUBLIC_KEY, subscriptions: [] });
    expect((await subscribe(cookie, sub)).status).toBe(201);
    expect((await subscribe(cookie, sub)).status).toBe(201);
    const after = (await (await api("/api/notifications/push", { cookie })).json()) as {
      subscriptions: Array<{ endpoint: string }>;
    };
    expect(after.subscriptions.map((s) => s.endpoint)).toEqual([sub.endpoint]);
    expect(
      (await api("/api/notifications/push/unsubscribe", { method: "POST", cookie, body: { endpoint: sub.endpoint } }))
        .status,
    ).toBe(200);
    await expectError(
      await api("/api/notifications/push/unsubscribe", { method: "POST", cookie, body: { endpoint: sub.endpoint } }),
      404,
    );
  });

  it("another user cannot remove someone's subscription (404)", async () => {
    const a = await signUp("sub");
    const b = await signUp("sub");
    const sub = await newSubscription();
    await subscribe(a.cookie, sub);
    await expectError(
      await api("/api/notifications/push/unsubscribe", {
        method: "POST",
        cookie: b.cookie,
        body: { endpoint: sub.endpoint },
      }),
      404,
    );
    const list = (await (await api("/api/notifications/push", { cookie: a.cookie })).json()) as {
      subscriptions: unknown[];
    };
    expect(list.subscriptions).toHaveLength(1);
  });

  it.each([
    { endpoint: "not a url", keys: { p256dh: "BAAA", auth: "AAAA" } },
    { endpoint: "ftp://push.example/x", keys: { p256dh: "BAAA", auth: "AAAA" } },
    { endpoint: "https://push.example/x", keys: { p256dh: "has spaces", auth: "AAAA" } },
    { endpoint: "https://push.example/x" },
  ])("refuses %j with 400", async (body) => {
    const { cookie } = await signUp("sub");
    await expectError(await subscribe(cookie, body), 400);
  });
});

describe("Web Push delivery", () => {
  it("a triggered price alert lands in the bell and is pushed, encrypted (RFC 8291) with a valid VAPID JWT (RFC 8292)", async () => {
    const { cookie } = await signUp("push");
    const sub = await newSubscription();
    expect((await subscribe(cookie, sub)).status).toBe(201);
    const coin = { ...uniqueCoin(), name: "Test Coin" };
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 150 });
    const alert = { symbol: coin.symbol, name: coin.name, alertType: "above", targetPrice: "120" };
    expect((await api("/api/price-alerts", { method: "POST", cookie, body: alert })).status).toBe(201);
    expect((await api("/api/update-prices", { method: "POST", cookie })).status).toBe(200);

    const list = await bell(cookie);
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: "price_alert",
      title: `${coin.name} (${coin.symbol.toUpperCase()}) rose above $120.00`,
      url: "/portfolio",
      read: false,
    });
    const messages = await received(sub);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.error).toBeUndefined();
    expect(messages[0]!.payload).toEqual(list.items[0]);
    expect(messages[0]!.vapid).toMatchObject({
      aud: new URL(sub.endpoint).origin,
      sub: "mailto:ops@coinfolio.test",
      k: env.VAPID_PUBLIC_KEY,
    });
  });

  it("a liquidation found by the cron is pushed; a kind switched off is only in the bell", async () => {
    const { cookie } = await signUp("liq");
    const sub = await newSubscription();
    await subscribe(cookie, sub);
    const coin = { ...uniqueCoin(), name: "Test Coin" };
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 80 });
    await created(
      await addLeveraged(cookie, {
        symbol: coin.symbol,
        name: coin.name,
        entryPrice: "100",
        currentPrice: "100",
        liquidationPrice: "90",
        leverage: 10,
      }),
    );
    const result = await runPositionJobs(env, new Date());
    expect(result.liquidated).toBeGreaterThanOrEqual(1);
    const messages = await received(sub);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.payload).toMatchObject({
      kind: "liquidation",
      title: `Long 10x ${coin.name} (${coin.symbol.toUpperCase()}) liquidated`,
    });

    await api("/api/notifications/settings", { method: "PUT", cookie, body: { price_alert: false } });
    await api("/api/price-alerts", {
      method: "POST",
      cookie,
      body: { symbol: coin.symbol, name: coin.name, alertType: "below", targetPrice: "85" },
    });
    await api("/api/update-prices", { method: "POST", cookie });
    expect((await bell(cookie)).items.map((n) => n.kind)).toEqual(["price_alert", "liquidation"]);
    expect(await received(sub)).toHaveLength(1);
  });

  it("ad order status reaches the owner; a subscription the push service reports gone is deleted", async () => {
    const owner = await signUp("ad");
    const admin = await signUp("admin");
    await makeAdmin(admin.user.id);
    const gone = await newSubscription(true);
    await subscribe(owner.cookie, gone);
    const order = await confirmedOrder(owner.cookie);
    const review = await api(`/api/admin/ad-orders/${order.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { action: "approve" },
    });
    expect(review.status).toBe(200);
    expect((await bell(owner.cookie)).items.map((n) => n.title)).toEqual([
      `Ad order #${order.id} approved`,
      `Ad order #${order.id} payment confirmed`,
    ]);
    const subs = (await (await api("/api/notifications/push", { cookie: owner.cookie })).json()) as {
      subscriptions: unknown[];
    };
    expect(subs.subscriptions).toEqual([]);
  });
});
