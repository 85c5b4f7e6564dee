import { useEffect, useState } from "react";
import { formatRelativeTime, formatSourceLabel, liveUnavailableSuffix } from "../../../../domain/format";
import type { MarketStatus } from "../../../../schema/market-api";

/**
 * "Source: offline snapshot of 19 Dec 2024", or live "Source: CoinGecko · updated 12 s ago" (ticking); while
 * live refreshes fail, either ends with " — live data unavailable since 14:02 UTC".
 */
export function SourceLabel({ status }: { status: MarketStatus }) {
  const live = status.source === "coingecko";
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [live]);
  return (
    <span data-testid="market-source">
      {live
        ? `${formatSourceLabel(status.source, status.updatedAt)} · updated ${formatRelativeTime(status.updatedAt, now)}${liveUnavailableSuffix(status.failingSince, now)}`
        : status.label}
    </span>
  );
}

/**
 * product.md § Market footer: counts, the refresh note and where the data comes from. The refresh note is shown
 * only next to live data: an offline snapshot does not update (issue 17).
 */
export function MarketFooter({
  shown,
  total,
  status,
}: {
  shown: number;
  total: number;
  status: MarketStatus | undefined;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
      <p>{`Showing ${shown} of ${total} cryptocurrencies`}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        {status?.source === "coingecko" ? <span>Prices update every minute</span> : null}
        {status ? <SourceLabel status={status} /> : null}
      </p>
    </div>
  );
}
