import type {
  AdConfig,
  AdStatus,
  AdType,
  BannerConfig,
  HighlightConfig,
  ScrollingConfig,
  ServedAd,
  TokenAdConfig,
  TokenPlacement,
} from "../schema/ad-constants";

/** Rules of the ad system (product.md § Ad order status, § Serving ads). */

const DAY_MS = 24 * 60 * 60 * 1000;

// ---- Order status machine: pending → confirmed → active | rejected; active → expired ----

/** The payment side of an order (sender address, payment address, payment check) moves only while pending. */
export const isAwaitingPayment = (status: AdStatus) => status === "pending";

/** Only an order whose payment was confirmed can be approved or rejected, and only once. */
export const isAwaitingReview = (status: AdStatus) => status === "confirmed";

/** An approved ad runs from the approval for its whole duration in days. */
export const runWindow = (approvedAt: Date, days: number) => ({
  startDate: approvedAt,
  endDate: new Date(approvedAt.getTime() + days * DAY_MS),
});

// ---- Serving ----

/** Live: approved, and now inside its dates (start inclusive, end exclusive). */
export function isLive(ad: { status: AdStatus; startDate: Date | null; endDate: Date | null }, now: Date): boolean {
  return (
    ad.status === "active" &&
    ad.startDate !== null &&
    ad.endDate !== null &&
    ad.startDate.getTime() <= now.getTime() &&
    now.getTime() < ad.endDate.getTime()
  );
}

/** Every paid ad serves at the default priority (product.md § Serving ads: 1); house ads sit below at 0. */
export const PAID_AD_PRIORITY = 1;

/**
 * An approved order as the site serves it (product.md § Data shapes, Served ad). A promoted token is pinned to the top of
 * its lists: that is what the advertiser pays for; the config's own texts are passed through as they are.
 */
export function servedAdOf(order: {
  id: number;
  adType: AdType;
  adConfig: AdConfig;
  startDate: Date | null;
  endDate: Date | null;
}): ServedAd {
  const base = {
    id: `order-${order.id}`,
    type: order.adType,
    startDate: order.startDate?.toISOString() ?? null,
    endDate: order.endDate?.toISOString() ?? null,
    priority: PAID_AD_PRIORITY,
  };
  switch (order.adType) {
    case "banner": {
      const config = order.adConfig as BannerConfig;
      return { ...base, config: { name: config.title, ...config } };
    }
    case "promoted_token":
      return { ...base, config: { ...(order.adConfig as TokenAdConfig), forceToTop: true } };
    case "highlight":
      return { ...base, config: { ...(order.adConfig as HighlightConfig) } };
    case "scrolling": {
      const config = order.adConfig as ScrollingConfig;
      return { ...base, config: { name: config.ctaText, ...config } };
    }
  }
}

/** Higher priority first; among equals the newest start first; full ties keep their given order (a stable sort). */
export function sortServedAds(ads: readonly ServedAd[]): ServedAd[] {
  const start = (ad: ServedAd) => (ad.startDate ? Date.parse(ad.startDate) : 0);
  return [...ads].sort((a, b) => b.priority - a.priority || start(b) - start(a));
}

/** Paid ads, with a built-in house ad of each type standing in for a type that has no paid ad live. */
export function withHouseAds(paid: readonly ServedAd[], house: readonly ServedAd[]): ServedAd[] {
  const liveTypes = new Set<AdType>(paid.map((ad) => ad.type));
  return sortServedAds([...paid, ...house.filter((ad) => !liveTypes.has(ad.type))]);
}

// ---- Sponsored tokens in the market and ICP lists ----

export type TokenList = "market" | "icp_tokens";
export type TokenRow = { id: string; symbol: string };
export type Sponsorship = {
  ad: ServedAd;
  kind: "highlight" | "promoted";
  highlightColor: string | null;
  forceToTop: boolean;
};

const showsOn = (placement: string, list: TokenList) =>
  placement === list || placement === ("both" satisfies TokenPlacement);

/** The promoted and highlighted token ads for one list, in serving order. */
export function tokenAdsFor(ads: readonly ServedAd[], list: TokenList): ServedAd[] {
  return sortServedAds(
    ads.filter((ad) => (ad.type === "promoted_token" || ad.type === "highlight") && showsOn(ad.config.placement, list)),
  );
}

/**
 * Whether an ad names a row. Market rows are matched by coin id (many coins share a symbol); custom tokens
 * and ICP tokens (listed by canister id) by their symbol.
 */
export function adNamesRow(ad: ServedAd, row: TokenRow, list: TokenList): boolean {
  const { coinId, symbol } = ad.config;
  if (coinId && coinId === row.id) return true;
  const bySymbol = list === "icp_tokens" || Boolean(coinId?.startsWith("custom-"));
  return bySymbol && Boolean(symbol) && symbol!.toLowerCase() === row.symbol.toLowerCase();
}

/** A row's sponsorship: a highlight wins over a promotion; the first ad in serving order wins among equals. */
export function sponsorshipOf(row: TokenRow, ads: readonly ServedAd[], list: TokenList): Sponsorship | null {
  const matching = ads.filter((ad) => adNamesRow(ad, row, list));
  const ad = matching.find((a) => a.type === "highlight") ?? matching[0];
  if (!ad) return null;
  const highlight = ad.type === "highlight";
  return {
    ad,
    kind: highlight ? "highlight" : "promoted",
    highlightColor: highlight ? (ad.config.highlightColor ?? null) : null,
    forceToTop: !highlight && ad.config.forceToTop === true,
  };
}

/**
 * product.md § Serving ads: highlighted tokens first, then promoted tokens forced to the top, then the rest in their own
 * order. Each row comes back with its sponsorship (null for the rest); `keyOf` names a row's id and symbol
 * (a coin id for the market list, a canister id for the ICP list).
 */
export function orderSponsoredRows<T>(
  rows: readonly T[],
  ads: readonly ServedAd[],
  list: TokenList,
  keyOf: (row: T) => TokenRow,
): Array<{ row: T; sponsorship: Sponsorship | null }> {
  const tokenAds = tokenAdsFor(ads, list);
  const tagged = rows.map((row) => ({ row, sponsorship: sponsorshipOf(keyOf(row), tokenAds, list) }));
  const rank = ({ sponsorship }: (typeof tagged)[number]) =>
    sponsorship?.kind === "highlight" ? 0 : sponsorship?.forceToTop ? 1 : 2;
  const adIndex = ({ sponsorship }: (typeof tagged)[number]) =>
    sponsorship ? tokenAds.indexOf(sponsorship.ad) : Number.MAX_SAFE_INTEGER;
  // Array.prototype.sort is stable, so the rest keep the list's own order.
  return tagged.sort((a, b) => rank(a) - rank(b) || (rank(a) < 2 ? adIndex(a) - adIndex(b) : 0));
}

/** 'Featured Internet Computer Tokens': promoted tokens of the ICP list that are not forced to the top. */
export function featuredIcpTokenAds(ads: readonly ServedAd[]): ServedAd[] {
  return tokenAdsFor(ads, "icp_tokens").filter((ad) => ad.type === "promoted_token" && ad.config.forceToTop !== true);
}
