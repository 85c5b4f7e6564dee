import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PriceAlert } from "../../schema/portfolio";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { created, seedMarketCoin, uniqueCoin } from "../test/portfolio-helpers";
import { MAX_PRICE_ALERTS } from "./price-alerts";

const alertBody = (overrides: Record<string, unknown> = {}) => ({
  symbol: "BTC",
  name: "Bitcoin",
  alertType: "above",
  targetPrice: "100000",
  ...overrides,
});
const addAlert = (cookie: string, overrides: Record<string, unknown> = {}) =>
  api("/api/price-alerts", { method: "POST", cookie, body: alertBody(overrides) });
const listAlerts = async (cookie: string) =>
  (await (await api("/api/price-alerts", { cookie })).json()) as PriceAlert[];

/** Triggers the alerts of one coin the way the price update does. */
async function triggerAt(cookie: string, symbol: string, price: number) {
  await seedMarketCoin({ id: symbol, symbol, price });
  expect((await api("/api/update-prices", { method: "POST", cookie })).status).toBe(200);
}

describe("price alerts", () => {
  itRequiresSession("GET", "/api/price-alerts");
  itRequiresSession("POST", "/api/price-alerts", alertBody());
  itRequiresSession("PATCH", "/api/price-alerts/1", { isActive: false });
  itRequiresSession("DELETE", "/api/price-alerts/1");
  itRequiresSession("POST", "/api/price-alerts/acknowledge", { ids: [1] });

  it("creates an alert (symbol lower-cased, target canonical) and lists it", async () => {
    const { cookie, user } = await signUp("alert");
    const alert = await created<PriceAlert>(
      await addAlert(cookie, { symbol: "BTC", name: " Bitcoin ", targetPrice: "100000.50" }),
    );
    expect(alert).toEqual({
      id: expect.any(Number),
      userId: user.id,
      symbol: "btc",
      name: "Bitcoin",
      alertType: "above",
      targetPrice: "100000.5",
      isActive: true,
      isTriggered: false,
      triggeredAt: null,
      triggeredPrice: null,
      seenAt: null,
      createdAt: expect.any(String),
    });
    expect(await listAlerts(cookie)).toEqual([alert]);
  });

  it.each([
    ["symbol", { symbol: "" }],
    ["name", { name: undefined }],
    ["alertType", { alertType: "sideways" }],
    ["alertType", { alertType: undefined }],
    ["targetPrice", { targetPrice: "0" }],
    ["targetPrice", { targetPrice: "1.000000001" }],
    ["targetPrice", { targetPrice: 5 }],
  ])("refuses a bad %s (%j) with 400 naming it", async (field, overrides) => {
    const { cookie } = await signUp("alert");
    const error = await expectError(await addAlert(cookie, overrides), 400, "bad_request");
    expect(error.issues?.[0]).toMatchObject({ path: field });
  });

  it(`keeps at most ${MAX_PRICE_ALERTS} alerts per user`, async () => {
    const { cookie, user } = await signUp("alert");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_PRICE_ALERTS})
       INSERT INTO price_alerts (user_id, symbol, name, alert_type, target_price) SELECT ?, 'btc', 'Bitcoin', 'above', '1' FROM n`,
    )
      .bind(user.id)
      .run();
    await expectError(await addAlert(cookie), 409, "conflict");
  });

  it("switches an alert off; switching a triggered alert on re-arms it", async () => {
    const { cookie } = await signUp("alert");
    const coin = uniqueCoin("arm");
    const alert = await created<PriceAlert>(await addAlert(cookie, { symbol: coin.symbol, targetPrice: "10" }));
    const off = await api(`/api/price-alerts/${alert.id}`, { method: "PATCH", cookie, body: { isActive: false } });
    expect(await off.json()).toMatchObject({ isActive: false });
    await triggerAt(cookie, coin.symbol, 11);
    expect(await listAlerts(cookie)).toMatchObject([{ isTriggered: false }]);

    await api(`/api/price-alerts/${alert.id}`, { method: "PATCH", cookie, body: { isActive: true } });
    await triggerAt(cookie, coin.symbol, 12);
    expect(await listAlerts(cookie)).toMatchObject([{ isActive: true, isTriggered: true, triggeredPrice: "12" }]);

    const rearmed = await api(`/api/price-alerts/${alert.id}`, { method: "PATCH", cookie, body: { isActive: true } });
    expect(await rearmed.json()).toMatchObject({
      isActive: true,
      isTriggered: false,
      triggeredAt: null,
      triggeredPrice: null,
    });
  });

  it("refuses a bad switch", async () => {
    const { cookie } = await signUp("alert");
    const alert = await created<PriceAlert>(await addAlert(cookie));
    const error = await expectError(
      await api(`/api/price-alerts/${alert.id}`, { method: "PATCH", cookie, body: { isActive: "yes" } }),
      400,
    );
    expect(error.issues?.[0]).toMatchObject({ path: "isActive" });
  });

  it("acknowledges triggered alerts once, and only the user's own", async () => {
    const { cookie } = await signUp("alert");
    const other = await signUp("alert");
    const coin = uniqueCoin("ack");
    const hit = await created<PriceAlert>(await addAlert(cookie, { symbol: coin.symbol, targetPrice: "5" }));
    const waiting = await created<PriceAlert>(await addAlert(cookie, { symbol: coin.symbol, targetPrice: "50" }));
    await triggerAt(cookie, coin.symbol, 6);

    const ack = (who: string, ids: unknown) =>
      api("/api/price-alerts/acknowledge", { method: "POST", cookie: who, body: { ids } });
    expect(await (await ack(other.cookie, [hit.id])).json()).toEqual({ acknowledged: 0 });
    expect(await (await ack(cookie, [hit.id, waiting.id])).json()).toEqual({ acknowledged: 1 });
    expect(await (await ack(cookie, [hit.id])).json()).toEqual({ acknowledged: 0 });
    const [seen] = await listAlerts(cookie);
    expect(seen!.seenAt).toEqual(expect.any(String));
    await expectError(await ack(cookie, []), 400);
    await expectError(await ack(cookie, "all"), 400);
  });

  it("keeps each user's alerts to that user: another user's id is a 404", async () => {
    const owner = await signUp("alert");
    const other = await signUp("alert");
    const alert = await created<PriceAlert>(await addAlert(owner.cookie));
    expect(await listAlerts(other.cookie)).toEqual([]);
    const patch = await api(`/api/price-alerts/${alert.id}`, {
      method: "PATCH",
      cookie: other.cookie,
      body: { isActive: false },
    });
    await expectError(patch, 404, "not_found");
    await expectError(await api(`/api/price-alerts/${alert.id}`, { method: "DELETE", cookie: other.cookie }), 404);
    expect(await listAlerts(owner.cookie)).toEqual([alert]);
  });

  it("deletes an alert once", async () => {
    const { cookie } = await signUp("alert");
    const alert = await created<PriceAlert>(await addAlert(cookie));
    expect(await (await api(`/api/price-alerts/${alert.id}`, { method: "DELETE", cookie })).json()).toEqual({
      ok: true,
    });
    expect(await listAlerts(cookie)).toEqual([]);
    await expectError(await api(`/api/price-alerts/${alert.id}`, { method: "DELETE", cookie }), 404);
  });
});

describe("GET /api/price-alerts with the market price", () => {
  it("adds the coin's current price from the market cache, and leaves it out when the cache does not know the coin", async () => {
    const { cookie } = await signUp("alertprice");
    const known = uniqueCoin();
    const unknown = uniqueCoin();
    await seedMarketCoin({ id: known.symbol, symbol: known.symbol, price: 61234.5 });
    for (const coin of [known, unknown]) {
      const res = await api("/api/price-alerts", {
        method: "POST",
        cookie,
        body: { symbol: coin.symbol, name: "Coin", alertType: "above", targetPrice: "70000" },
      });
      expect(res.status).toBe(201);
    }
    const list = (await (await api("/api/price-alerts", { cookie })).json()) as PriceAlert[];
    expect(list.map((a) => a.marketPrice)).toEqual(["61234.5", undefined]);
  });
});
