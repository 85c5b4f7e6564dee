import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarketCoin } from "../../../../schema/market-api";
import { api, messageOf } from "../../lib/api";
import { notifyError } from "../../lib/toast";
import { useAuth } from "../auth/queries";
import { WATCHLIST_KEY } from "./watchlist-query";

/** Stars or unstars a coin, showing the change at once and undoing it if the server refuses. */
function useToggleStar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coinId, star }: { coinId: string; star: boolean }) =>
      (star ? api.put : api.delete)("/api/watchlist/:coinId", { param: { coinId } }),
    onMutate: async ({ coinId, star }) => {
      await queryClient.cancelQueries({ queryKey: WATCHLIST_KEY });
      const before = queryClient.getQueryData<string[] | null>(WATCHLIST_KEY);
      const ids = (before ?? []).filter((id) => id !== coinId);
      queryClient.setQueryData(WATCHLIST_KEY, star ? [...ids, coinId] : ids);
      return { before };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(WATCHLIST_KEY, context?.before ?? null);
      notifyError("Error", messageOf(error, "Failed to update your watchlist"));
    },
  });
}

/**
 * The watchlist star (issue 18), its own chunk: only signed-in users have a watchlist, so a visitor's load of
 * / does not carry it (coin-parts.tsx shows it through `Star`).
 */
export default function StarButton({ coin, starred }: { coin: Pick<MarketCoin, "id" | "name">; starred: boolean }) {
  const { user } = useAuth();
  const toggle = useToggleStar();
  const onClick = () => {
    if (!user) return notifyError("Authentication Required", "Please sign in to keep a watchlist.");
    toggle.mutate({ coinId: coin.id, star: !starred });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={starred}
      aria-label={`${starred ? "Remove" : "Add"} ${coin.name} ${starred ? "from" : "to"} watchlist`}
      className={`inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400 ${
        starred ? "text-amber-400" : "text-slate-500 hover:text-slate-300"
      }`}
      data-testid="star"
    >
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        fill={starred ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.5}
        aria-hidden
      >
        <path d="m10 1.8 2.5 5.1 5.6.8-4 4 .9 5.6-5-2.6-5 2.6.9-5.6-4-4 5.6-.8z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
