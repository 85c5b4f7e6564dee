import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdOrder, AdPaymentRate } from "../../schema/ad-constants";
import {
  BTC_PAYMENT_ADDRESS,
  ETH_PAYMENT_ADDRESS,
  SNAPSHOT_PRICES,
  addPaymentAddress,
  bannerConfig,
  confirmedOrder,
  createOrder,
  getOrder,
  orderBody,
  scrollingConfig,
  setMarketSource,
  setUsdPrices,
  tokenConfig,
  unitsAbove,
} from "../test/ad-helpers";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { chainEnv } from "../test/payment-helpers";
import { app } from "../app";

beforeAll(async () => {
  await setUsdPrices();
  await addPaymentAddress("ETH", ETH_PAYMENT_ADDRESS);
  await addPaymentAddress("BTC", BTC_PAYMENT_ADDRESS);
});

describe("GET /api/ad-payment-rates", () => {
  it("answers the prices per day in USDC (product.md § Ad types and prices), 1 to 90 days, to anyone", async () => {
    const res = await api("/api/ad-payment-rates");
    expect(res.status).toBe(200);
    const rates = (await res.json()) as AdPaymentRate[];
    expect(
      rates.map(({ adType, currency, pricePerDay, minDuration, maxDuration, active }) => ({
        adType,
        currency,
        pricePerDay,
        minDuration,
        maxDuration,
        active,
      })),
    ).toEqual([
      { adType: "banner", currency: "USDC", pricePerDay: "5.00", minDuration: 1, maxDuration: 90, active: true },
      {
        adType: "promoted_token",
        currency: "USDC",
        pricePerDay: "3.00",
        minDuration: 1,
        maxDuration: 90,
        active: true,
      },
      { adType: "highlight", currency: "USDC", pricePerDay: "3.00", minDuration: 1, maxDuration: 90, active: true },
      { adType: "scrolling", currency: "USDC", pricePerDay: "2.00", minDuration: 1, maxDuration: 90, active: true },
    ]);
  });
});

describe("POST /api/ad-orders: pricing", () => {
  const highlight = { ...tokenConfig, highlightColor: "#22c55e" };
  it.each([
    // BTC and ETH are paid to a shared address here: one unit more than the base (0.00004879, 0.12144715)
    // makes the amount the order's own.
    ["banner", bannerConfig, 1, "BTC", "5.00", "0.00004880"],
    ["banner", bannerConfig, 90, "ETH", "450.00", "0.12144716"],
    ["promoted_token", tokenConfig, 7, "USDC", "21.00", "20.97484000"],
    ["highlight", highlight, 30, "ICP", "90.00", "7.96575759"],
    ["scrolling", scrollingConfig, 14, "CKB", "28.00", "2430.90758726"],
    ["scrolling", scrollingConfig, 1, "USDT", "2.00", "1.99758300"],
  ])(
    "%s for %i days in %s costs $%s, fixed as %s at the live price",
    async (adType, adConfig, duration, currency, costUsd, amount) => {
      const { cookie, user } = await signUp("price");
      const order = await createOrder(cookie, { adType, adConfig, duration, currency });
      expect(order).toMatchObject({
        userId: user.id,
        adType,
        adConfig,
        duration,
        paymentCurrency: currency,
        costUsd,
        paymentAmount: amount,
        status: "pending",
        paymentConfirmed: false,
        confirmationBlocks: 0,
        senderAddress: null,
        transactionHash: null,
        startDate: null,
        endDate: null,
        adminReviewed: false,
        archived: false,
      });
    },
  );

  it("keeps the amount it was created with when the price moves", async () => {
    const { cookie } = await signUp("fixed");
    const order = await createOrder(cookie, orderBody({ duration: 7 }));
    expect(unitsAbove(order.paymentAmount, "0.00944589")).toBeGreaterThanOrEqual(1);
    await setUsdPrices({ ETH: 1000 });
    try {
      expect((await getOrder(cookie, order.id)).paymentAmount).toBe(order.paymentAmount);
    } finally {
      await setUsdPrices({ ETH: SNAPSHOT_PRICES.ETH });
    }
  });

  it("gives the order an active payment address of its currency", async () => {
    const { cookie } = await signUp("addr");
    expect((await createOrder(cookie, orderBody({ currency: "BTC" }))).paymentAddress).toBe(BTC_PAYMENT_ADDRESS);
    expect((await createOrder(cookie, orderBody({ currency: "ETH" }))).paymentAddress).toBe(ETH_PAYMENT_ADDRESS);
  });

  it("creates the order without a payment address when none of its currency is configured", async () => {
    const { cookie } = await signUp("noaddr");
    expect((await createOrder(cookie, orderBody({ currency: "ICP" }))).paymentAddress).toBeNull();
  });

  it("refuses a currency whose live price the market cache lacks, and invents none", async () => {
    const { cookie } = await signUp("noprice");
    await setUsdPrices({ USDT: null });
    try {
      const res = await api("/api/ad-orders", { method: "POST", cookie, body: orderBody({ currency: "USDT" }) });
      const error = await expectError(res, 503, "price_unavailable");
      expect(error.message).toContain("No live USDT price is available right now");
    } finally {
      await setUsdPrices({ USDT: SNAPSHOT_PRICES.USDT });
    }
  });

  it("refuses a duration outside the rate's own range", async () => {
    const { cookie } = await signUp("range");
    await env.DB.prepare("UPDATE ad_payment_rates SET max_duration = 30 WHERE ad_type = 'scrolling'").run();
    try {
      const res = await api("/api/ad-orders", {
        method: "POST",
        cookie,
        body: { adType: "scrolling", adConfig: scrollingConfig, duration: 31, currency: "ETH" },
      });
      expect((await expectError(res, 400, "bad_request")).issues).toEqual([
        { path: "duration", message: "Duration must be between 1 and 30 days" },
      ]);
    } finally {
      await env.DB.prepare("UPDATE ad_payment_rates SET max_duration = 90 WHERE ad_type = 'scrolling'").run();
    }
  });
});

describe("POST /api/ad-orders: validation", () => {
  itRequiresSession("POST", "/api/ad-orders", orderBody());

  const highlight = { ...tokenConfig, highlightColor: "#22c55e" };
  it.each([
    ["no ad type", { adType: undefined }, "adType"],
    ["an unknown ad type", { adType: "popup" }, "adType"],
    ["a duration of 0 days", { duration: 0 }, "duration"],
    ["a duration of 91 days", { duration: 91 }, "duration"],
    ["a fractional duration", { duration: 1.5 }, "duration"],
    ["a duration sent as text", { duration: "7" }, "duration"],
    ["an unknown currency", { currency: "DOGE" }, "currency"],
    ["a banner without a title", { adConfig: { ...bannerConfig, title: "  " } }, "adConfig.title"],
    ["a banner title over 60 characters", { adConfig: { ...bannerConfig, title: "x".repeat(61) } }, "adConfig.title"],
    ["a banner linking over http", { adConfig: { ...bannerConfig, ctaUrl: "http://acme.example" } }, "adConfig.ctaUrl"],
    [
      "a banner linking to javascript:",
      { adConfig: { ...bannerConfig, ctaUrl: "javascript:alert(1)" } },
      "adConfig.ctaUrl",
    ],
    [
      "a banner link with credentials",
      { adConfig: { ...bannerConfig, ctaUrl: "https://me:pw@acme.example" } },
      "adConfig.ctaUrl",
    ],
    [
      "a banner placed in the market list",
      { adConfig: { ...bannerConfig, placement: "market" } },
      "adConfig.placement",
    ],
    [
      "a promoted token placed at the top",
      { adType: "promoted_token", adConfig: { ...tokenConfig, placement: "top" } },
      "adConfig.placement",
    ],
    [
      "a promoted token without a coin id",
      { adType: "promoted_token", adConfig: { ...tokenConfig, coinId: "" } },
      "adConfig.coinId",
    ],
    [
      "a custom token whose coin id is not custom-<symbol>",
      { adType: "promoted_token", adConfig: { ...tokenConfig, coinId: "custom-abc", symbol: "XYZ" } },
      "adConfig.coinId",
    ],
    [
      "a symbol with spaces",
      { adType: "promoted_token", adConfig: { ...tokenConfig, symbol: "C K B" } },
      "adConfig.symbol",
    ],
    ["a highlight without a colour", { adType: "highlight", adConfig: tokenConfig }, "adConfig.highlightColor"],
    [
      "a highlight colour by name",
      { adType: "highlight", adConfig: { ...highlight, highlightColor: "red" } },
      "adConfig.highlightColor",
    ],
    [
      "scrolling without messages",
      { adType: "scrolling", adConfig: { ...scrollingConfig, messages: [] } },
      "adConfig.messages",
    ],
    [
      "scrolling placed between sections",
      { adType: "scrolling", adConfig: { ...scrollingConfig, placement: "between_sections" } },
      "adConfig.placement",
    ],
  ])("refuses %s", async (_, overrides, path) => {
    const { cookie } = await signUp("invalid");
    const res = await api("/api/ad-orders", { method: "POST", cookie, body: orderBody(overrides) });
    const error = await expectError(res, 400, "bad_request");
    expect(error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it("refuses a scrolling message over 30 characters with the form's own message", async () => {
    const { cookie } = await signUp("long");
    const body = { adType: "scrolling", adConfig: { ...scrollingConfig, messages: ["ok", "x".repeat(31)] } };
    const error = await expectError(
      await api("/api/ad-orders", { method: "POST", cookie, body: orderBody(body) }),
      400,
    );
    expect(error.issues).toEqual([
      { path: "adConfig.messages.1", message: "Each message must be 30 characters or less" },
    ]);
  });

  it("accepts a 30-character message and a custom token named by its symbol, trimming the texts", async () => {
    const { cookie } = await signUp("edge");
    const scrolling = await createOrder(
      cookie,
      orderBody({ adType: "scrolling", adConfig: { ...scrollingConfig, messages: [` ${"x".repeat(30)} `] } }),
    );
    expect((scrolling.adConfig as { messages: string[] }).messages).toEqual(["x".repeat(30)]);
    const custom = { name: " My Token ", coinId: "custom-mtk", symbol: "MTK", placement: "both" };
    const promoted = await createOrder(cookie, orderBody({ adType: "promoted_token", adConfig: custom }));
    expect(promoted.adConfig).toEqual({ name: "My Token", coinId: "custom-mtk", symbol: "MTK", placement: "both" });
  });

  it("drops fields that do not belong to the ad type", async () => {
    const { cookie } = await signUp("extra");
    const order = await createOrder(
      cookie,
      orderBody({ adConfig: { ...bannerConfig, forceToTop: true, imageUrl: "https://x.example/a.png" } }),
    );
    expect(order.adConfig).toEqual(bannerConfig);
  });

  it("refuses malformed JSON", async () => {
    const { cookie } = await signUp("json");
    await expectError(await api("/api/ad-orders", { method: "POST", cookie, body: "{not json" }), 400);
  });
});

describe("a user's orders: lists, archive and restore", () => {
  itRequiresSession("GET", "/api/ad-orders");
  itRequiresSession("GET", "/api/ad-orders/archived");
  itRequiresSession("GET", "/api/ad-orders/1");
  itRequiresSession("PATCH", "/api/ad-orders/1/archive");
  itRequiresSession("PATCH", "/api/ad-orders/1/unarchive");

  it("lists the user's own active orders newest first, and moves them to the archive and back unchanged", async () => {
    const { cookie } = await signUp("lists");
    const first = await createOrder(cookie);
    const second = await createOrder(cookie, orderBody({ adType: "scrolling", adConfig: scrollingConfig }));
    const list = async (path: string) => ((await (await api(path, { cookie })).json()) as AdOrder[]).map((o) => o.id);
    expect(await list("/api/ad-orders")).toEqual([second.id, first.id]);
    expect(await list("/api/ad-orders/archived")).toEqual([]);

    const archived = await api(`/api/ad-orders/${first.id}/archive`, { method: "PATCH", cookie });
    expect(await archived.json()).toMatchObject({ id: first.id, archived: true, status: "pending" });
    expect(await list("/api/ad-orders")).toEqual([second.id]);
    expect(await list("/api/ad-orders/archived")).toEqual([first.id]);

    const restored = await api(`/api/ad-orders/${first.id}/unarchive`, { method: "PATCH", cookie });
    expect(await restored.json()).toMatchObject({ id: first.id, archived: false, status: "pending" });
    expect(await list("/api/ad-orders")).toEqual([second.id, first.id]);
  });

  it("refuses to archive a paid, confirmed or active order (409) and leaves it listed; a rejected or expired one moves", async () => {
    const { cookie } = await signUp("live");
    for (const status of ["paid", "confirmed", "active"] as const) {
      const order = await createOrder(cookie);
      await env.DB.prepare("UPDATE ad_orders SET status = ? WHERE id = ?").bind(status, order.id).run();
      await expectError(await api(`/api/ad-orders/${order.id}/archive`, { method: "PATCH", cookie }), 409, "conflict");
      expect(await getOrder(cookie, order.id)).toMatchObject({ status, archived: false });
    }
    for (const status of ["rejected", "expired"] as const) {
      const order = await createOrder(cookie);
      await env.DB.prepare("UPDATE ad_orders SET status = ? WHERE id = ?").bind(status, order.id).run();
      const res = await api(`/api/ad-orders/${order.id}/archive`, { method: "PATCH", cookie });
      expect(await res.json()).toMatchObject({ status, archived: true });
    }
  });

  it("an archived order that is paid meanwhile can be restored, and of 40 archive requests racing a payment only those that saw it unpaid archive it", async () => {
    const { cookie } = await signUp("race");
    const archivedEarlier = await createOrder(cookie);
    await api(`/api/ad-orders/${archivedEarlier.id}/archive`, { method: "PATCH", cookie });
    await env.DB.prepare("UPDATE ad_orders SET status = 'paid' WHERE id = ?").bind(archivedEarlier.id).run();
    const restored = await api(`/api/ad-orders/${archivedEarlier.id}/unarchive`, { method: "PATCH", cookie });
    expect(await restored.json()).toMatchObject({ status: "paid", archived: false });

    const order = await createOrder(cookie);
    const archive = () => api(`/api/ad-orders/${order.id}/archive`, { method: "PATCH", cookie });
    const paid = env.DB.prepare("UPDATE ad_orders SET status = 'paid' WHERE id = ?").bind(order.id);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, archive),
      paid.run(),
      ...Array.from({ length: 20 }, archive),
    ]);
    const responses = answers.slice(0, 20).concat(answers.slice(21)) as Response[];
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    // The status is checked in the statement that writes: every archive that succeeded saw the order unpaid.
    const moved = (await Promise.all(responses.filter((r) => r.status === 200).map((r) => r.json()))) as AdOrder[];
    expect(moved.every((o) => o.status === "pending" && o.archived)).toBe(true);
    expect((await getOrder(cookie, order.id)).status).toBe("paid");
  });

  it("answers 404 for another user's order, on every route, and changes nothing", async () => {
    const owner = await signUp("owner");
    const other = await signUp("other");
    const order = await createOrder(owner.cookie);
    for (const [method, path, body] of [
      ["GET", `/api/ad-orders/${order.id}`, undefined],
      ["PATCH", `/api/ad-orders/${order.id}/archive`, {}],
      ["PATCH", `/api/ad-orders/${order.id}/unarchive`, {}],
      ["PATCH", `/api/ad-orders/${order.id}`, { senderAddress: "0x05c111014a6fafca2714cee52e7f3a6c1c246073" }],
      ["POST", `/api/ad-orders/${order.id}/regenerate-address`, {}],
      ["POST", `/api/ad-orders/${order.id}/check-payment`, {}],
    ] as const) {
      await expectError(await api(path, { method, cookie: other.cookie, body }), 404, "not_found");
    }
    expect(((await (await api("/api/ad-orders", { cookie: other.cookie })).json()) as AdOrder[]).length).toBe(0);
    expect(await getOrder(owner.cookie, order.id)).toEqual(order);
  });

  it("answers 404 for an order that does not exist and 400 for an id that is not a number", async () => {
    const { cookie } = await signUp("ids");
    await expectError(await api("/api/ad-orders/999999", { cookie }), 404);
    await expectError(await api("/api/ad-orders/abc", { cookie }), 400);
  });
});

describe("PATCH /api/ad-orders/:id (sender address)", () => {
  itRequiresSession("PATCH", "/api/ad-orders/1", { senderAddress: "0x05c111014a6fafca2714cee52e7f3a6c1c246073" });

  it("stores the address trimmed, in the explorers' case", async () => {
    const { cookie } = await signUp("sender");
    const order = await createOrder(cookie);
    const res = await api(`/api/ad-orders/${order.id}`, {
      method: "PATCH",
      cookie,
      body: { senderAddress: "  0x05C111014A6FAFCA2714CEE52E7F3A6C1C246073 " },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      senderAddress: "0x05c111014a6fafca2714cee52e7f3a6c1c246073",
      status: "pending",
    });
  });

  it.each([
    ["BTC", "0x05c111014a6fafca2714cee52e7f3a6c1c246073", "Please enter a Bitcoin address (bc1…, 1… or 3…)"],
    [
      "ETH",
      "bc1qzhcd446gq6crvyngwqudfad6kgq2lnuw9r2a86",
      "Please enter an Ethereum address (0x followed by 40 hex characters)",
    ],
    ["ICP", "ryjl3-tyaaa-aaaaa-aaaba-caj", "Please enter an ICP account id (64 hex characters) or principal"],
    ["CKB", "ckb1qyqt8xaupvm8837nv3gtc9x0ekkj64vud3jqfwyw5w", "Please enter a CKB address (ckb1… or ckt1…)"],
  ])("refuses an address that is not a %s address", async (currency, address, message) => {
    const { cookie } = await signUp("badaddr");
    const order = await createOrder(cookie, orderBody({ currency }));
    const res = await api(`/api/ad-orders/${order.id}`, { method: "PATCH", cookie, body: { senderAddress: address } });
    expect((await expectError(res, 400, "bad_request")).issues).toEqual([{ path: "senderAddress", message }]);
    expect((await getOrder(cookie, order.id)).senderAddress).toBeNull();
  });

  it.each([
    ["ICP", "ryjl3-tyaaa-aaaaa-aaaba-cai"],
    ["ICP", "082ecf2e3f647ac600f43f38a68342fba5b8e68b085f02592b77f39808a8d2b5"],
    ["CKB", "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsqtlf58l4xqymd2y75x5akargpkg9hmvgqgtez5cz"],
    ["BTC", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"],
    ["USDT", "0x05c111014a6fafca2714cee52e7f3a6c1c246073"],
  ])("takes a %s address %s", async (currency, address) => {
    const { cookie } = await signUp("goodaddr");
    const order = await createOrder(cookie, orderBody({ currency }));
    const res = await api(`/api/ad-orders/${order.id}`, { method: "PATCH", cookie, body: { senderAddress: address } });
    expect(res.status).toBe(200);
  });

  it("asks for an address when none is given", async () => {
    const { cookie } = await signUp("empty");
    const order = await createOrder(cookie);
    const res = await api(`/api/ad-orders/${order.id}`, { method: "PATCH", cookie, body: { senderAddress: "   " } });
    expect((await expectError(res, 400)).issues).toEqual([
      { path: "senderAddress", message: "Please enter your wallet address" },
    ]);
  });

  it("refuses to change the sender once the payment is confirmed (409)", async () => {
    const { cookie } = await signUp("locked");
    const order = await confirmedOrder(cookie);
    const res = await api(`/api/ad-orders/${order.id}`, {
      method: "PATCH",
      cookie,
      body: { senderAddress: "0x05c111014a6fafca2714cee52e7f3a6c1c246073" },
    });
    await expectError(res, 409, "conflict");
    expect((await getOrder(cookie, order.id)).senderAddress).toBe(order.senderAddress);
  });
});

describe("POST /api/ad-orders/:id/regenerate-address", () => {
  itRequiresSession("POST", "/api/ad-orders/1/regenerate-address");

  it("answers a clear 503 until the operator adds an address, then gives the order one", async () => {
    const { cookie } = await signUp("regen");
    const order = await createOrder(cookie, orderBody({ currency: "CKB" }));
    expect(order.paymentAddress).toBeNull();
    const refused = await api(`/api/ad-orders/${order.id}/regenerate-address`, { method: "POST", cookie });
    const error = await expectError(refused, 503, "payment_address_unavailable");
    expect(error.message).toBe("No CKB payment address is available yet. Please try again later.");

    const address = "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsq0487l62x4sgm5ep848ya6x4snnxf0dgqqdhx4wp";
    await addPaymentAddress("CKB", address);
    const res = await api(`/api/ad-orders/${order.id}/regenerate-address`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: order.id, paymentAddress: address });
  });

  it("keeps the order's address while it is active, and moves off one the operator disabled", async () => {
    const { cookie } = await signUp("keep");
    const order = await createOrder(cookie, orderBody({ currency: "BTC" }));
    const again = await api(`/api/ad-orders/${order.id}/regenerate-address`, { method: "POST", cookie });
    expect(((await again.json()) as AdOrder).paymentAddress).toBe(BTC_PAYMENT_ADDRESS);

    const replacement = "bc1q93qyum5uf5pjyeaznfs8f3wmjveudn9wpjw5xr8dve33vgea3shs9jhvww";
    await addPaymentAddress("BTC", replacement);
    await addPaymentAddress("BTC", BTC_PAYMENT_ADDRESS, false);
    try {
      const moved = await api(`/api/ad-orders/${order.id}/regenerate-address`, { method: "POST", cookie });
      expect(((await moved.json()) as AdOrder).paymentAddress).toBe(replacement);
    } finally {
      await addPaymentAddress("BTC", BTC_PAYMENT_ADDRESS, true);
      await addPaymentAddress("BTC", replacement, false);
    }
  });

  it("refuses once the order is no longer awaiting payment (409)", async () => {
    const { cookie } = await signUp("regen409");
    const order = await confirmedOrder(cookie);
    await expectError(await api(`/api/ad-orders/${order.id}/regenerate-address`, { method: "POST", cookie }), 409);
  });
});

describe("POST /api/ad-orders with real payments (chain verifiers)", () => {
  const create = (cookie: string) =>
    app.request(
      "/api/ad-orders",
      {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(orderBody()),
      },
      chainEnv(),
    );

  it("refuses to price a real order from the offline snapshot or from market data over an hour old", async () => {
    const { cookie } = await signUp("real");
    try {
      await setMarketSource("snapshot", new Date());
      expect((await expectError(await create(cookie), 503, "price_unavailable")).message).toMatch(
        /^Live prices are unavailable right now/,
      );
      await setMarketSource("coingecko", new Date(Date.now() - 61 * 60_000));
      await expectError(await create(cookie), 503, "price_unavailable");
      await setMarketSource("coingecko", new Date(Date.now() - 5 * 60_000));
      const res = await create(cookie);
      expect(res.status).toBe(201);
      const order = (await res.json()) as AdOrder;
      expect(order.costUsd).toBe("35.00");
      expect(unitsAbove(order.paymentAmount, "0.00944589")).toBeGreaterThanOrEqual(1);
    } finally {
      await setMarketSource("snapshot", new Date("2024-12-19T10:45:00Z"));
    }
  });
});
