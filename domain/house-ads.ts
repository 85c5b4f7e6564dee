import type { ServedAd } from "../schema/ad-constants";

/**
 * Coinfolio's own built-in ads (product.md § Serving ads: a sample banner, promoted tokens and a scrolling news ticker),
 * served for each ad type while no paid ad of that type is live. They say whose they are (sponsorName
 * Coinfolio, house true), link inside the site, and never pin a token to the top of a list.
 */
const house = (ad: Omit<ServedAd, "startDate" | "endDate" | "priority">): ServedAd => ({
  ...ad,
  startDate: null,
  endDate: null,
  priority: 0,
  config: { ...ad.config, sponsorName: "Coinfolio", house: true },
});

export const HOUSE_ADS: readonly ServedAd[] = [
  house({
    id: "house-banner",
    type: "banner",
    config: {
      name: "Advertise on Coinfolio",
      placement: "top",
      title: "Your project could be here",
      description: "Banners, promoted tokens and news tickers from $2 a day, paid in crypto.",
      ctaText: "Advertise",
      ctaUrl: "/advertise",
    },
  }),
  house({
    id: "house-token-icp",
    type: "promoted_token",
    config: {
      name: "Internet Computer",
      placement: "icp_tokens",
      coinId: "internet-computer",
      symbol: "ICP",
      description: "The network every token on this page runs on.",
      forceToTop: false,
    },
  }),
  house({
    id: "house-token-ckbtc",
    type: "promoted_token",
    config: {
      name: "ckBTC",
      placement: "icp_tokens",
      coinId: "mxzaz-hqaaa-aaaar-qaada-cai",
      symbol: "ckBTC",
      description: "Bitcoin on the Internet Computer, backed one to one.",
      forceToTop: false,
    },
  }),
  house({
    id: "house-news-ticker",
    type: "scrolling",
    config: {
      name: "Coinfolio News",
      placement: "top",
      messages: ["Read the latest crypto news", "Write your own articles", "Advertise here from $2 a day"],
      ctaText: "Read news",
      ctaUrl: "/news",
    },
  }),
];
