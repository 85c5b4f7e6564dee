/**
 * Rules for the Internet Computer token lists (product.md § List filters, § Add from ICP token, § Top Tokens tab).
 * Self-contained on purpose: the market list has a similar filter with other words.
 */
import { formatDay, formatUtcClock, liveUnavailableSuffix } from "./format";

export type ListedIcpToken = { canister_id: string; name: string; symbol: string; volume_24h: number | null };

export const TOP_TOKENS_LIMIT = 10;

/** The two exchanges the Top tab puts first (KongSwap and TacoDAO), by their token names and symbols. */
const PRIORITISED_NAMES = new Set(["kong", "kongswap", "taco", "tacodao"]);

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The symbol PUSD and anything with 'odin' in its name or symbol stay off the ICP and ticker lists. */
export function isHiddenIcpToken(token: Pick<ListedIcpToken, "name" | "symbol">): boolean {
  const name = token.name.toLowerCase();
  const symbol = token.symbol.toLowerCase();
  return symbol.trim() === "pusd" || name.includes("odin") || symbol.includes("odin");
}

/**
 * A whole-word match, so "KongSwap", "KONG" and "TACO DAO" count and "Wukong" does not: product.md § Top Tokens tab lists both
 * "kong" and "kongswap", which only makes sense if a name must be one of them rather than contain it.
 */
export function isPrioritisedIcpToken(token: Pick<ListedIcpToken, "name" | "symbol">): boolean {
  return PRIORITISED_NAMES.has(squash(token.name)) || PRIORITISED_NAMES.has(squash(token.symbol));
}

/** Hidden tokens removed, then duplicates of a canister id (the first one stays). */
export function visibleIcpTokens<T extends ListedIcpToken>(tokens: readonly T[]): T[] {
  const seen = new Set<string>();
  return tokens.filter((token) => {
    if (isHiddenIcpToken(token) || seen.has(token.canister_id)) return false;
    seen.add(token.canister_id);
    return true;
  });
}

/** Highest 24h volume first; tokens without a recorded volume last; ties by symbol, then canister id. */
export function byVolumeDesc(a: ListedIcpToken, b: ListedIcpToken): number {
  if (a.volume_24h !== b.volume_24h) {
    if (a.volume_24h === null) return 1;
    if (b.volume_24h === null) return -1;
    return b.volume_24h - a.volume_24h;
  }
  return a.symbol.localeCompare(b.symbol) || a.canister_id.localeCompare(b.canister_id);
}

/** The Top Tokens tab: at most 10, the KongSwap and TacoDAO tokens first, then by volume. */
export function topIcpTokens<T extends ListedIcpToken>(tokens: readonly T[], limit = TOP_TOKENS_LIMIT): T[] {
  return visibleIcpTokens(tokens)
    .sort((a, b) => Number(isPrioritisedIcpToken(b)) - Number(isPrioritisedIcpToken(a)) || byVolumeDesc(a, b))
    .slice(0, limit);
}

/**
 * The line under the list saying where the figures come from, e.g. "Source: offline snapshot of 4 Jan 2025",
 * and since when live data has been unavailable while refreshes fail.
 */
export function icpSourceLabel(
  source: "icpswap" | "snapshot",
  updatedAt: Date,
  failingSince?: Date | null,
  now?: number,
): string {
  const base =
    source === "snapshot"
      ? `Source: offline snapshot of ${formatDay(updatedAt)}`
      : `Source: ICPSwap · updated ${formatDay(updatedAt)}, ${formatUtcClock(updatedAt)}`;
  return base + liveUnavailableSuffix(failingSince, now);
}

/** What POST /api/spot-positions receives for "Add from ICP token" (product.md § Add from ICP token): one token at its listed price. */
export type IcpSpotPosition = {
  symbol: string;
  name: string;
  amount: string;
  entryPrice: string;
  currentPrice: string;
};

/** Stored money keeps 8 decimals (product.md § Data shapes), so a price is sent rounded to that scale, as an exact string. */
const STORED_PRICE_DECIMALS = 8;

/**
 * The payload of product.md § Add from ICP token, or the reason the token cannot be added: without a recorded price there is nothing
 * honest to put in entryPrice, and a price below the stored precision would be stored as 0.
 */
export function spotPositionFromIcpToken(token: {
  name?: string | null;
  symbol?: string | null;
  price: number | null;
}): { ok: true; position: IcpSpotPosition } | { ok: false; reason: string } {
  if (token.price === null || !Number.isFinite(token.price) || token.price <= 0) {
    return { ok: false, reason: "No price is recorded for this token, so it cannot be added to your portfolio." };
  }
  // The price arrives as a JSON number, so toFixed loses nothing a decimal type would keep; it never
  // writes an exponent below 1e21, and trailing zeros are dropped ("0.00000858", "4.5").
  const price = token.price.toFixed(STORED_PRICE_DECIMALS).replace(/\.?0+$/, "");
  if (price === "0") {
    return { ok: false, reason: "This token's price is below $0.00000001, the smallest price a position can hold." };
  }
  return {
    ok: true,
    position: {
      symbol: token.symbol?.trim().toLowerCase() || "unknown",
      name: token.name?.trim() || "Unknown Token",
      amount: "1.0",
      entryPrice: price,
      currentPrice: price,
    },
  };
}
