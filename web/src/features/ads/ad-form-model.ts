import {
  DEFAULT_DURATION,
  DURATION_MAX,
  DURATION_MIN,
  SCROLLING_MESSAGE_ERROR,
  SCROLLING_MESSAGE_MAX,
  SCROLLING_MESSAGES_MAX,
  customCoinId,
  type AdConfig,
  type AdType,
  type BannerPlacement,
  type PaymentCurrency,
  type ScrollingPlacement,
  type TokenPlacement,
} from "../../../../schema/ad-constants";
import type { NewAdOrder } from "./order-queries";

/**
 * The Create Your Ad form as plain data, and its checks (product.md § Ad form). The server checks everything
 * again; these only say early and in place what it would refuse. No zod here: the SPA stays without it.
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

export const tooLongMessages = (text: string) => messageLines(text).filter((line) => line.length > SCROLLING_MESSAGE_MAX);

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

const required = (errors: AdFormErrors, field: AdFormField, value: string, label: string) => {
  if (!value.trim()) errors[field] = `${label} is required`;
};

function linkErrors(state: AdFormState, errors: AdFormErrors) {
  required(errors, "ctaText", state.ctaText, "Button text");
  if (!state.ctaUrl.trim()) errors.ctaUrl = "Link URL is required";
  else if (!isHttpsUrl(state.ctaUrl.trim())) errors.ctaUrl = "Link URL must be a full https:// address";
}

function tokenOf(state: AdFormState, errors: AdFormErrors): { name: string; symbol: string; coinId: string } | null {
  if (state.token === null) {
    errors.token = "Choose a token, or Custom Token";
    return null;
  }
  if (state.token !== "custom") return state.token;
  required(errors, "customName", state.customName, "Custom token name");
  if (!state.customSymbol.trim()) errors.customSymbol = "Custom token symbol is required";
  else if (!/^[A-Za-z0-9._$-]+$/.test(state.customSymbol.trim())) errors.customSymbol = "Symbol may hold letters, digits and . _ $ - only";
  const symbol = state.customSymbol.trim().toUpperCase();
  return { name: state.customName.trim(), symbol, coinId: customCoinId(symbol) };
}

function configOf(adType: AdType, state: AdFormState, errors: AdFormErrors): AdConfig | null {
  switch (adType) {
    case "banner":
      required(errors, "title", state.title, "Title");
      required(errors, "description", state.description, "Description");
      linkErrors(state, errors);
      return {
        title: state.title.trim(),
        description: state.description.trim(),
        ctaText: state.ctaText.trim(),
        ctaUrl: state.ctaUrl.trim(),
        placement: state.bannerPlacement,
      };
    case "promoted_token":
    case "highlight": {
      const token = tokenOf(state, errors);
      if (!token) return null;
      const config = { name: token.name, symbol: token.symbol, coinId: token.coinId, placement: state.tokenPlacement };
      if (adType === "promoted_token") return config;
      if (!/^#[0-9a-fA-F]{6}$/.test(state.highlightColor)) errors.highlightColor = "Highlight colour must be a colour like #22c55e";
      return { ...config, highlightColor: state.highlightColor };
    }
    case "scrolling": {
      const messages = messageLines(state.messages);
      linkErrors(state, errors);
      if (messages.length === 0) errors.messages = "Enter at least one message";
      else if (tooLongMessages(state.messages).length > 0) errors.messages = SCROLLING_MESSAGE_ERROR;
      else if (messages.length > SCROLLING_MESSAGES_MAX) errors.messages = `At most ${SCROLLING_MESSAGES_MAX} messages`;
      return { messages, ctaText: state.ctaText.trim(), ctaUrl: state.ctaUrl.trim(), placement: state.scrollingPlacement };
    }
  }
}

/** The order to send, or the fields to fix. */
export function buildAdOrder(state: AdFormState): { order: NewAdOrder; errors?: never } | { order?: never; errors: AdFormErrors } {
  const errors: AdFormErrors = {};
  if (!state.adType) return { errors: { adType: "Choose an ad type" } };
  const duration = parseDuration(state.duration);
  if (duration === null) errors.duration = `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} days`;
  const adConfig = configOf(state.adType, state, errors);
  if (Object.keys(errors).length > 0 || !adConfig || duration === null) return { errors };
  return { order: { adType: state.adType, adConfig, duration, currency: state.currency } };
}

/** The field a server validation issue names (`adConfig.messages.1` → messages), when the form has it. */
export function fieldOfIssue(path: string, state: AdFormState): AdFormField | null {
  const [head, name] = path.split(".");
  if (head === "duration" || head === "adType") return head;
  if (head !== "adConfig" || !name) return null;
  if (name === "name" || name === "coinId") return state.token === "custom" ? "customName" : "token";
  if (name === "symbol") return state.token === "custom" ? "customSymbol" : "token";
  const fields: AdFormField[] = ["title", "description", "ctaText", "ctaUrl", "highlightColor", "messages"];
  return fields.find((field) => field === name) ?? null;
}
