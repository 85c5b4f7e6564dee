import type { ReactNode } from "react";

export function Th({ children, align = "right" }: { children: ReactNode; align?: "left" | "right" }) {
  return (
    <th
      scope="col"
      className={`px-3 py-2 text-xs font-medium uppercase tracking-wide text-slate-400 ${align === "left" ? "text-left" : "text-right"}`}
    >
      {children}
    </th>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-700 px-4 py-10 text-center text-sm text-slate-400">
      {children}
    </p>
  );
}

/** One label and value of a mobile position card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words tabular-nums text-slate-100">{children}</dd>
    </div>
  );
}

/** product.md § Spot positions, § Leveraged positions: a position table from 768 px, the same positions as cards below it. */
export function PositionList({ head, rows, cards }: { head: ReactNode; rows: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-800">{head}</tr>
          </thead>
          <tbody className="divide-y divide-slate-800/70">{rows}</tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">{cards}</ul>
    </>
  );
}
