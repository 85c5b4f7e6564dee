import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import Decimal from "decimal.js";
import { coinIdForSymbol } from "../../../../domain/coin-ids";
import { formatUsdPrice } from "../../../../domain/format";
import type { SpotPosition } from "../../../../schema/portfolio";
import type { CoinDetail } from "../../../../schema/coin-api";
import { Card } from "../../components/page";
import { useAuth } from "../auth/queries";
import { spotPositionsQuery } from "../portfolio/queries";

/** Whether a position (kept by symbol, SPEC §7) is of this coin. */
const isOfCoin = (coin: CoinDetail) => (p: SpotPosition) =>
  coinIdForSymbol(p.symbol) === coin.id || p.symbol.toLowerCase() === coin.symbol.toLowerCase();

/** A signed-in user's holding of the coin: their spot positions of it, summed and valued at today's price. */
export function CoinHolding({ coin }: { coin: CoinDetail }) {
  const { user } = useAuth();
  const spot = useQuery({ ...spotPositionsQuery, enabled: Boolean(user) });
  if (!user) return null;
  const positions = (spot.data ?? []).filter(isOfCoin(coin));
  const amount = positions.reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
  const cost = positions.reduce((sum, p) => sum.plus(new Decimal(p.amount).times(p.entryPrice)), new Decimal(0));
  const value = coin.current_price === null ? null : amount.times(coin.current_price);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-white">Your {coin.name}</h2>
      {spot.isPending ? (
        <p className="mt-2 text-sm text-slate-400">Loading your holding...</p>
      ) : spot.isError ? (
        <p className="mt-2 text-sm text-rose-300">Your holding could not be loaded.</p>
      ) : positions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">
          You hold no {coin.symbol.toUpperCase()} yet. Add it with 'Add to Portfolio', or see your{" "}
          <Link to="/portfolio" className="text-sky-400 hover:underline">
            portfolio
          </Link>
          .
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="coin-holding">
          <Fact label="Amount">{`${amount.toFixed()} ${coin.symbol.toUpperCase()}`}</Fact>
          <Fact label="Value now">{value === null ? "N/A" : formatUsdPrice(value.toFixed(2))}</Fact>
          <Fact label="Cost">{formatUsdPrice(cost.toFixed(2))}</Fact>
          <Fact label="Average price">{formatUsdPrice(amount.isZero() ? null : cost.div(amount).toFixed(8))}</Fact>
        </dl>
      )}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 truncate font-semibold tabular-nums text-white">{children}</dd>
    </div>
  );
}
