import { describe, expect, it } from "vitest";
import type { AdOrder } from "../../schema/ad-constants";
import { confirmedOrder, createOrder, getOrder, setUsdPrices } from "../test/ad-helpers";
import { api, expectError, itRequiresSession, makeAdmin, signUp } from "../test/helpers";

async function admin() {
  const account = await signUp("admin");
  await makeAdmin(account.user.id);
  return account;
}

const review = (cookie: string, id: number, body: unknown) =>
  api(`/api/admin/ad-orders/${id}`, { method: "PATCH", cookie, body });
const DAY = 86400_000;

describe("admin-only access", () => {
  itRequiresSession("GET", "/api/admin/ad-orders");
  itRequiresSession("PATCH", "/api/admin/ad-orders/1", { action: "approve" });

  it("refuses a signed-in user who is not an admin (403), on the lists and on a review", async () => {
    const { cookie } = await signUp("plain");
    const order = await confirmedOrder(cookie);
    await expectError(await api("/api/admin/ad-orders", { cookie }), 403, "forbidden");
    await expectError(await api("/api/admin/ad-orders?status=confirmed", { cookie }), 403, "forbidden");
    await expectError(await review(cookie, order.id, { action: "approve" }), 403, "forbidden");
    expect((await getOrder(cookie, order.id)).status).toBe("confirmed");
  });
});

describe("GET /api/admin/ad-orders", () => {
  it("lists every user's orders, or those with one status, uncached", async () => {
    const boss = await admin();
    const { cookie } = await signUp("buyer");
    await setUsdPrices();
    const pending = await createOrder(cookie);
    const confirmed = await confirmedOrder(cookie);
    const all = await api("/api/admin/ad-orders", { cookie: boss.cookie });
    expect(all.headers.get("Cache-Control")).toBe("no-store");
    const allIds = ((await all.json()) as AdOrder[]).map((o) => o.id);
    expect(allIds).toEqual(expect.arrayContaining([pending.id, confirmed.id]));
    const awaiting = (await (
      await api("/api/admin/ad-orders?status=confirmed", { cookie: boss.cookie })
    ).json()) as AdOrder[];
    expect(awaiting.map((o) => o.id)).toContain(confirmed.id);
    expect(awaiting.every((o) => o.status === "confirmed")).toBe(true);
  });

  it("refuses an unknown status", async () => {
    const boss = await admin();
    await expectError(await api("/api/admin/ad-orders?status=paused", { cookie: boss.cookie }), 400);
  });
});

describe("PATCH /api/admin/ad-orders/:id", () => {
  it("approves a confirmed order: active from now for its duration, reviewed, notes trimmed", async () => {
    const boss = await admin();
    const { cookie } = await signUp("approve");
    const order = await confirmedOrder(cookie);
    const before = Date.now();
    const res = await review(boss.cookie, order.id, { action: "approve", adminNotes: "  Looks good  " });
    expect(res.status).toBe(200);
    const approved = (await res.json()) as AdOrder;
    expect(approved).toMatchObject({
      status: "active",
      adminReviewed: true,
      adminNotes: "Looks good",
      paymentConfirmed: true,
    });
    const start = Date.parse(approved.startDate!);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(approved.endDate!) - start).toBe(order.duration * DAY);
  });

  it("rejects a confirmed order with the admin's notes, and no dates", async () => {
    const boss = await admin();
    const { cookie } = await signUp("reject");
    const order = await confirmedOrder(cookie);
    const res = await review(boss.cookie, order.id, { action: "reject", adminNotes: " Misleading claims " });
    expect(await res.json()).toMatchObject({
      status: "rejected",
      adminReviewed: true,
      adminNotes: "Misleading claims",
      startDate: null,
      endDate: null,
    });
    expect((await getOrder(cookie, order.id)).status).toBe("rejected");
  });

  it("reviews only confirmed orders: a pending one cannot skip its payment, and a review happens once", async () => {
    const boss = await admin();
    const { cookie } = await signUp("skip");
    await setUsdPrices();
    const pending = await createOrder(cookie);
    const error = await expectError(await review(boss.cookie, pending.id, { action: "approve" }), 409, "conflict");
    expect(error.message).toBe("Only an order whose payment is confirmed can be reviewed; this order is pending");
    expect((await getOrder(cookie, pending.id)).status).toBe("pending");

    const order = await confirmedOrder(cookie);
    expect((await review(boss.cookie, order.id, { action: "reject" })).status).toBe(200);
    await expectError(await review(boss.cookie, order.id, { action: "approve" }), 409);
    expect((await getOrder(cookie, order.id)).status).toBe("rejected");
  });

  it("refuses an unknown action, an unknown order and notes over 1000 characters", async () => {
    const boss = await admin();
    const { cookie } = await signUp("bad");
    const order = await confirmedOrder(cookie);
    await expectError(await review(boss.cookie, order.id, { action: "pause" }), 400);
    await expectError(await review(boss.cookie, order.id, { action: "approve", adminNotes: "x".repeat(1001) }), 400);
    await expectError(await review(boss.cookie, 999999, { action: "approve" }), 404);
    expect((await getOrder(cookie, order.id)).status).toBe("confirmed");
  });
});
