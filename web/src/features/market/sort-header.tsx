import type { SortKey, SortState } from "./coin-list";

export const ariaSort = (sort: SortState, key: SortKey) =>
  sort.key !== key ? "none" : sort.direction === "asc" ? "ascending" : "descending";

function Arrow({ sort, sortKey }: { sort: SortState; sortKey: SortKey }) {
  const active = sort.key === sortKey;
  return (
    <svg viewBox="0 0 12 12" className={`size-3 shrink-0 ${active ? "text-emerald-400" : "text-slate-600"}`} aria-hidden>
      {!active || sort.direction === "asc" ? <path d="M6 2 9.5 6h-7Z" fill="currentColor" /> : null}
      {!active || sort.direction === "desc" ? <path d="M6 10 2.5 6h7Z" fill="currentColor" /> : null}
    </svg>
  );
}

/** A column's sort control: named by the column label; the state is announced through aria-sort or aria-pressed. */
export function SortButton({
  label,
  sortKey,
  sort,
  onSort,
  variant = "header",
}: {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
  variant?: "header" | "chip";
}) {
  const active = sort.key === sortKey;
  const look =
    variant === "header"
      ? `inline-flex items-center gap-1 whitespace-nowrap rounded px-1 py-0.5 uppercase tracking-wide hover:text-white ${active ? "text-white" : ""}`
      : `inline-flex h-8 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-xs font-medium ${
          active ? "border-emerald-500/60 bg-emerald-500/10 text-emerald-200" : "border-slate-700 text-slate-300 hover:text-white"
        }`;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      aria-pressed={variant === "chip" ? active : undefined}
      className={`${look} focus-visible:outline-2 focus-visible:outline-emerald-400`}
    >
      {label}
      <Arrow sort={sort} sortKey={sortKey} />
    </button>
  );
}
