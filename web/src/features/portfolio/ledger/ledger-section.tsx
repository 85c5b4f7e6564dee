import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { COST_BASIS_METHODS, type CostBasisMethod } from "../../../../../domain/ledger-constants";
import type { Holding, HoldingsResponse, Transaction } from "../../../../../schema/ledger-api";
import { Button, buttonClass } from "../../../components/button";
import { Card } from "../../../components/page";
import { Spinner } from "../../../components/spinner";
import { reportError } from "../../../lib/query-client";
import { SelectField } from "../form-fields";
import { PlusIcon } from "../icons";
import { CoinTransactionsDialog } from "./coin-transactions-dialog";
import { HoldingsTable } from "./holdings-table";
import { ImportDialog } from "./import-dialog";
import { useSetCostBasisMethod } from "./queries";
import { RealizedPanel } from "./realized-panel";
import { type LedgerCoin, TransactionDialog } from "./transaction-dialog";

export const METHOD_LABELS: Record<CostBasisMethod, string> = {
  fifo: "FIFO (first in, first out)",
  lifo: "LIFO (last in, first out)",
  hifo: "HIFO (highest cost first)",
  average: "Average cost",
};

const coinOf = (h: Holding | Transaction): LedgerCoin => ({ coinId: h.coinId, symbol: h.symbol, name: h.name });

type Editing = { kind: "add" } | { kind: "sell"; holding: Holding } | { kind: "edit"; transaction: Transaction } | null;

/** The ledger on the portfolio page: holdings by coin, the method, add/sell/import/export, realized gains. */
export function LedgerSection({
  method,
  holdings,
}: {
  method: CostBasisMethod;
  holdings: UseQueryResult<HoldingsResponse>;
}) {
  const setMethod = useSetCostBasisMethod();
  const [editing, setEditing] = useState<Editing>(null);
  const [open, setOpen] = useState<LedgerCoin | null>(null);
  const [importing, setImporting] = useState(false);
  const close = () => setEditing(null);

  return (
    <>
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-lg font-semibold text-white">Holdings by Coin</h2>
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-56">
              <SelectField
                label="Cost basis method"
                value={method}
                onChange={(v) =>
                  setMethod.mutate(v as CostBasisMethod, {
                    onError: (error) => reportError(error, "Error", "Failed to change the cost basis method"),
                  })
                }
                options={COST_BASIS_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
              />
            </div>
            <Button size="sm" onClick={() => setEditing({ kind: "add" })}>
              <PlusIcon /> Add Transaction
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <a className={buttonClass("secondary", "sm")} href="/api/transactions/export.csv" download>
              Export CSV
            </a>
          </div>
        </div>
        {holdings.isPending || setMethod.isPending ? (
          <Spinner label="Loading holdings..." />
        ) : holdings.isError ? (
          <div className="py-6 text-center">
            <p className="font-semibold text-white">Could not load your holdings</p>
            <Button className="mt-3" variant="secondary" onClick={() => void holdings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <HoldingsTable
            holdings={holdings.data.holdings}
            onSell={(holding) => setEditing({ kind: "sell", holding })}
            onOpen={(holding) => setOpen(coinOf(holding))}
          />
        )}
      </Card>
      <Card className="space-y-3 p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-white">Realized Gains</h2>
        <RealizedPanel method={method} />
      </Card>
      <TransactionDialog
        open={editing !== null}
        onClose={close}
        transaction={editing?.kind === "edit" ? editing.transaction : null}
        coin={editing?.kind === "sell" ? coinOf(editing.holding) : null}
        type={editing?.kind === "sell" ? "sell" : "buy"}
        price={editing?.kind === "sell" ? (editing.holding.quote?.price ?? null) : null}
      />
      <CoinTransactionsDialog
        coin={open}
        onClose={() => setOpen(null)}
        onEdit={(transaction) => setEditing({ kind: "edit", transaction })}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
