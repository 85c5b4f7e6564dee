import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { cryptoAmount } from "../../domain/ad-pricing";
import {
  deriveBitcoinAddress,
  deriveEvmAddress,
  deriveIcpDeposit,
  extendedPublicKey,
} from "../../domain/payment-derivation";
import type { AdOrder, PaymentCurrency } from "../../schema/ad-constants";
import {
  BIP84_TEST_RECEIVE,
  BIP84_TEST_ZPUB,
  ETH_PAYMENT_ADDRESS,
  ETH_TEST_FIRST,
  ETH_TEST_XPUB,
  SNAPSHOT_PRICES,
  addPaymentAddress,
  checkPayment,
  createOrder,
  getOrder,
  orderBody,
  randomEvmAddress,
  recordTestPayment,
  setUsdPrices,
  unitsAbove,
} from "../test/ad-helpers";
import { api, signUp } from "../test/helpers";
import { recheckAdPayments } from "../jobs/ads";

// Issue 14 §1: a payment proves itself by where it arrives (the order's own derived deposit address), or,
// at a shared address, by the order's unique amount; the sender address a user types decides nothing.

const ICP_PRINCIPAL = "iooej-vlrze-c5tme-tn7qt-vqe7z-7bsj5-ebxlc-hlzgs-lueo3-3yast-pae";
const CKB_ADDRESS = "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsq0487l62x4sgm5ep848ya6x4snnxf0dgqqdhx4wp";
const A_WALLET_BTC = "bc1qzhcd446gq6crvyngwqudfad6kgq2lnuw9r2a86";

beforeAll(async () => {
  await setUsdPrices();
  await addPaymentAddress("BTC", BIP84_TEST_ZPUB, true, "xpub");
  // One Ethereum account takes both stablecoins: the two share its index counter.
  await addPaymentAddress("USDC", ETH_TEST_XPUB, true, "xpub");
  await addPaymentAddress("USDT", ETH_TEST_XPUB, true, "xpub");
  await addPaymentAddress("ICP", ICP_PRINCIPAL, true, "principal");
  await addPaymentAddress("ETH", ETH_PAYMENT_ADDRESS);
  await addPaymentAddress("CKB", CKB_ADDRESS);
});

const setSender = async (cookie: string, id: number, senderAddress: string) => {
  const res = await api(`/api/ad-orders/${id}`, { method: "PATCH", cookie, body: { senderAddress } });
  expect(res.status).toBe(200);
};
const confirmed = async (cookie: string, id: number) =>
  ((await (await checkPayment(cookie, id)).json()) as { confirmed: boolean }).confirmed;
const pay = (order: AdOrder, from: string, overrides: { to?: string; amount?: string } = {}) =>
  recordTestPayment({
    currency: order.paymentCurrency,
    from,
    to: overrides.to ?? order.paymentAddress!,
    amount: overrides.amount ?? order.paymentAmount!,
  });

describe("deposit addresses derived per order (runs first: the counters start at 0 in this file)", () => {
  it("gives BTC orders the operator's zpub receive addresses 0/0, 0/1, … (BIP-84 test vectors)", async () => {
    const { cookie } = await signUp("derive");
    const first = await createOrder(cookie, orderBody({ currency: "BTC" }));
    const second = await createOrder(cookie, orderBody({ currency: "BTC" }));
    expect([first.paymentAddress, second.paymentAddress]).toEqual(BIP84_TEST_RECEIVE);
    // A deposit order asks for its base amount: it needs no unique amount.
    expect(first.paymentAmount).toBe(second.paymentAmount);
  });

  it("gives USDC and USDT orders addresses of one Ethereum account, never the same index twice", async () => {
    const { cookie } = await signUp("evm");
    const usdc = await createOrder(cookie, orderBody({ currency: "USDC" }));
    const usdt = await createOrder(cookie, orderBody({ currency: "USDT" }));
    expect(usdc.paymentAddress).toBe(ETH_TEST_FIRST);
    expect(usdt.paymentAddress).toBe(deriveEvmAddress(extendedPublicKey(ETH_TEST_XPUB), 1));
  });

  it("gives ICP orders the operator principal's subaccounts as ledger account ids", async () => {
    const { cookie } = await signUp("icp");
    const order = await createOrder(cookie, orderBody({ currency: "ICP" }));
    expect(order.paymentAddress).toBe(deriveIcpDeposit(ICP_PRINCIPAL, 0));
    await setSender(cookie, order.id, "2vxsx-fae");
    await pay(order, "2vxsx-fae");
    expect(await confirmed(cookie, order.id)).toBe(true);
  });

  it("keeps an order's deposit address on 'Generate Payment Address'", async () => {
    const { cookie } = await signUp("keep");
    const order = await createOrder(cookie, orderBody({ currency: "BTC" }));
    const res = await api(`/api/ad-orders/${order.id}/regenerate-address`, { method: "POST", cookie });
    expect(((await res.json()) as AdOrder).paymentAddress).toBe(order.paymentAddress);
  });
});

describe("B cannot claim A's payment (the issue's reproduction: it confirmed B's order before the fix)", () => {
  it.each<[string, PaymentCurrency, string]>([
    ["a derived deposit address (BTC)", "BTC", A_WALLET_BTC],
    ["a shared address with unique amounts (ETH)", "ETH", randomEvmAddress()],
  ])("at %s", async (_, currency, aWallet) => {
    const alice = await signUp("alice");
    const bob = await signUp("bob");
    const aliceOrder = await createOrder(alice.cookie, orderBody({ currency, duration: 5 }));
    const bobOrder = await createOrder(bob.cookie, orderBody({ currency, duration: 5 }));
    // Bob types Alice's wallet as the sender of his own order; Alice then pays hers.
    await setSender(alice.cookie, aliceOrder.id, aWallet);
    await setSender(bob.cookie, bobOrder.id, aWallet);
    expect([bobOrder.paymentAddress, bobOrder.paymentAmount]).not.toEqual([
      aliceOrder.paymentAddress,
      aliceOrder.paymentAmount,
    ]);
    const txHash = await pay(aliceOrder, aWallet);

    expect(await confirmed(bob.cookie, bobOrder.id)).toBe(false);
    expect(await getOrder(bob.cookie, bobOrder.id)).toMatchObject({ status: "pending", transactionHash: null });
    expect(await confirmed(alice.cookie, aliceOrder.id)).toBe(true);
    expect((await getOrder(alice.cookie, aliceOrder.id)).transactionHash).toBe(txHash);
    // The cron does not hand it to Bob either.
    await recheckAdPayments(env, new Date());
    expect((await getOrder(bob.cookie, bobOrder.id)).status).toBe("pending");
  });
});

describe("two orders with the same sender", () => {
  it.each<[string, PaymentCurrency, string]>([
    ["deposit addresses (BTC)", "BTC", A_WALLET_BTC],
    ["one shared address (ETH)", "ETH", randomEvmAddress()],
  ])("are each confirmed only by the payment made to their own terms: %s", async (_, currency, wallet) => {
    const { cookie } = await signUp("twice");
    const first = await createOrder(cookie, orderBody({ currency, duration: 6 }));
    const second = await createOrder(cookie, orderBody({ currency, duration: 6 }));
    await setSender(cookie, first.id, wallet);
    await setSender(cookie, second.id, wallet);
    const secondTx = await pay(second, wallet);
    expect(await confirmed(cookie, first.id)).toBe(false);
    expect(await confirmed(cookie, second.id)).toBe(true);
    expect((await getOrder(cookie, second.id)).transactionHash).toBe(secondTx);
    const firstTx = await pay(first, wallet);
    expect(await confirmed(cookie, first.id)).toBe(true);
    expect((await getOrder(cookie, first.id)).transactionHash).toBe(firstTx);
  });
});

describe("a payment to the wrong order's address", () => {
  it("does not pay the order it was meant for; it pays the order whose address received it", async () => {
    const alice = await signUp("meant");
    const bob = await signUp("got");
    const meant = await createOrder(alice.cookie, orderBody({ currency: "BTC" }));
    const other = await createOrder(bob.cookie, orderBody({ currency: "BTC" }));
    await setSender(alice.cookie, meant.id, A_WALLET_BTC);
    await setSender(bob.cookie, other.id, "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2");
    await pay(meant, A_WALLET_BTC, { to: other.paymentAddress! });
    expect(await confirmed(alice.cookie, meant.id)).toBe(false);
    expect(await confirmed(bob.cookie, other.id)).toBe(true);
  });

  it("does not count an amount meant for another order at a shared address", async () => {
    const { cookie } = await signUp("wrongamt");
    const first = await createOrder(cookie, orderBody({ currency: "CKB", duration: 3 }));
    const second = await createOrder(cookie, orderBody({ currency: "CKB", duration: 3 }));
    expect(unitsAbove(second.paymentAmount, first.paymentAmount!)).toBe(1);
    await setSender(cookie, second.id, CKB_ADDRESS);
    await pay(second, CKB_ADDRESS, { amount: first.paymentAmount! });
    expect(await confirmed(cookie, second.id)).toBe(false);
  });
});

describe("parallel order creation (40 at once)", { timeout: 60_000 }, () => {
  const inParallel = async (currency: PaymentCurrency, duration: number) => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp("burst")));
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api("/api/ad-orders", {
          method: "POST",
          cookie: users[i % 4]!.cookie,
          body: orderBody({ currency, duration }),
        }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(40).fill(201));
    return Promise.all(responses.map(async (res) => (await res.json()) as AdOrder));
  };

  it("never gives two orders the same derived address or index, and skips no index", async () => {
    const orders = await inParallel("BTC", 8);
    const ids = orders.map((order) => order.id).join(",");
    const rows = await env.DB.prepare(
      `SELECT derivation_index AS i, payment_address AS a FROM ad_orders WHERE id IN (${ids}) ORDER BY i`,
    ).all<{ i: number; a: string }>();
    const indexes = rows.results.map((row) => row.i);
    expect(new Set(indexes).size).toBe(40);
    expect(indexes.at(-1)! - indexes[0]!).toBe(39);
    const zpub = extendedPublicKey(BIP84_TEST_ZPUB);
    for (const row of rows.results) expect(row.a).toBe(deriveBitcoinAddress(zpub, row.i));
  });

  it("never gives two pending orders of a shared address the same amount, and adds the fewest units", async () => {
    const orders = await inParallel("ETH", 11);
    const base = cryptoAmount("55.00", SNAPSHOT_PRICES.ETH, "ETH"); // 11 days of banner at the snapshot's price
    const steps = orders.map((order) => unitsAbove(order.paymentAmount, base)).sort((a, b) => a - b);
    expect(steps).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(orders.map((order) => order.paymentAddress))).toEqual(new Set([ETH_PAYMENT_ADDRESS]));
  });
});

describe("orders made before this change (migrated as 'legacy')", () => {
  /** An order as the old code stored it: shared address, base amount, no payment_match (the default). */
  async function legacyOrder(userId: number, amount: string) {
    const row = await env.DB.prepare(
      "INSERT INTO ad_orders (user_id, ad_type, ad_config, duration, payment_currency, payment_amount, cost_usd, payment_address, sender_address) " +
        "VALUES (?, 'banner', ?, 7, 'ETH', ?, '35.00', ?, ?) RETURNING id, payment_match",
    )
      .bind(userId, JSON.stringify(orderBody().adConfig), amount, ETH_PAYMENT_ADDRESS, randomEvmAddress())
      .first<{ id: number; payment_match: string }>();
    expect(row!.payment_match).toBe("legacy");
    return row!.id;
  }

  it("confirms one by a payment of exactly its amount to its address, from anyone", async () => {
    const { cookie, user } = await signUp("legacy");
    const id = await legacyOrder(user.id, "0.00900001");
    await recordTestPayment({
      currency: "ETH",
      from: randomEvmAddress(),
      to: ETH_PAYMENT_ADDRESS,
      amount: "0.00900002",
    });
    expect(await confirmed(cookie, id)).toBe(false);
    await recordTestPayment({
      currency: "ETH",
      from: randomEvmAddress(),
      to: ETH_PAYMENT_ADDRESS,
      amount: "0.00900001",
    });
    expect(await confirmed(cookie, id)).toBe(true);
  });

  it("confirms neither of two pending ones asking the same amount (the payment could be either's)", async () => {
    const { cookie, user } = await signUp("ambig");
    const first = await legacyOrder(user.id, "0.00900777");
    const second = await legacyOrder(user.id, "0.00900777");
    await recordTestPayment({
      currency: "ETH",
      from: randomEvmAddress(),
      to: ETH_PAYMENT_ADDRESS,
      amount: "0.00900777",
    });
    expect(await confirmed(cookie, first)).toBe(false);
    expect(await confirmed(cookie, second)).toBe(false);
  });

  it("keeps new orders' amounts clear of a legacy order's amount at the same address", async () => {
    const { cookie, user } = await signUp("clear");
    const base = (await createOrder(cookie, orderBody({ duration: 2 }))).paymentAmount!;
    const taken = `0.00${(Number(base.slice(4)) + 1).toString().padStart(6, "0")}`;
    await legacyOrder(user.id, taken);
    const next = await createOrder(cookie, orderBody({ duration: 2 }));
    expect(next.paymentAmount).not.toBe(taken);
    expect(unitsAbove(next.paymentAmount, base)).toBe(2);
  });
});

describe("cron", () => {
  it("confirms a paid deposit order even before its owner entered a sender address", async () => {
    const { cookie } = await signUp("nosender");
    const order = await createOrder(cookie, orderBody({ currency: "BTC" }));
    await pay(order, A_WALLET_BTC);
    await recheckAdPayments(env, new Date());
    expect((await getOrder(cookie, order.id)).status).toBe("confirmed");
  });
});
