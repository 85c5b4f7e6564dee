import type { AdStatus, AdType } from "../../../../schema/ad-constants";

/** Names of the ad types on the price cards and in the form. */
export const AD_TYPE_NAMES: Record<AdType, string> = {
  banner: "Banner Ad",
  promoted_token: "Promoted Token",
  highlight: "Token Highlight",
  scrolling: "Scrolling Ticker",
};

export const AD_TYPE_DESCRIPTIONS: Record<AdType, string> = {
  banner: "A banner with your title, text and link at the top, bottom or between sections of the market pages.",
  promoted_token: "Your token pinned to the top of the market or ICP token list with a SPONSORED badge.",
  highlight: "Your token's row painted in your colour and moved to the top of the list.",
  scrolling: "Short messages of up to 30 characters scrolling in the ticker strip, with your link.",
};

/** product.md § Advertise page: in order rows the ad type shows with its underscore as a space. */
export const adTypeText = (type: AdType) => type.replaceAll("_", " ");

export const PLACEMENT_NAMES: Record<string, string> = {
  top: "Top of page",
  bottom: "Bottom of page",
  between_sections: "Between sections",
  market: "Market list",
  icp_tokens: "ICP tokens list",
  both: "Market and ICP tokens lists",
};

export const STATUS_NAMES: Record<AdStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  paid: "Paid",
  active: "Active",
  rejected: "Rejected",
  expired: "Expired",
};

export const formatDays = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (iso: string | null, missing = "—") => (iso ? dateTime.format(new Date(iso)) : missing);
