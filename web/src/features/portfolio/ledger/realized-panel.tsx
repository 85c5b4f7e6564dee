import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CostBasisMethod } from "../../../../../domain/ledger-constants";
import { formatHoldings } from "../../../../../domain/amount-format";
import { formatUsdPrice } from "../../../../../domain/format";
import { buttonClass } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { formatSignedUsd, trendClass } from "../display";
import { SelectField } from "../form-fields";
import { EmptyState } from "../table-parts";
import { realizedQuery } from "./queries";

const thisYear = new Date().getUTCFullYear();
/** Rows drawn on screen; the CSV export has every one (thousands of disposals would slow the page down). */
const ROWS_SHOWN = 100;
const YEARS = [null, ...Array.from({ length: 8 }, (_, i) => thisYear - i)];

/** Every disposal (lot closed) by the chosen method and year, with its CSV export. */
export function RealizedPanel({ method }: { method: CostBasisMethod }) {
  const [year, setYear] = useState<number | null>(null);
  const query = useQuery(realizedQuery(method, year));
  const exportHref = `/api/realized/export.csv?method=${method}${year ? `&year=${year}` : ""}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-40">
          <SelectField
            label="Tax year"
            value={year === null ? "" : String(year)}
            onChange={(v) => setYear(v ? Number(v) : null)}
            options={YEARS.map((y) => ({
              value: y === null ? "" : String(y),
              label: y === null ? "All years" : String(y),
            }))}
          />
        </div>
        <a className={buttonClass("secondary", "sm")} href={exportHref} download>
          Export Realized CSV
        </a>
      </div>
      {query.isPending ? (
        <Spinner label="Loading realized gains..." />
      ) : query.isError ? (
        <p className="text-sm text-rose-400">Could not load the realized gains.</p>
      ) : query.data.disposals.length === 0 ? (
        <EmptyState>No sales in this period.</EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-300" data-testid="realized-totals">
            Proceeds {formatUsdPrice(query.data.totals.proceeds)} · Cost {formatUsdPrice(query.data.totals.cost)} · Gain{" "}
            <span className={trendClass(query.data.totals.gain)}>{formatSignedUsd(query.data.totals.gain)}</span> (short{" "}
            {formatSignedUsd(query.data.totals.shortTerm)}, long {formatSignedUsd(query.data.totals.longTerm)})
          </p>
          <div
            tabIndex={0}
            aria-label="Realized gains"
            role="region"
            className="max-h-72 overflow-auto focus-visible:outline-2 focus-visible:outline-emerald-400"
          >
            <table className="w-full text-sm">
              <thead className="text-xs uppercase text-slate-400">
                <tr>
                  <th className="px-2 py-1 text-left">Sold</th>
                  <th className="px-2 py-1 text-left">Coin</th>
                  <th className="px-2 py-1 text-right">Quantity</th>
                  <th className="hidden px-2 py-1 text-right sm:table-cell">Proceeds</th>
                  <th className="hidden px-2 py-1 text-right sm:table-cell">Cost</th>
                  <th className="px-2 py-1 text-right">Gain</th>
                  <th className="hidden px-2 py-1 text-right sm:table-cell">Held</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800">
                {query.data.disposals.slice(0, ROWS_SHOWN).map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one sale can close several lots; rows in replay order, never reordered
                  <tr key={`${d.sellId}-${i}`}>
                    <td className="px-2 py-1">{d.date.slice(0, 10)}</td>
                    <td className="px-2 py-1 uppercase">{d.symbol}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{formatHoldings(d.quantity)}</td>
                    <td className="hidden px-2 py-1 text-right tabular-nums sm:table-cell">
                      {formatUsdPrice(d.proceeds)}
                    </td>
                    <td className="hidden px-2 py-1 text-right tabular-nums sm:table-cell">{formatUsdPrice(d.cost)}</td>
                    <td className={`px-2 py-1 text-right tabular-nums ${trendClass(d.gain)}`}>
                      {formatSignedUsd(d.gain)}
                    </td>
                    <td className="hidden px-2 py-1 text-right sm:table-cell">
                      {d.holdingDays} d · {d.term}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.data.disposals.length > ROWS_SHOWN ? (
            <p className="text-xs text-slate-500">
              Showing the latest {ROWS_SHOWN} of {query.data.disposals.length.toLocaleString("en-US")} lots closed; the
              CSV export has them all.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
