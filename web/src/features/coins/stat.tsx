import type { ReactNode } from "react";

/** One labelled figure of the coin page (its stats and the user's holding), with an optional note under it. */
export function Stat({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 truncate text-base font-semibold tabular-nums text-white">{children}</dd>
      {note ? <dd className="mt-0.5 text-xs tabular-nums text-slate-400">{note}</dd> : null}
    </div>
  );
}
