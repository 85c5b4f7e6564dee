/**
 * One sort state for every sortable list (market, ecosystem and ICP tables): the column's key and its direction.
 * The header control that changes it is components/sort-button.tsx.
 */
export type SortDirection = "asc" | "desc";
export type SortState<K extends string> = { key: K; direction: SortDirection };
export type Compare<T> = (a: T, b: T) => number;

/** Text as the lists order it: English, ignoring case and accents. */
export const compareText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

/**
 * Orders by a column's value in the chosen direction; rows without the value (null: an unknown is not a zero) go
 * last either way; ties go to `tie` (in its own order), else keep the list's order.
 */
export function byValue<T>(
  value: (row: T) => number | string | null,
  direction: SortDirection,
  tie: Compare<T> = () => 0,
): Compare<T> {
  const sign = direction === "asc" ? 1 : -1;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? tie(a, b) : x === null ? 1 : -1;
    return sign * (typeof x === "string" ? compareText(x, y as string) : x - (y as number)) || tie(a, b);
  };
}
