import type { ReactNode } from "react";
import { displayPrice, portfolioSummary } from "../../../../domain/trading";
import type { HoldingsResponse } from "../../../../schema/ledger-api";
import type { LeveragedPosition, SpotPosition } from "../../../../schema/portfolio";
import { formatSignedUsd, trendClass } from "./display";
import { formatPercent, formatUsdPrice } from "../../../../domain/format";

function SummaryCard({
  label,
  value,
  detail,
  valueClass = "text-white",
}: {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  valueClass?: string;
}) {
  return (
    <section aria-label={label} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-5">
      <h2 className="text-xs font-medium uppercase tracking-wide text-slate-400">{label}</h2>
      {/* Never truncated (issue 17): a long figure breaks after a separator or takes a smaller size on a phone. */}
      <p
        className={`mt-2 text-lg leading-tight font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl ${valueClass}`}
      >
        {value}
      </p>
      <p className="mt-1 text-xs text-slate-400 sm:text-sm">{detail}</p>
    </section>
  );
}

/**
 * product.md § Summary cards: Total Portfolio Value, 24h Change, Total P&L, Active Positions ('N Spot, M Leveraged'),
 * and the ledger's Realized P&L (issue 15). With the ledger's totals, spot value and P&L come from its holdings.
 */
export function SummaryCards({
  spot,
  leveraged,
  ledger,
}: {
  spot: SpotPosition[];
  leveraged: LeveragedPosition[];
  ledger?: HoldingsResponse["totals"];
}) {
  const summary = portfolioSummary(
    spot.map((p) => ({ ...p, price: displayPrice(p.marketPrice, p.currentPrice), change24hPercent: p.change24h })),
    leveraged.map((p) => ({ ...p, price: displayPrice(p.marketPrice, p.currentPrice), change24hPercent: p.change24h })),
    ledger,
  );
  return (
    <div className={`grid grid-cols-2 gap-3 sm:gap-4 ${ledger ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
      <SummaryCard
        label="Total Portfolio Value"
        value={formatUsdPrice(summary.totalValue)}
        detail="Spot value plus leveraged equity"
      />
      <SummaryCard
        label="24h Change"
        value={formatSignedUsd(summary.change24h)}
        valueClass={trendClass(summary.change24h)}
        detail={<span className={trendClass(summary.change24h)}>{formatPercent(summary.change24hPercent)}</span>}
      />
      <SummaryCard
        label="Total P&L"
        value={formatSignedUsd(summary.totalPnl)}
        valueClass={trendClass(summary.totalPnl)}
        detail={<span className={trendClass(summary.totalPnl)}>{formatPercent(summary.totalPnlPercent)}</span>}
      />
      <SummaryCard
        label="Active Positions"
        value={summary.spotCount + summary.leveragedCount}
        detail={`${summary.spotCount} Spot, ${summary.leveragedCount} Leveraged`}
      />
      {ledger ? (
        <SummaryCard
          label="Realized P&L"
          value={formatSignedUsd(ledger.realizedPnl)}
          valueClass={trendClass(ledger.realizedPnl)}
          detail="Closed by your cost-basis method"
        />
      ) : null}
    </div>
  );
}
