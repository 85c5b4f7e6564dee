import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { AdOrder, PaymentAddressKind, PaymentCurrency } from "../../schema/ad-constants";
import { PAYMENT_PRICE_IDS } from "../../schema/ad-constants";
import { getDb } from "../db";
import { ensureTopSeeded } from "../services/market-seed";
import { api } from "./helpers";

// USD prices as the bundled market snapshot (2024-12-19) holds them: what a fresh test database serves.
export const SNAPSHOT_PRICES: Record<PaymentCurrency, number> = {
  BTC: 102496.21702936945,
  ETH: 3705.315662642076,
  USDC: 1.0011995627761434,
  USDT: 1.0012099788689999,
  ICP: 11.298360398427493,
  CKB: 0.011518331732068326,
};

/** Sets USD prices in the market cache the order route reads (seeded from the snapshot first). */
export async function setUsdPrices(prices: Partial<Record<PaymentCurrency, number | null>> = SNAPSHOT_PRICES) {
  await ensureTopSeeded(getDb(env.DB));
  for (const [currency, price] of Object.entries(prices) as Array<[PaymentCurrency, number | null]>) {
    await env.DB.prepare("UPDATE market_coins SET current_price = ? WHERE id = ?")
      .bind(price, PAYMENT_PRICE_IDS[currency])
      .run();
  }
}

/** Marks the market cache as live CoinGecko data fetched at `at` (or as the offline snapshot). */
export async function setMarketSource(source: "coingecko" | "snapshot", at: Date) {
  await ensureTopSeeded(getDb(env.DB));
  await env.DB.prepare("UPDATE market_meta SET source = ?, updated_at = ? WHERE key = 'top'")
    .bind(source, at.getTime())
    .run();
}

/** What the operator's `npm run payments:address -- add` (or `xpub`, `principal`) writes. */
export async function addPaymentAddress(
  currency: PaymentCurrency,
  address: string,
  active = true,
  kind: PaymentAddressKind = "address",
) {
  await env.DB.prepare(
    "INSERT INTO payment_addresses (currency, address, kind, label, active) VALUES (?, ?, ?, 'test', ?) ON CONFLICT DO UPDATE SET active = excluded.active",
  )
    .bind(currency, address, kind, active ? 1 : 0)
    .run();
}

// BIP-84's test vector account (m/84'/0'/0' of the "abandon … about" test mnemonic) and its first receive
// addresses, and the same mnemonic's Ethereum account m/44'/60'/0' (first address 0x9858effd…).
export const BIP84_TEST_ZPUB =
  "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
export const BIP84_TEST_RECEIVE = [
  "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
  "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
];
export const ETH_TEST_XPUB =
  "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt";
export const ETH_TEST_FIRST = "0x9858effd232b4033e47d90003d41ec34ecaeda94";

/** What `npm run payments:simulate` writes. */
export async function recordTestPayment(payment: {
  currency: PaymentCurrency;
  from: string;
  to: string;
  amount: string;
  confirmations?: number;
  createdAt?: Date;
}) {
  const txHash = `test-${crypto.randomUUID()}`;
  await env.DB.prepare(
    "INSERT INTO payment_test_ledger (currency, from_address, to_address, amount, tx_hash, confirmations, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      payment.currency,
      payment.from,
      payment.to,
      payment.amount,
      txHash,
      payment.confirmations ?? 100,
      (payment.createdAt ?? new Date()).getTime(),
    )
    .run();
  return txHash;
}

/**
 * How many 1e-8 units `amount` lies above `base` (both written with 8 decimals): an order paid to a shared
 * address asks for its base amount plus the fewest units no other pending order there asks for.
 */
export const unitsAbove = (amount: string | null, base: string) =>
  Number(BigInt(amount!.replace(".", "")) - BigInt(base.replace(".", "")));

/** A fresh, valid Ethereum address: each test's sender is its own. */
export const randomEvmAddress = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;

export const ETH_PAYMENT_ADDRESS = "0x1111111111111111111111111111111111111111";
export const BTC_PAYMENT_ADDRESS = "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2";

export const bannerConfig = {
  title: "Trade smarter with Acme",
  description: "Zero-fee spot trading for a month.",
  ctaText: "Start trading",
  ctaUrl: "https://acme.example/trade",
  placement: "top",
};
export const tokenConfig = { name: "Nervos Network", coinId: "nervos-network", symbol: "CKB", placement: "market" };
export const scrollingConfig = {
  messages: ["Acme lists CKB today", "Zero fees all week"],
  ctaText: "Learn more",
  ctaUrl: "https://acme.example/news",
  placement: "top",
};

export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  adType: "banner",
  adConfig: bannerConfig,
  duration: 7,
  currency: "ETH",
  ...overrides,
});

export async function createOrder(cookie: string, body: Record<string, unknown> = orderBody()): Promise<AdOrder> {
  const res = await api("/api/ad-orders", { method: "POST", cookie, body });
  expect(res.status).toBe(201);
  return (await res.json()) as AdOrder;
}

export async function getOrder(cookie: string, id: number): Promise<AdOrder> {
  const res = await api(`/api/ad-orders/${id}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AdOrder;
}

export async function checkPayment(cookie: string, id: number) {
  return api(`/api/ad-orders/${id}/check-payment`, { method: "POST", cookie });
}

/** An ETH order with a sender address and a test payment found: status confirmed. */
export async function confirmedOrder(cookie: string, body: Record<string, unknown> = orderBody()): Promise<AdOrder> {
  await setUsdPrices();
  await addPaymentAddress("ETH", ETH_PAYMENT_ADDRESS);
  const order = await createOrder(cookie, { ...body, currency: "ETH" });
  const sender = randomEvmAddress();
  expect(
    (await api(`/api/ad-orders/${order.id}`, { method: "PATCH", cookie, body: { senderAddress: sender } })).status,
  ).toBe(200);
  await recordTestPayment({ currency: "ETH", from: sender, to: order.paymentAddress!, amount: order.paymentAmount! });
  const res = await checkPayment(cookie, order.id);
  expect(await res.json()).toEqual({ confirmed: true });
  return getOrder(cookie, order.id);
}
