import {
  DEFAULT_DURATION,
  DURATION_MAX,
  DURATION_MIN,
  SCROLLING_MESSAGE_MAX,
  customCoinId,
  type AdConfig,
  type AdType,
  type BannerPlacement,
  type PaymentCurrency,
  type ScrollingPlacement,
  type TokenPlacement,
} from "../../../../schema/ad-constants";
import { createAdOrderSchema } from "../../../../schema/ads";
import { fieldErrors } from "../../lib/field-errors";
import type { NewAdOrder } from "./order-queries";

/**
 * The Create Your Ad form as plain data, and its checks (product.md § Ad form): the order is checked with the
 * server's own shape (schema/ads.ts, so zod loads with this lazy route only); the form adds what only it knows
 * (no ad type or token chosen yet, a custom token's empty name or symbol, a duration that is not whole days).
 */
export type PickedToken = { coinId: string; name: string; symbol: string } | "custom" | null;

export type AdFormState = {
  adType: AdType | "";
  duration: string;
  currency: PaymentCurrency;
  title: string;
  description: string;
  ctaText: string;
  ctaUrl: string;
  bannerPlacement: BannerPlacement;
  token: PickedToken;
  customName: string;
  customSymbol: string;
  tokenPlacement: TokenPlacement;
  highlightColor: string;
  messages: string;
  scrollingPlacement: ScrollingPlacement;
};

export type AdFormField =
  | "adType"
  | "duration"
  | "title"
  | "description"
  | "ctaText"
  | "ctaUrl"
  | "token"
  | "customName"
  | "customSymbol"
  | "highlightColor"
  | "messages";
export type AdFormErrors = Partial<Record<AdFormField, string>>;

export const initialAdForm: AdFormState = {
  adType: "",
  duration: String(DEFAULT_DURATION),
  currency: "BTC",
  title: "",
  description: "",
  ctaText: "",
  ctaUrl: "",
  bannerPlacement: "top",
  token: null,
  customName: "",
  customSymbol: "",
  tokenPlacement: "market",
  highlightColor: "#22c55e",
  messages: "",
  scrollingPlacement: "top",
};

/** Whole days 1–90, or null. */
export function parseDuration(text: string): number | null {
  const days = Number(text);
  return /^\d+$/.test(text.trim()) && days >= DURATION_MIN && days <= DURATION_MAX ? days : null;
}

/** One message per line; blank lines dropped. */
export const messageLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export const tooLongMessages = (text: string) =>
  messageLines(text).filter((line) => line.length > SCROLLING_MESSAGE_MAX);

const required = (errors: AdFormErrors, field: AdFormField, value: string, message: string) => {
  if (!value.trim()) errors[field] = message;
};

function tokenOf(state: AdFormState, errors: AdFormErrors): { name: string; symbol: string; coinId: string } | null {
  if (state.token === null) {
    errors.token = "Choose a token, or Custom Token";
    return null;
  }
  if (state.token !== "custom") return state.token;
  required(errors, "customName", state.customName, "Custom token name is required");
  required(errors, "customSymbol", state.customSymbol, "Custom token symbol is required");
  const symbol = state.customSymbol.trim().toUpperCase();
  return { name: state.customName.trim(), symbol, coinId: customCoinId(symbol) };
}

function configOf(adType: AdType, state: AdFormState, errors: AdFormErrors): AdConfig | null {
  const link = { ctaText: state.ctaText.trim(), ctaUrl: state.ctaUrl.trim() };
  switch (adType) {
    case "banner":
      return {
        title: state.title.trim(),
        description: state.description.trim(),
        ...link,
        placement: state.bannerPlacement,
      };
    case "promoted_token":
    case "highlight": {
      const token = tokenOf(state, errors);
      if (!token) return null;
      const config = { name: token.name, symbol: token.symbol, coinId: token.coinId, placement: state.tokenPlacement };
      return adType === "promoted_token" ? config : { ...config, highlightColor: state.highlightColor };
    }
    case "scrolling":
      return { messages: messageLines(state.messages), ...link, placement: state.scrollingPlacement };
  }
}

/** The order to send, or the fields to fix. */
export function buildAdOrder(
  state: AdFormState,
): { order: NewAdOrder; errors?: never } | { order?: never; errors: AdFormErrors } {
  const errors: AdFormErrors = {};
  if (!state.adType) return { errors: { adType: "Choose an ad type" } };
  const duration = parseDuration(state.duration);
  if (duration === null) errors.duration = `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} days`;
  const adConfig = configOf(state.adType, state, errors);
  if (!adConfig) return { errors };
  const order = { adType: state.adType, adConfig, duration: duration ?? 0, currency: state.currency } as NewAdOrder;
  const issues = createAdOrderSchema.safeParse(order).error?.issues;
  // The form's own messages first, then the shape's for the fields it left alone.
  const all = { ...fieldErrors(issues, (path) => fieldOfIssue(path, state)), ...errors };
  return Object.keys(all).length > 0 ? { errors: all } : { order };
}

/** The field a server validation issue names (`adConfig.messages.1` → messages), when the form has it. */
export function fieldOfIssue(path: string, state: AdFormState): AdFormField | null {
  const [head, name] = path.split(".");
  if (head === "duration" || head === "adType") return head;
  if (head !== "adConfig" || !name) return null;
  if (name === "name") return state.token === "custom" ? "customName" : "token";
  // A custom token's coin id is made from its symbol: a bad id is the symbol's problem.
  if (name === "symbol" || name === "coinId") return state.token === "custom" ? "customSymbol" : "token";
  const fields: AdFormField[] = ["title", "description", "ctaText", "ctaUrl", "highlightColor", "messages"];
  return fields.find((field) => field === name) ?? null;
}
