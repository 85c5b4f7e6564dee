import type { IcpToken } from "../../../../schema/icp";
import { type SortState as SortStateOf, byValue, compareText } from "../../lib/sort";

/** The figures may sit at the top level or under `metrics` (product.md § Data shapes); the top level wins. */
export const priceOf = (token: IcpToken) => token.price ?? token.metrics?.price ?? null;
export const volumeOf = (token: IcpToken) => token.volume_24h ?? token.metrics?.volume_24h ?? null;
export const marketCapOf = (token: IcpToken) => token.market_cap ?? token.metrics?.market_cap ?? null;
export const priceChangeOf = (token: IcpToken) => token.price_change_24h ?? token.metrics?.price_change_24h ?? null;

/** Case-insensitive substring search on name, symbol or canister id; a blank query keeps everything. */
export function searchIcpTokens(tokens: readonly IcpToken[], query: string): IcpToken[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...tokens];
  return tokens.filter((token) =>
    [token.name, token.symbol, token.canister_id].some((text) => text.toLowerCase().includes(needle)),
  );
}

export type SortColumn = "token" | "price" | "volume" | "marketCap";
/** null: the order the server sent (by volume on All Tokens, prioritised on Top Tokens). */
export type SortState = SortStateOf<SortColumn> | null;

export const SORT_COLUMNS: ReadonlyArray<{ column: SortColumn; label: string }> = [
  { column: "token", label: "Token" },
  { column: "price", label: "Price" },
  { column: "volume", label: "Volume (24h)" },
  { column: "marketCap", label: "Market Cap" },
];

const figure: Record<Exclude<SortColumn, "token">, (token: IcpToken) => number | null> = {
  price: priceOf,
  volume: volumeOf,
  marketCap: marketCapOf,
};

const byName = (a: IcpToken, b: IcpToken) =>
  compareText(a.name, b.name) || compareText(a.symbol, b.symbol) || a.canister_id.localeCompare(b.canister_id);

/** Sorted copy; tokens without the figure stay last in both directions, ties go by name. */
export function sortIcpTokens(tokens: readonly IcpToken[], sort: SortState): IcpToken[] {
  if (!sort) return [...tokens];
  const { key, direction } = sort;
  if (key === "token") return [...tokens].sort((a, b) => (direction === "asc" ? byName(a, b) : byName(b, a)));
  return [...tokens].sort(byValue(figure[key], direction, byName));
}

/** "ryjl3-tyaaa…cai": enough to recognise a canister id in a narrow column; the full id is copied. */
export const shortCanisterId = (id: string) => (id.length > 16 ? `${id.slice(0, 11)}…${id.slice(-3)}` : id);

const ICP_LEDGER = "ryjl3-tyaaa-aaaaa-aaaba-cai";
const CKUSDC_LEDGER = "xevnm-gaaaa-aaaar-qafnq-cai";

/** ICPSwap's swap page, paying ICP for the token (ICP itself is bought with ckUSDC: ICP for ICP is no trade). */
export function icpSwapTradeUrl(canisterId: string): string {
  const input = canisterId === ICP_LEDGER ? CKUSDC_LEDGER : ICP_LEDGER;
  const params = new URLSearchParams({ input, output: canisterId });
  return `https://app.icpswap.com/swap?${params.toString()}`;
}
