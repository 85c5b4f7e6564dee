import type { IcpToken } from "../../../../schema/icp";

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
export type SortDirection = "asc" | "desc";
/** null: the order the server sent (by volume on All Tokens, prioritised on Top Tokens). */
export type SortState = { column: SortColumn; direction: SortDirection } | null;

export const SORT_COLUMNS: ReadonlyArray<{ column: SortColumn; label: string }> = [
  { column: "token", label: "Token" },
  { column: "price", label: "Price" },
  { column: "volume", label: "Volume (24h)" },
  { column: "marketCap", label: "Market Cap" },
];

/** A click on the sorted column flips its direction; a newly chosen column starts ascending. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current?.column === column) return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column, direction: "asc" };
}

const figure: Record<Exclude<SortColumn, "token">, (token: IcpToken) => number | null> = {
  price: priceOf,
  volume: volumeOf,
  marketCap: marketCapOf,
};

const byName = (a: IcpToken, b: IcpToken) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) ||
  a.symbol.localeCompare(b.symbol, "en", { sensitivity: "base" }) ||
  a.canister_id.localeCompare(b.canister_id);

/** Sorted copy; tokens without the figure stay last in both directions (an unknown is not a zero). */
export function sortIcpTokens(tokens: readonly IcpToken[], sort: SortState): IcpToken[] {
  if (!sort) return [...tokens];
  const sign = sort.direction === "asc" ? 1 : -1;
  if (sort.column === "token") return [...tokens].sort((a, b) => sign * byName(a, b));
  const figureOf = figure[sort.column];
  return [...tokens].sort((a, b) => {
    const x = figureOf(a);
    const y = figureOf(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
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
