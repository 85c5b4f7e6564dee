import type { IcpToken } from "../../../../schema/icp";

/** A token as GET /api/icpswap/tokens sends it (figures repeated under `metrics`). */
export function icpToken(
  symbol: string,
  figures: {
    price?: number | null;
    volume?: number | null;
    marketCap?: number | null;
    name?: string;
    canister?: string;
  } = {},
): IcpToken {
  const { price = null, volume = null, marketCap = null } = figures;
  const metrics = {
    price,
    price_change_24h: null,
    volume_24h: volume,
    market_cap: marketCap,
    tvl: null,
    updated_at: "2025-01-04T00:00:00.000Z",
  };
  const canister = figures.canister ?? `${symbol.toLowerCase().padEnd(5, "x").slice(0, 5)}-aaaaa-aaaaa-aaaaa-cai`;
  return {
    token_id: canister,
    canister_id: canister,
    name: figures.name ?? symbol,
    symbol,
    logo_url: null,
    decimals: 8,
    ...metrics,
    metrics,
  };
}
