import { toBaseUnits } from "../../../domain/ad-pricing";
import { type CkbScript, decodeCkbAddress } from "../../../domain/chain-addresses";
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

/** At most this many candidate transactions (the newest) are fetched in full per check. */
const MAX_CANDIDATES = 10;

/**
 * CKB through a node's indexer RPC (JSON-RPC). get_transactions (grouped by transaction) lists the
 * transactions that touch a cell of the payment lock; one that creates a cell of it and spends none (money
 * coming in, not the operator moving funds) is a candidate. get_transaction gives its outputs (the
 * capacity paid), get_header its block's time, get_indexer_tip the confirmations. The sender plays no part:
 * CKB orders share the operator's address and are told apart by their unique amounts.
 */
export function createCkbVerifier(config: ChainConfig): PaymentVerifier {
  const { rpcUrl, apiKey } = config.ckb;
  const options = requestOptions(config, "The CKB node", bearer(apiKey));
  let id = 0;
  const rpc = async (method: string, params: unknown[]): Promise<unknown> => {
    const body = await postJson(rpcUrl, { id: ++id, jsonrpc: "2.0", method, params }, options);
    if (!isRecord(body))
      throw new UpstreamError(options.source, "invalid", `The CKB node sent an unexpected answer to ${method}`);
    if (isRecord(body.error))
      throw new UpstreamError(
        options.source,
        "status",
        `The CKB node refused ${method}: ${String(body.error.message).slice(0, 120)}`,
      );
    return body.result;
  };
  const transactionsOf = async (lock: CkbScript) => {
    const result = await rpc("get_transactions", [
      { script: lock, script_type: "lock", group_by_transaction: true },
      "desc",
      "0x64",
    ]);
    if (!isRecord(result) || !Array.isArray(result.objects))
      throw new UpstreamError(options.source, "invalid", "The CKB node sent no transaction list");
    return result.objects.flatMap(parseGroupedTx);
  };

  return {
    async findPayments(query) {
      const payment = lockOf(query.paymentAddress);
      const [tipResult, received] = await Promise.all([rpc("get_indexer_tip", []), transactionsOf(payment)]);
      const tip = isRecord(tipResult) ? asInteger(tipResult.block_number) : null;
      if (tip === null) throw new UpstreamError(options.source, "invalid", "The CKB node sent no indexer tip");
      const candidates = received
        .filter((tx) => tx.outputs.length > 0 && tx.inputs.length === 0)
        .map((tx) => ({ ...tx, confirmations: Number(tip - tx.blockNumber + 1n) }))
        .filter((tx) => tx.confirmations >= query.minConfirmations)
        .slice(0, MAX_CANDIDATES);
      const found: FoundPayment[] = [];
      for (const candidate of candidates) {
        if (await paysInFull(rpc, candidate.hash, candidate.outputs, payment, query)) {
          found.push({ txHash: candidate.hash, confirmations: candidate.confirmations });
        }
      }
      return found;
    },
  };
}

function lockOf(address: string): CkbScript {
  const decoded = decodeCkbAddress(address);
  if (!decoded) throw new Error(`not a CKB address: ${address}`);
  return decoded.lock;
}

type GroupedTx = { hash: string; blockNumber: bigint; inputs: bigint[]; outputs: bigint[] };

/** One `{tx_hash, block_number, cells: [[io_type, io_index], …]}` of a grouped get_transactions answer. */
function parseGroupedTx(entry: unknown): GroupedTx[] {
  if (!isRecord(entry)) return [];
  const { cells: listed } = entry;
  const hash = asString(entry.tx_hash);
  const blockNumber = asInteger(entry.block_number);
  if (!hash || blockNumber === null || !Array.isArray(listed)) return [];
  const cells = (type: string) =>
    listed.flatMap((cell: unknown) => {
      const index = Array.isArray(cell) && cell[0] === type ? asInteger(cell[1]) : null;
      return index === null ? [] : [index];
    });
  return [{ hash, blockNumber, inputs: cells("input"), outputs: cells("output") }];
}

const sameScript = (value: unknown, script: CkbScript) =>
  isRecord(value) &&
  asString(value.code_hash)?.toLowerCase() === script.code_hash &&
  value.hash_type === script.hash_type &&
  asString(value.args)?.toLowerCase() === script.args;

async function paysInFull(
  rpc: (method: string, params: unknown[]) => Promise<unknown>,
  hash: string,
  outputIndexes: bigint[],
  payment: CkbScript,
  query: PaymentQuery,
): Promise<boolean> {
  const result = await rpc("get_transaction", [hash]);
  if (!isRecord(result) || !isRecord(result.transaction) || !isRecord(result.tx_status)) return false;
  if (result.tx_status.status !== "committed" || !Array.isArray(result.transaction.outputs)) return false;
  const outputs = result.transaction.outputs;
  const paid = outputIndexes.reduce((sum, index) => {
    const output: unknown = outputs[Number(index)];
    return isRecord(output) && sameScript(output.lock, payment) ? sum + (asInteger(output.capacity) ?? 0n) : sum;
  }, 0n);
  if (!pays(paid, toBaseUnits(query.amount, query.currency), query.exact)) return false;
  const blockHash = asString(result.tx_status.block_hash);
  const header = blockHash ? await rpc("get_header", [blockHash]) : null;
  const timestamp = isRecord(header) ? asInteger(header.timestamp) : null;
  return timestamp !== null && Number(timestamp) >= query.createdAt.getTime();
}
