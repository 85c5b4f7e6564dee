import { PAYMENT_CURRENCIES, type PaymentCurrency } from "../domain/chain-addresses";

/**
 * Advertising constants and API answer types (product.md § Advertising), shared by worker and web. No zod here: the
 * web imports this file, and the SPA stays free of zod (schema/ads.ts holds the request validators).
 */

export const AD_TYPES = ["banner", "promoted_token", "highlight", "scrolling"] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AD_STATUSES = ["pending", "confirmed", "paid", "active", "rejected", "expired"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/**
 * Issue 17: an order that is paid, under review or running cannot be archived (it would hide a live ad, or a
 * payment being reviewed, from its owner's list). The list does not offer it; the server refuses it (409).
 */
export const LIVE_AD_STATUSES = ["confirmed", "paid", "active"] as const satisfies readonly AdStatus[];
export const isLiveAdStatus = (status: AdStatus) => (LIVE_AD_STATUSES as readonly AdStatus[]).includes(status);

export { PAYMENT_CURRENCIES, type PaymentCurrency };

/** How a payment proves it is an order's (issue 14; the ad_orders.payment_match column in schema/tables.ts). */
export const PAYMENT_MATCHES = ["deposit", "exact", "legacy"] as const;
export type PaymentMatch = (typeof PAYMENT_MATCHES)[number];

/** What a payment_addresses row holds: a plain address, an extended public key, or an ICP principal. */
export const PAYMENT_ADDRESS_KINDS = ["address", "xpub", "principal"] as const;
export type PaymentAddressKind = (typeof PAYMENT_ADDRESS_KINDS)[number];

/**
 * The price-id mapping (product.md § Ad types and prices): the market coin whose USD price values each payment currency. Here, without
 * zod, so the SPA can read it too; schema/market-api.ts re-exports it.
 */
export const PAYMENT_PRICE_IDS = {
  BTC: "bitcoin",
  ETH: "ethereum",
  USDC: "usd-coin",
  USDT: "tether",
  ICP: "internet-computer",
  CKB: "nervos-network",
} as const satisfies Record<PaymentCurrency, string>;

export const BANNER_PLACEMENTS = ["top", "bottom", "between_sections"] as const;
export const SCROLLING_PLACEMENTS = ["top", "bottom"] as const;
export const TOKEN_PLACEMENTS = ["market", "icp_tokens", "both"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export type TokenPlacement = (typeof TOKEN_PLACEMENTS)[number];
export type ScrollingPlacement = (typeof SCROLLING_PLACEMENTS)[number];

export const SCROLLING_MESSAGE_MAX = 30;
export const SCROLLING_MESSAGE_ERROR = "Each message must be 30 characters or less";
export const SCROLLING_MESSAGES_MAX = 10;

export const DURATION_MIN = 1;
export const DURATION_MAX = 90;
export const DEFAULT_DURATION = 1;

/** A token that is not in the market list is named by its symbol. */
export const customCoinId = (symbol: string) => `custom-${symbol.trim().toLowerCase()}`;

// ---- Ad configurations by type (product.md § Ad types and prices) ----

export type BannerConfig = {
  title: string;
  description: string;
  ctaText: string;
  ctaUrl: string;
  placement: BannerPlacement;
};
export type TokenAdConfig = { name: string; symbol: string; coinId: string; placement: TokenPlacement };
export type HighlightConfig = TokenAdConfig & { highlightColor: string };
export type ScrollingConfig = { messages: string[]; ctaText: string; ctaUrl: string; placement: ScrollingPlacement };
export type AdConfig = BannerConfig | TokenAdConfig | HighlightConfig | ScrollingConfig;

// ---- Answers ----

/** An ad order as the API answers it (dates as ISO strings, the config parsed). */
export type AdOrder = {
  id: number;
  userId: number;
  adType: AdType;
  adConfig: AdConfig;
  paymentAddress: string | null;
  paymentAmount: string | null;
  paymentCurrency: PaymentCurrency;
  /**
   * How the payment is recognised: 'deposit' = it arrives at this order's own address (at least the amount);
   * 'exact' (and 'legacy', orders made before deposit addresses) = exactly this amount at a shared address.
   */
  paymentMatch: PaymentMatch;
  costUsd: string | null;
  senderAddress: string | null;
  transactionHash: string | null;
  status: AdStatus;
  paymentConfirmed: boolean;
  confirmationBlocks: number;
  startDate: string | null;
  endDate: string | null;
  duration: number;
  adminReviewed: boolean;
  adminNotes: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AdPaymentRate = {
  id: number;
  adType: AdType;
  currency: string;
  pricePerDay: string;
  minDuration: number;
  maxDuration: number;
  active: boolean;
  createdAt: string;
};

export type CheckPaymentResult = { confirmed: boolean };

/** product.md § Data shapes, Served ad: the fields an ad of any type may carry. */
export type ServedAdConfig = {
  name: string;
  sponsorName?: string;
  /** Coinfolio's own built-in ad, shown while no paid ad of its type is live. */
  house?: boolean;
  placement: BannerPlacement | TokenPlacement;
  title?: string;
  description?: string;
  imageUrl?: string;
  ctaText?: string;
  ctaUrl?: string;
  backgroundColor?: string;
  textColor?: string;
  coinId?: string;
  symbol?: string;
  forceToTop?: boolean;
  highlightColor?: string;
  messages?: string[];
};

export type ServedAd = {
  id: string;
  type: AdType;
  startDate: string | null;
  endDate: string | null;
  priority: number;
  config: ServedAdConfig;
};
