import type { SortDirection, SortState } from "../lib/sort";

/**
 * A click on a column's control: the sorted column flips; another column starts in `first` (each list says which
 * direction its columns start in: product.md § Market list, § ICP tokens page).
 */
export function nextSort<K extends string>(
  current: SortState<K> | null,
  key: K,
  first: SortDirection = "asc",
): SortState<K> {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: first };
}

/** The `aria-sort` of a sortable column's header cell. */
export const ariaSort = <K extends string>(sort: SortState<K> | null, key: K) =>
  sort?.key !== key ? "none" : sort.direction === "asc" ? "ascending" : "descending";

/**
 * A column's sort control, in a header cell (which carries `aria-sort`) or as a chip over cards:
 * named by the column label, with one arrow showing the direction (both halves, dimmed, while another column
 * sorts); a click hands the next sort to `onSort`.
 */
export function SortButton<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  first,
  chip,
  className,
}: {
  label: string;
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (next: SortState<K>) => void;
  /** The direction this column starts in when chosen (ascending unless said). */
  first?: SortDirection;
  /** A chip over cards (`aria-pressed`) rather than a header cell's button. */
  chip?: boolean;
  /** The list's own layout (spacing, wrapping). */
  className: string;
}) {
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  const look = chip
    ? `inline-flex items-center gap-1 rounded-full border px-3 text-xs font-medium ${
        direction
          ? "border-emerald-500/60 bg-emerald-500/10 text-emerald-200"
          : "border-slate-700 text-slate-300 hover:text-white"
      }`
    : `inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase tracking-wide hover:text-white ${direction ? "text-white" : ""}`;
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort(sort, sortKey, first))}
      aria-pressed={chip ? !!direction : undefined}
      className={`${look} ${className} focus-visible:outline-2 focus-visible:outline-emerald-400`}
    >
      {label}
      <svg
        viewBox="0 0 12 12"
        className={`size-3 shrink-0 ${direction ? "text-emerald-400" : "text-slate-600"}`}
        aria-hidden
      >
        {direction !== "desc" ? <path d="M6 2 9.5 6h-7Z" fill="currentColor" /> : null}
        {direction !== "asc" ? <path d="M6 10 2.5 6h7Z" fill="currentColor" /> : null}
      </svg>
    </button>
  );
}
