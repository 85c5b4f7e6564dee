import type { SortColumn, SortState } from "./token-list";

export const ariaSort = (sort: SortState, column: SortColumn) =>
  sort?.column !== column ? "none" : sort.direction === "asc" ? "ascending" : "descending";

function SortArrow({ sort, column }: { sort: SortState; column: SortColumn }) {
  const active = sort?.column === column;
  return (
    <svg viewBox="0 0 12 12" className={`size-3 ${active ? "text-emerald-400" : "text-slate-600"}`} aria-hidden>
      {!active || sort.direction === "asc" ? <path d="M6 2 9.5 6h-7Z" fill="currentColor" /> : null}
      {!active || sort.direction === "desc" ? <path d="M6 10 2.5 6h7Z" fill="currentColor" /> : null}
    </svg>
  );
}

/** A column's sort control: its accessible name is the column label, its state is announced by aria-sort/pressed. */
export function SortButton({
  label,
  column,
  sort,
  onSort,
  variant,
}: {
  label: string;
  column: SortColumn;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  variant: "header" | "chip";
}) {
  const active = sort?.column === column;
  const classes =
    variant === "header"
      ? `inline-flex items-center gap-1 rounded px-1 py-0.5 text-left font-medium xl:whitespace-nowrap uppercase tracking-wide hover:text-white ${active ? "text-white" : ""}`
      : `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium ${
          active ? "border-emerald-500/60 bg-emerald-500/10 text-emerald-200" : "border-slate-700 text-slate-300 hover:text-white"
        }`;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      aria-pressed={variant === "chip" ? active : undefined}
      className={`${classes} focus-visible:outline-2 focus-visible:outline-emerald-400`}
    >
      {label}
      <SortArrow sort={sort} column={column} />
    </button>
  );
}
