import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { TextInput } from "../../components/form";
import { api } from "../../lib/api";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { formatUsdPrice } from "../../../../domain/format";
import type { SearchCoin } from "../../../../schema/market-api";

export type { SearchCoin };

/** product.md § Position dialogs: 300 ms after typing stops; a blank query clears the results; at most 10 are used (the
 * API's own limit too; its constant lives beside zod, which the SPA does not load). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULTS_MAX = 10;

export function useCoinSearch(text: string) {
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ["/api/search-coins", "q", debounced],
    queryFn: async () => {
      try {
        const found = await api.get("/api/search-coins", { query: { q: debounced } });
        return found.slice(0, SEARCH_RESULTS_MAX);
      } catch (error) {
        // product.md § Errors and notices: a failed search is logged only.
        console.error("coin search failed", error);
        return [];
      }
    },
    enabled: debounced.length > 0,
    staleTime: 60 * 1000,
  });
  const blank = text.trim().length === 0;
  return {
    results: blank ? [] : (query.data ?? []),
    searching: !blank && (debounced !== text.trim() || query.isFetching),
  };
}

/** The add dialogs' coin search: picking a result hands the coin to the form. */
export function CoinSearch({
  onPick,
  label = "Search cryptocurrency",
}: {
  onPick: (coin: SearchCoin) => void;
  label?: string;
}) {
  const [text, setText] = useState("");
  const { results, searching } = useCoinSearch(text);
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <TextInput
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Search by name or symbol..."
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {searching && results.length === 0 ? <p className="text-xs text-slate-400">Searching...</p> : null}
      {results.length > 0 ? (
        <ul
          aria-label="Search results"
          className="max-h-56 divide-y divide-slate-800 overflow-y-auto rounded-lg border border-slate-700 bg-slate-950"
        >
          {results.map((coin) => (
            <li key={coin.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(coin);
                  setText("");
                }}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-800 focus-visible:bg-slate-800 focus-visible:outline-none"
              >
                {coin.image ? <img src={coin.image} alt="" className="size-5 rounded-full" loading="lazy" /> : null}
                <span className="min-w-0 flex-1 truncate text-white">{coin.name}</span>
                <span className="text-xs uppercase text-slate-400">{coin.symbol}</span>
                <span className="w-28 text-right text-xs tabular-nums text-slate-300">
                  {formatUsdPrice(coin.current_price)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
