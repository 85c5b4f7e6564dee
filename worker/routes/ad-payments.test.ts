import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdOrder } from "../../schema/ad-constants";
import {
  BTC_PAYMENT_ADDRESS,
  ETH_PAYMENT_ADDRESS,
  addPaymentAddress,
  checkPayment,
  confirmedOrder,
  createOrder,
  getOrder,
  orderBody,
  randomEvmAddress,
  recordTestPayment,
  setUsdPrices,
} from "../test/ad-helpers";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { chainApi } from "../test/payment-helpers";
import { expireAds, recheckAdPayments } from "../jobs/ads";

beforeAll(async () => {
  await setUsdPrices();
  await addPaymentAddress("ETH", ETH_PAYMENT_ADDRESS);
  await addPaymentAddress("BTC", BTC_PAYMENT_ADDRESS);
});

/** A pending ETH order with a fresh sender address set. */
async function pendingOrder(cookie: string) {
  const order = await createOrder(cookie, orderBody({ currency: "ETH" }));
  const sender = randomEvmAddress();
  const res = await api(`/api/ad-orders/${order.id}`, { method: "PATCH", cookie, body: { senderAddress: sender } });
  return { ...((await res.json()) as AdOrder), sender };
}

const pay = (
  order: { sender: string; paymentAmount: string | null },
  overrides: Partial<Parameters<typeof recordTestPayment>[0]> = {},
) =>
  recordTestPayment({
    currency: "ETH",
    from: order.sender,
    to: ETH_PAYMENT_ADDRESS,
    amount: order.paymentAmount!,
    ...overrides,
  });

describe("POST /api/ad-orders/:id/check-payment (test ledger)", () => {
  itRequiresSession("POST", "/api/ad-orders/1/check-payment");

  it("asks for the wallet address first", async () => {
    const { cookie } = await signUp("nosender");
    const order = await createOrder(cookie);
    const error = await expectError(await checkPayment(cookie, order.id), 400, "bad_request");
    expect(error.message).toBe("Please enter your wallet address before checking payment status");
  });

  it("answers not confirmed and leaves the order exactly as it was when nothing was paid", async () => {
    const { cookie } = await signUp("nothing");
    const order = await pendingOrder(cookie);
    const before = await getOrder(cookie, order.id);
    expect(await (await checkPayment(cookie, order.id)).json()).toEqual({ confirmed: false });
    expect(await getOrder(cookie, order.id)).toEqual(before);
  });

  it.each([
    [
      "one unit short of the amount",
      (o: { paymentAmount: string | null }) => ({ amount: (Number(o.paymentAmount) - 0.00000001).toFixed(8) }),
    ],
    // The shared address's orders are told apart by amount: one unit more is another order's amount.
    [
      "one unit over the amount",
      (o: { paymentAmount: string | null }) => ({ amount: (Number(o.paymentAmount) + 0.00000001).toFixed(8) }),
    ],
    ["to another address", () => ({ to: "0x2222222222222222222222222222222222222222" })],
    ["in another currency", () => ({ currency: "USDT" as const })],
    ["before the order was created", () => ({ createdAt: new Date(Date.now() - 3600_000) })],
    ["without the confirmations required", () => ({ confirmations: 11 })],
  ])("does not count a payment %s", async (_, change) => {
    const { cookie } = await signUp("nomatch");
    const order = await pendingOrder(cookie);
    await pay(order, change(order));
    expect(await (await checkPayment(cookie, order.id)).json()).toEqual({ confirmed: false });
    expect((await getOrder(cookie, order.id)).status).toBe("pending");
  });

  it("confirms the order with the transaction that paid it in full, and says so again after", async () => {
    const { cookie } = await signUp("paid");
    const order = await pendingOrder(cookie);
    const txHash = await pay(order, { confirmations: 40 });
    expect(await (await checkPayment(cookie, order.id)).json()).toEqual({ confirmed: true });
    expect(await getOrder(cookie, order.id)).toMatchObject({
      status: "confirmed",
      paymentConfirmed: true,
      transactionHash: txHash,
      confirmationBlocks: 40,
      adminReviewed: false,
      startDate: null,
    });
    expect(await (await checkPayment(cookie, order.id)).json()).toEqual({ confirmed: true });
  });

  it("counts the payment whoever sent it: the typed sender address decides nothing", async () => {
    const { cookie } = await signUp("anysender");
    const order = await pendingOrder(cookie);
    await pay(order, { from: randomEvmAddress() });
    expect(await (await checkPayment(cookie, order.id)).json()).toEqual({ confirmed: true });
  });

  it("lets one transaction confirm one order only", async () => {
    const { cookie } = await signUp("onetx");
    const first = await pendingOrder(cookie);
    const onlyTx = await pay(first);
    // Another order that (by an operator's hand-made mistake) asks for the same amount at the same address.
    const second = await pendingOrder(cookie);
    await env.DB.prepare("UPDATE ad_orders SET payment_match = 'legacy' WHERE id = ?").bind(second.id).run();
    expect(await (await checkPayment(cookie, first.id)).json()).toEqual({ confirmed: true });
    await env.DB.prepare("UPDATE ad_orders SET payment_amount = ? WHERE id = ?")
      .bind(first.paymentAmount, second.id)
      .run();
    expect(await (await checkPayment(cookie, second.id)).json()).toEqual({ confirmed: false });
    expect((await getOrder(cookie, second.id)).transactionHash).toBeNull();
    expect((await getOrder(cookie, first.id)).transactionHash).toBe(onlyTx);
  });

  it("refuses a check on an order that left pending without a payment (rejected)", async () => {
    const { cookie } = await signUp("rejected");
    const order = await pendingOrder(cookie);
    await env.DB.prepare("UPDATE ad_orders SET status = 'rejected' WHERE id = ?").bind(order.id).run();
    await expectError(await checkPayment(cookie, order.id), 409, "conflict");
  });
});

describe("POST /api/ad-orders/:id/check-payment (chain verifiers)", () => {
  it("reports an upstream failure as 'Failed to check payment' and changes nothing", async () => {
    const { cookie } = await signUp("upstream");
    const order = await createOrder(cookie, orderBody({ currency: "BTC" }));
    await api(`/api/ad-orders/${order.id}`, {
      method: "PATCH",
      cookie,
      body: { senderAddress: "bc1qzhcd446gq6crvyngwqudfad6kgq2lnuw9r2a86" },
    });
    const before = await getOrder(cookie, order.id);
    for (const mode of ["500", "junk"] as const) {
      const res = await chainApi(`/api/ad-orders/${order.id}/check-payment`, { method: "POST", cookie }, mode);
      const error = await expectError(res, 502, "payment_check_failed");
      expect(error.message).toMatch(/^Failed to check payment: The Bitcoin explorer/);
    }
    expect(await getOrder(cookie, order.id)).toEqual(before);
  });

  it("does not count a recorded payment made years before the order", async () => {
    const { cookie } = await signUp("oldtx");
    // The recorded mempool.space answer holds a 263216-sat payment from this sender to this address (2021).
    const order = await createOrder(cookie, orderBody({ currency: "BTC", duration: 1 }));
    await api(`/api/ad-orders/${order.id}`, {
      method: "PATCH",
      cookie,
      body: { senderAddress: "bc1qzhcd446gq6crvyngwqudfad6kgq2lnuw9r2a86" },
    });
    const res = await chainApi(`/api/ad-orders/${order.id}/check-payment`, { method: "POST", cookie });
    expect(await res.json()).toEqual({ confirmed: false });
  });
});

describe("cron: payments re-checked, ended ads expired", () => {
  it("confirms pending orders whose payment arrived, and leaves the others pending", async () => {
    const { cookie } = await signUp("cron");
    const paid = await pendingOrder(cookie);
    const unpaid = await pendingOrder(cookie);
    const noSender = await createOrder(cookie);
    await pay(paid);
    const result = await recheckAdPayments(env, new Date());
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect((await getOrder(cookie, paid.id)).status).toBe("confirmed");
    expect((await getOrder(cookie, unpaid.id)).status).toBe("pending");
    expect((await getOrder(cookie, noSender.id)).status).toBe("pending");
  });

  it("expires active ads past their end date and only those", async () => {
    const { cookie } = await signUp("expire");
    const ended = await confirmedOrder(cookie);
    const running = await confirmedOrder(cookie);
    const now = Date.now();
    const activate = (id: number, start: number, end: number) =>
      env.DB.prepare("UPDATE ad_orders SET status = 'active', start_date = ?, end_date = ? WHERE id = ?")
        .bind(start, end, id)
        .run();
    await activate(ended.id, now - 8 * 86400_000, now - 1000);
    await activate(running.id, now - 1000, now + 86400_000);
    // Two runs at once (the cron overlapping itself): the ended ad expires once and its owner hears once.
    const [first, second] = await Promise.all([expireAds(env, new Date(now)), expireAds(env, new Date(now))]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect((await getOrder(cookie, ended.id)).status).toBe("expired");
    expect((await getOrder(cookie, running.id)).status).toBe("active");
    const bell = (await (await api("/api/notifications", { cookie })).json()) as {
      items: Array<{ title: string; url: string }>;
    };
    const ends = bell.items.filter((n) => n.title === `Ad order #${ended.id} ended`);
    expect(ends).toEqual([expect.objectContaining({ url: `/advertise/order/${ended.id}` })]);
    expect(bell.items.some((n) => n.title === `Ad order #${running.id} ended`)).toBe(false);
  });
});
