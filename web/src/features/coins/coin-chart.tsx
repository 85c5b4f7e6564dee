import { formatSourceLabel } from "../../../../domain/format";
import type { CoinDetail, CoinHistory } from "../../../../schema/coin-api";
import { PriceChart } from "../charts/price-chart";
import { coinHistoryQueryOptions } from "./queries";

const sourceLabel = (history: CoinHistory) => formatSourceLabel(history.source, history.to);

/** The coin's price chart: six ranges, a crosshair tooltip, and its source and real time span under it. */
export function CoinChart({ coin }: { coin: CoinDetail }) {
  return (
    <PriceChart
      name={coin.name}
      symbol={coin.symbol}
      historyQuery={(range) => coinHistoryQueryOptions(coin.id, range)}
      sourceLabel={sourceLabel}
    />
  );
}
