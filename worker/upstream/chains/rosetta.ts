import { createHash } from "node:crypto";
import { toBaseUnits } from "../../../domain/ad-pricing";
import { bytesToHex, crc32, decodeIcpPrincipal, isIcpAccountId } from "../../../domain/chain-addresses";
import { UpstreamError, postJson } from "../http-json";
import { type ChainConfig, bearer } from "./config";
import { type FoundPayment, type PaymentQuery, type PaymentVerifier, asInteger, asString, isRecord } from "./types";

/**
 * ICP through the ledger's Rosetta API: the payment account's transactions (POST /search/transactions,
 * newest first) and the ledger's tip (POST /network/status) for confirmations. Rosetta speaks in account
 * ids, so principals are turned into their default account id first.
 */
export function createRosettaVerifier(config: ChainConfig): PaymentVerifier {
  const { baseUrl, apiKey, network } = config.rosetta;
  const options = { service: "The ICP Rosetta API", timeoutMs: config.timeoutMs, maxBackoffMs: config.maxBackoffMs, headers: bearer(apiKey) };
  const networkIdentifier = { blockchain: "Internet Computer", network };
  return {
    async findPayments(query) {
      const paymentAccount = toAccountId(query.paymentAddress);
      const senderAccount = toAccountId(query.senderAddress);
      const [search, status] = await Promise.all([
        postJson(`${baseUrl}/search/transactions`, { network_identifier: networkIdentifier, account_identifier: { address: paymentAccount } }, options),
        postJson(`${baseUrl}/network/status`, { network_identifier: networkIdentifier }, options),
      ]);
      const tip = isRecord(status) && isRecord(status.current_block_identifier) ? asInteger(status.current_block_identifier.index) : null;
      if (tip === null) throw new UpstreamError("invalid", "The ICP Rosetta API sent no current block");
      if (!isRecord(search) || !Array.isArray(search.transactions)) {
        throw new UpstreamError("invalid", "The ICP Rosetta API sent no transaction list");
      }
      const accounts = { sender: senderAccount, payment: paymentAccount };
      return search.transactions.flatMap((entry) => matchTransaction(entry, query, accounts, tip));
    },
  };
}

/** An account id as given, or a principal's default account: CRC-32 ‖ SHA-224("\x0Aaccount-id" ‖ principal ‖ 32 zero bytes). */
export function toAccountId(address: string): string {
  if (isIcpAccountId(address)) return address.toLowerCase();
  const principal = decodeIcpPrincipal(address);
  if (!principal) throw new Error(`not an ICP account id or principal: ${address}`);
  const hash = createHash("sha224")
    .update(Uint8Array.from([0x0a, ...new TextEncoder().encode("account-id")]))
    .update(principal)
    .update(new Uint8Array(32))
    .digest();
  const checksum = crc32(hash);
  return bytesToHex(Uint8Array.from([checksum >>> 24, (checksum >>> 16) & 0xff, (checksum >>> 8) & 0xff, checksum & 0xff, ...hash]));
}

type Accounts = { sender: string; payment: string };

function matchTransaction(entry: unknown, query: PaymentQuery, accounts: Accounts, tip: bigint): FoundPayment[] {
  if (!isRecord(entry) || !isRecord(entry.block_identifier) || !isRecord(entry.transaction)) return [];
  const { transaction } = entry;
  const index = asInteger(entry.block_identifier.index);
  const txHash = isRecord(transaction.transaction_identifier) ? asString(transaction.transaction_identifier.hash) : null;
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
  const sent = transfers.some((t) => t.account === accounts.sender && t.value <= 0n);
  const received = transfers.filter((t) => t.account === accounts.payment).reduce((sum, t) => sum + t.value, 0n);
  return sent && received >= toBaseUnits(query.amount, query.currency) ? [{ txHash, confirmations }] : [];
}
