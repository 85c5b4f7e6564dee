import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatUsdPrice } from "../../../../domain/format";
import type { CoinDetail } from "../../../../schema/coin-api";
import type { TransactionPage } from "../../../../schema/ledger-api";
import { Card } from "../../components/page";
import { api, nullIfSignedOut } from "../../lib/api";
import { useAuth } from "../auth/queries";
import { Stat } from "./stat";

/** The coin's recent transactions shown on its page (the full ledger lives on the portfolio). */
const RECENT = 20;

const TYPE_LABELS = { buy: "Buy", sell: "Sell", transfer_in: "Transfer in", transfer_out: "Transfer out" } as const;

/**
 * A signed-in user's holding of the coin from the ledger (GET /api/holdings, which spot positions feed too)
 * and their latest transactions of it (GET /api/transactions?coinId=).
 */
export function CoinHolding({ coin }: { coin: CoinDetail }) {
  const { user } = useAuth();
  const holdings = useQuery({
    queryKey: ["/api/holdings"],
    queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/holdings", { query: {} }, { signal })),
    enabled: Boolean(user),
  });
  const transactions = useQuery({
    queryKey: [`/api/transactions?coinId=${encodeURIComponent(coin.id)}&limit=${RECENT}`],
    queryFn: ({ signal }) =>
      nullIfSignedOut(api.get("/api/transactions", { query: { coinId: coin.id, limit: String(RECENT) } }, { signal })),
    enabled: Boolean(user),
  });
  if (!user) return null;
  const holding = holdings.data?.holdings.find((h) => h.coinId === coin.id && h.quantity !== "0") ?? null;
  const items = transactions.data?.items ?? [];
  const symbol = coin.symbol.toUpperCase();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-white">Your {coin.name}</h2>
      {holdings.isPending || transactions.isPending ? (
        <p className="mt-2 text-sm text-slate-400">Loading your holding...</p>
      ) : holdings.isError || transactions.isError ? (
        <p className="mt-2 text-sm text-rose-300">Your holding could not be loaded.</p>
      ) : (
        <>
          {holding ? (
            <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="coin-holding">
              <Stat label="Amount">{`${holding.quantity} ${symbol}`}</Stat>
              <Stat label="Value now">{formatUsdPrice(holding.value)}</Stat>
              <Stat label="Cost basis">{formatUsdPrice(holding.cost)}</Stat>
              <Stat label="Average cost">{formatUsdPrice(holding.averageCost)}</Stat>
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-400">
              You hold no {symbol}. Add it with 'Add to Portfolio', or see your{" "}
              <Link to="/portfolio" className="text-sky-400 hover:underline">
                portfolio
              </Link>
              .
            </p>
          )}
          {items.length > 0 ? <Transactions items={items} symbol={symbol} /> : null}
        </>
      )}
    </Card>
  );
}

function Transactions({ items, symbol }: { items: TransactionPage["items"]; symbol: string }) {
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-slate-300">Transactions</h3>
      <ul className="mt-2 divide-y divide-slate-800 text-sm" data-testid="coin-transactions">
        {items.map((tx) => (
          <li key={tx.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <span className="text-slate-400">
              {new Date(tx.executedAt).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}
            </span>
            <span className="font-medium text-white">{TYPE_LABELS[tx.type]}</span>
            <span className="tabular-nums text-slate-200">
              {tx.quantity} {symbol}
              {tx.price ? ` @ ${formatUsdPrice(tx.price)}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
