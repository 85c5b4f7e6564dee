import { Button } from "../../components/button";
import { CARD_CHIPS_HEIGHT, CARD_GAP, CARD_HEIGHT, TABLE_HEAD_HEIGHT, TABLE_ROW_HEIGHT } from "./list-geometry";

const box = "rounded-xl border border-slate-800 bg-slate-900/40";

/**
 * Skeleton rows where the list will be, as many and as tall as the rows that replace them (no layout shift),
 * with the loading text (product.md § Market list) where the table's header or the sort chips will be.
 */
export function ListLoading({ label, wide, rows = 8 }: { label: string; wide: boolean; rows?: number }) {
  return (
    <div role="status" aria-label={label} data-testid="list-skeleton">
      <p
        className={`flex items-center gap-2 text-sm text-slate-400 ${wide ? "border-b border-slate-800 px-3" : "mb-3"}`}
        style={{ height: wide ? TABLE_HEAD_HEIGHT : CARD_CHIPS_HEIGHT - 12 }}
      >
        <span className="size-4 animate-spin rounded-full border-2 border-slate-700 border-t-emerald-400" aria-hidden />
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) =>
        wide ? (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
            key={i}
            className="flex items-center gap-3 border-b border-slate-800/70 px-3"
            style={{ height: TABLE_ROW_HEIGHT }}
            aria-hidden
          >
            <Bar className="w-6" />
            <span className="size-7 shrink-0 animate-pulse rounded-full bg-slate-800" />
            <Bar className="w-40" />
            <Bar className="ml-auto w-24" />
            <Bar className="hidden w-16 sm:block" />
            <Bar className="hidden w-24 lg:block" />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
          <div key={i} style={{ height: CARD_HEIGHT + CARD_GAP, paddingBottom: CARD_GAP }} aria-hidden>
            <div className="flex h-full flex-col gap-4 rounded-xl border border-slate-800 bg-slate-900/70 p-4">
              <div className="flex items-center gap-3">
                <span className="size-8 shrink-0 animate-pulse rounded-full bg-slate-800" />
                <Bar className="w-32" />
                <Bar className="ml-auto w-20" />
              </div>
              <Bar className="w-3/4" />
              <Bar className="w-1/2" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

const Bar = ({ className }: { className: string }) => (
  <span className={`h-3 animate-pulse rounded bg-slate-800 ${className}`} />
);

/** The list has nothing to show, and says why. */
export function ListEmpty({ message }: { message: string }) {
  return (
    <div className={box}>
      <p className="py-16 text-center text-sm text-slate-400">{message}</p>
    </div>
  );
}

/**
 * The list could not be loaded: the empty text (product.md § Market list), plus a way to ask again (queries do not retry
 * on their own, product.md § Refresh intervals).
 */
export function ListLoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={`${box} flex flex-col items-center gap-4 py-16 text-center`}>
      <p className="text-sm text-slate-400">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying..." : "Try again"}
      </Button>
    </div>
  );
}
