import type { ReactNode } from "react";
import { formatCompact, formatDay, formatPercent, formatUsdPrice } from "../../../../domain/format";
import type { CoinDetail } from "../../../../schema/coin-api";
import { Card } from "../../components/page";
import { Stat } from "./stat";

type Figure = { label: string; value: ReactNode; note?: string };

/** "-5.42% from ATH · 17 Dec 2024", from what the source gave (either part may be missing). */
const extremeNote = (change: number | null, date: string | null, from: string) =>
  [change === null ? null : `${formatPercent(change)} from ${from}`, date === null ? null : formatDay(date)]
    .filter(Boolean)
    .join(" · ") || undefined;

/** The figures the source gave; one it did not give is left out rather than shown as a guess. */
function figuresOf(coin: CoinDetail): Figure[] {
  const symbol = coin.symbol.toUpperCase();
  const supply = (value: number) => `${formatCompact(value)} ${symbol}`;
  const figures: Array<Figure | null> = [
    coin.high_24h === null ? null : { label: "24h High", value: formatUsdPrice(coin.high_24h) },
    coin.low_24h === null ? null : { label: "24h Low", value: formatUsdPrice(coin.low_24h) },
    coin.ath === null
      ? null
      : {
          label: "All-Time High",
          value: formatUsdPrice(coin.ath),
          note: extremeNote(coin.ath_change_percentage, coin.ath_date, "ATH"),
        },
    coin.atl === null
      ? null
      : {
          label: "All-Time Low",
          value: formatUsdPrice(coin.atl),
          note: extremeNote(coin.atl_change_percentage, coin.atl_date, "ATL"),
        },
    coin.total_supply === null ? null : { label: "Total Supply", value: supply(coin.total_supply) },
    coin.max_supply === null ? null : { label: "Max Supply", value: supply(coin.max_supply) },
    coin.fully_diluted_valuation === null
      ? null
      : { label: "Fully Diluted Valuation", value: formatCompact(coin.fully_diluted_valuation, { money: true }) },
  ];
  return figures.filter((figure): figure is Figure => figure !== null);
}

/** 24h range, all-time high and low, supplies and FDV: only those the market data has for this coin. */
export function CoinDetails({ coin }: { coin: CoinDetail }) {
  const figures = figuresOf(coin);
  if (figures.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-4 text-sm font-semibold text-slate-300">Price range and supply</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="coin-details">
        {figures.map(({ label, value, note }) => (
          <Stat key={label} label={label} note={note}>
            {value}
          </Stat>
        ))}
      </dl>
    </Card>
  );
}
