import { toBaseUnits } from "../../../domain/ad-pricing";
import { decodeIcpPrincipal, isIcpAccountId } from "../../../domain/chain-addresses";
import { icpAccountId } from "../../../domain/payment-derivation";
import { UpstreamError, postJson } from "../http";
import { type ChainConfig, bearer, requestOptions } from "./config";
import {
  type FoundPayment,
  type PaymentQuery,
  type PaymentVerifier,
  asInteger,
  asString,
  isRecord,
  pays,
} from "./types";

/**
 * ICP through the ledger's Rosetta API: the payment account's transactions (POST /search/transactions,
 * newest first) and the ledger's tip (POST /network/status) for confirmations. Rosetta speaks in account
 * ids, so a principal is turned into its default account id first (an order's deposit subaccount is
 * stored as its account id already).
 */
export function createRosettaVerifier(config: ChainConfig): PaymentVerifier {
  const { baseUrl, apiKey, network } = config.rosetta;
  const options = requestOptions(config, "The ICP Rosetta API", bearer(apiKey));
  const networkIdentifier = { blockchain: "Internet Computer", network };
  return {
    async findPayments(query) {
      const paymentAccount = toAccountId(query.paymentAddress);
      const [search, status] = await Promise.all([
        postJson(
          `${baseUrl}/search/transactions`,
          { network_identifier: networkIdentifier, account_identifier: { address: paymentAccount } },
          options,
        ),
        postJson(`${baseUrl}/network/status`, { network_identifier: networkIdentifier }, options),
      ]);
      const tip =
        isRecord(status) && isRecord(status.current_block_identifier)
          ? asInteger(status.current_block_identifier.index)
          : null;
      if (tip === null) throw new UpstreamError(options.source, "invalid", "The ICP Rosetta API sent no current block");
      if (!isRecord(search) || !Array.isArray(search.transactions)) {
        throw new UpstreamError(options.source, "invalid", "The ICP Rosetta API sent no transaction list");
      }
      return search.transactions.flatMap((entry) => matchTransaction(entry, query, paymentAccount, tip));
    },
  };
}

/** An account id as given (lower case), or a principal's default account (subaccount 0). */
export function toAccountId(address: string): string {
  if (isIcpAccountId(address)) return address.toLowerCase();
  if (!decodeIcpPrincipal(address)) throw new Error(`not an ICP account id or principal: ${address}`);
  return icpAccountId(address);
}

function matchTransaction(entry: unknown, query: PaymentQuery, paymentAccount: string, tip: bigint): FoundPayment[] {
  if (!isRecord(entry) || !isRecord(entry.block_identifier) || !isRecord(entry.transaction)) return [];
  const { transaction } = entry;
  const index = asInteger(entry.block_identifier.index);
  const txHash = isRecord(transaction.transaction_identifier)
    ? asString(transaction.transaction_identifier.hash)
    : null;
  const timestampNs = isRecord(transaction.metadata) ? asInteger(transaction.metadata.timestamp) : null;
  if (index === null || !txHash || timestampNs === null || !Array.isArray(transaction.operations)) return [];
  if (timestampNs / 1_000_000n < BigInt(query.createdAt.getTime())) return [];
  const confirmations = Number(tip - index + 1n);
  if (confirmations < query.minConfirmations) return [];
  const transfers = transaction.operations.flatMap((op) => {
    if (!isRecord(op) || op.type !== "TRANSACTION" || op.status !== "COMPLETED") return [];
    const account = isRecord(op.account) ? asString(op.account.address)?.toLowerCase() : null;
    const value = isRecord(op.amount) ? asInteger(op.amount.value) : null;
    return account && value !== null ? [{ account, value }] : [];
  });
  const received = transfers.filter((t) => t.account === paymentAccount).reduce((sum, t) => sum + t.value, 0n);
  return pays(received, toBaseUnits(query.amount, query.currency), query.exact) ? [{ txHash, confirmations }] : [];
}
