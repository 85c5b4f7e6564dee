import { z } from "zod";
import {
  AD_STATUSES,
  AD_TYPES,
  BANNER_PLACEMENTS,
  DURATION_MAX,
  DURATION_MIN,
  PAYMENT_CURRENCIES,
  SCROLLING_MESSAGE_ERROR,
  SCROLLING_MESSAGE_MAX,
  SCROLLING_MESSAGES_MAX,
  SCROLLING_PLACEMENTS,
  TOKEN_PLACEMENTS,
  customCoinId,
  type AdType,
  type BannerConfig,
  type HighlightConfig,
  type ScrollingConfig,
  type TokenAdConfig,
} from "./ad-constants";

/** Request validators of the advertising API (product.md § Ad form, § Ads API); the worker's side. */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Ad links leave the site, so only https, and no credentials tucked into the URL. */
export const httpsUrl = z
  .string({ error: "Link URL is required" })
  .trim()
  .min(1, "Link URL is required")
  .max(500, "Link URL must be at most 500 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "Link URL must be a full https:// address");

const placement = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Placement must be one of: ${values.join(", ")}` });

export const bannerConfigSchema = z.object({
  title: text("Title", 60),
  description: text("Description", 160),
  ctaText: text("Button text", 24),
  ctaUrl: httpsUrl,
  placement: placement(BANNER_PLACEMENTS),
});

/** Coin ids as the market lists them, or a custom token's 'custom-<lowercase symbol>'. */
const COIN_ID = /^[a-z0-9][a-z0-9._-]{0,119}$/;

const tokenFields = {
  name: text("Token name", 60),
  symbol: text("Symbol", 15).regex(/^[A-Za-z0-9._$-]+$/, "Symbol may hold letters, digits and . _ $ - only"),
  coinId: z.string({ error: "Token is required" }).trim().regex(COIN_ID, "Token is required"),
  placement: placement(TOKEN_PLACEMENTS),
};

const customCoinIdMatchesSymbol = (config: { coinId: string; symbol: string }) =>
  !config.coinId.startsWith("custom-") || config.coinId === customCoinId(config.symbol);

const CUSTOM_COIN_ID_ERROR = {
  message: "A custom token's coinId must be 'custom-' plus its lowercase symbol",
  path: ["coinId"],
};

export const promotedTokenConfigSchema = z.object(tokenFields).refine(customCoinIdMatchesSymbol, CUSTOM_COIN_ID_ERROR);

export const highlightConfigSchema = z
  .object({
    ...tokenFields,
    highlightColor: z
      .string({ error: "Highlight colour is required" })
      .regex(/^#[0-9a-fA-F]{6}$/, "Highlight colour must be a colour like #22c55e"),
  })
  .refine(customCoinIdMatchesSymbol, CUSTOM_COIN_ID_ERROR);

export const scrollingConfigSchema = z.object({
  messages: z
    .array(z.string().trim().min(1, "Messages cannot be empty").max(SCROLLING_MESSAGE_MAX, SCROLLING_MESSAGE_ERROR), {
      error: "Enter at least one message",
    })
    .min(1, "Enter at least one message")
    .max(SCROLLING_MESSAGES_MAX, `At most ${SCROLLING_MESSAGES_MAX} messages`),
  ctaText: text("Button text", 24),
  ctaUrl: httpsUrl,
  placement: placement(SCROLLING_PLACEMENTS),
});

export const durationSchema = z
  .number({ error: "Duration must be a number of days" })
  .int("Duration must be a whole number of days")
  .min(DURATION_MIN, `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} days`)
  .max(DURATION_MAX, `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} days`);

export const currencySchema = z.enum(PAYMENT_CURRENCIES, {
  error: `Currency must be one of: ${PAYMENT_CURRENCIES.join(", ")}`,
});

const orderOf = <T extends AdType, C extends z.ZodType>(adType: T, adConfig: C) =>
  z.object({ adType: z.literal(adType), adConfig, duration: durationSchema, currency: currencySchema });

/** POST /api/ad-orders: the config is checked against its type's shape. */
export const createAdOrderSchema = z.discriminatedUnion(
  "adType",
  [
    orderOf("banner", bannerConfigSchema),
    orderOf("promoted_token", promotedTokenConfigSchema),
    orderOf("highlight", highlightConfigSchema),
    orderOf("scrolling", scrollingConfigSchema),
  ],
  { error: `Ad type must be one of: ${AD_TYPES.join(", ")}` },
);
export type CreateAdOrderInput = z.infer<typeof createAdOrderSchema>;

/** PATCH /api/ad-orders/:id; the address is then checked against the order's chain. */
export const senderAddressSchema = z.object({
  senderAddress: z
    .string({ error: "Please enter your wallet address" })
    .trim()
    .min(1, "Please enter your wallet address")
    .max(128, "Wallet address is too long"),
});

/** PATCH /api/admin/ad-orders/:id */
export const adminReviewSchema = z.object({
  action: z.enum(["approve", "reject"], { error: "action must be approve or reject" }),
  adminNotes: z
    .string()
    .trim()
    .max(1000, "Admin notes must be at most 1000 characters")
    .nullish()
    .transform((notes) => notes || null),
});

export const adminOrdersQuery = z.object({ status: z.enum(AD_STATUSES, { error: "Unknown status" }).optional() });

export const orderIdParam = z.object({
  id: z.coerce
    .number({ error: "Order id must be a number" })
    .int("Order id must be a number")
    .positive("Order id must be a number"),
});

/** PATCH /api/ad-orders/:id/archive and /unarchive */
export const archiveParam = orderIdParam.extend({ move: z.enum(["archive", "unarchive"]) });

// The hand-written config types of ad-constants.ts must stay exactly what these validators produce
// (a compile-time check: tsc fails here when they drift apart).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ConfigTypesMatch = [
  Assert<Same<z.output<typeof bannerConfigSchema>, BannerConfig>>,
  Assert<Same<z.output<typeof promotedTokenConfigSchema>, TokenAdConfig>>,
  Assert<Same<z.output<typeof highlightConfigSchema>, HighlightConfig>>,
  Assert<Same<z.output<typeof scrollingConfigSchema>, ScrollingConfig>>,
];
