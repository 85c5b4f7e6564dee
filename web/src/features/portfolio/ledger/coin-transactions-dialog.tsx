import { useQuery } from "@tanstack/react-query";
import { formatHoldings } from "../../../../../domain/amount-format";
import { formatUsdPrice } from "../../../../../domain/format";
import type { Transaction } from "../../../../../schema/ledger-api";
import { Dialog } from "../../../components/dialog";
import { Spinner } from "../../../components/spinner";
import { reportError } from "../../../lib/query-client";
import { notifySuccess } from "../../../lib/toast";
import { IconButton } from "../display";
import { PencilIcon, TrashIcon } from "../icons";
import { EmptyState } from "../table-parts";
import { coinTransactionsQuery, useDeleteTransaction } from "./queries";
import { TYPE_LABELS, type LedgerCoin } from "./transaction-dialog";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A coin's transactions, newest first, each with edit and delete (a drawer-sized dialog). */
export function CoinTransactionsDialog({
  coin,
  onClose,
  onEdit,
}: {
  coin: LedgerCoin | null;
  onClose: () => void;
  onEdit: (tx: Transaction) => void;
}) {
  const query = useQuery({ ...coinTransactionsQuery(coin?.coinId ?? ""), enabled: coin !== null });
  const remove = useDeleteTransaction();
  const del = (tx: Transaction) =>
    remove.mutate(tx.id, {
      onSuccess: () => notifySuccess("Success", "Transaction deleted"),
      onError: (error) => reportError(error, "Error", "Failed to delete transaction"),
    });
  return (
    <Dialog open={coin !== null} onClose={onClose} title={coin ? `${coin.name} transactions` : ""} size="lg">
      {query.isPending ? (
        <Spinner label="Loading transactions..." />
      ) : query.isError ? (
        <p className="text-sm text-rose-400">Could not load the transactions.</p>
      ) : query.data.items.length === 0 ? (
        <EmptyState>No transactions for this coin.</EmptyState>
      ) : (
        <ul aria-label="Transactions" className="max-h-[60vh] divide-y divide-slate-800 overflow-y-auto">
          {query.data.items.map((tx) => (
            <li key={tx.id} data-testid={`tx-${tx.id}`} className="flex items-center gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="text-white">
                  <span
                    className={tx.type === "buy" || tx.type === "transfer_in" ? "text-emerald-400" : "text-rose-400"}
                  >
                    {TYPE_LABELS[tx.type]}
                  </span>{" "}
                  <span className="tabular-nums">{formatHoldings(tx.quantity)}</span>
                  {tx.price ? <span className="text-slate-400"> @ {formatUsdPrice(tx.price)}</span> : null}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {when(tx.executedAt)}
                  {tx.fee !== "0" ? ` · fee ${formatUsdPrice(tx.fee)}` : ""}
                  {tx.source !== "manual" ? ` · ${tx.source}` : ""}
                  {tx.note ? ` · ${tx.note}` : ""}
                </p>
              </div>
              <IconButton label={`Edit transaction ${tx.id}`} onClick={() => onEdit(tx)}>
                <PencilIcon />
              </IconButton>
              <IconButton
                label={`Delete transaction ${tx.id}`}
                tone="danger"
                disabled={remove.isPending && remove.variables === tx.id}
                onClick={() => del(tx)}
              >
                <TrashIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
