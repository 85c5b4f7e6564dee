import type { ReactNode } from "react";

/** One labelled figure of the coin page (its stats and the user's holding). */
export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 truncate text-base font-semibold tabular-nums text-white">{children}</dd>
    </div>
  );
}
