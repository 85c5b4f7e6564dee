import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CostBasisMethod } from "../../../../../domain/ledger-constants";
import type { ImportFormat, Transaction } from "../../../../../schema/ledger-api";
import { api } from "../../../lib/api";
import { USER_KEY } from "../../auth/queries";
import { HOLDINGS_KEY, REALIZED_KEY, SPOT_KEY, TRANSACTIONS_KEY } from "../queries";

export const holdingsQuery = (method: CostBasisMethod) =>
  queryOptions({
    queryKey: [...HOLDINGS_KEY, method],
    queryFn: () => api.get("/api/holdings", { query: { method } }),
  });

export const realizedQuery = (method: CostBasisMethod, year: number | null) =>
  queryOptions({
    queryKey: [...REALIZED_KEY, method, year],
    queryFn: () => api.get("/api/realized", { query: { method, year: year ? String(year) : undefined } }),
  });

/** One coin's transactions, newest first (the drawer shows up to 500; a page control is not needed below that). */
export const coinTransactionsQuery = (coinId: string) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, coinId],
    queryFn: () => api.get("/api/transactions", { query: { coinId, limit: "500" } }),
  });

/** Every list a ledger write can change: holdings, realized gains, transactions and the spot positions. */
function useLedgerMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [HOLDINGS_KEY, REALIZED_KEY, TRANSACTIONS_KEY, SPOT_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export type TransactionPayload = {
  coinId: string;
  symbol: string;
  name: string;
  type: Transaction["type"];
  quantity: string;
  price: string | null;
  fee: string;
  executedAt: string;
  note: string | null;
};

export const useAddTransaction = () =>
  useLedgerMutation((body: TransactionPayload) => api.post("/api/transactions", { json: body }));
export const useUpdateTransaction = () =>
  useLedgerMutation(({ id, ...body }: Partial<TransactionPayload> & { id: number }) =>
    api.patch("/api/transactions/:id", { param: { id: String(id) }, json: body }),
  );
export const useDeleteTransaction = () =>
  useLedgerMutation((id: number) => api.delete("/api/transactions/:id", { param: { id: String(id) } }));

export const useImportCsv = () =>
  useLedgerMutation((body: { format: ImportFormat; csv: string; dryRun: boolean }) =>
    api.post("/api/transactions/import", { json: body }),
  );

/** PUT /api/profile `{ costBasisMethod }`: the default method, kept on the signed-in user. */
export function useSetCostBasisMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costBasisMethod: CostBasisMethod) => api.put("/api/profile", { json: { costBasisMethod } }),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
