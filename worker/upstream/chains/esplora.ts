import { toBaseUnits } from "../../../domain/ad-pricing";
import { UpstreamError, getJson } from "../http";
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

// A block's timestamp may trail the real time by up to about two hours (consensus allows it), so a payment
// sent just after the order can sit in a block stamped a little before it.
const BLOCK_TIME_GRACE_MS = 2 * 60 * 60 * 1000;

/**
 * Bitcoin through an Esplora API (mempool.space, Blockstream): the payment address's transactions
 * (GET /address/:address/txs, newest first: the mempool and the last 25 confirmed) and the tip height
 * (GET /blocks/tip/height) for confirmations.
 */
export function createEsploraVerifier(config: ChainConfig): PaymentVerifier {
  const { baseUrl, apiKey } = config.esplora;
  const options = requestOptions(config, "The Bitcoin explorer", bearer(apiKey));
  return {
    async findPayments(query) {
      const [txs, tip] = await Promise.all([
        getJson(`${baseUrl}/address/${encodeURIComponent(query.paymentAddress)}/txs`, options),
        getJson(`${baseUrl}/blocks/tip/height`, options),
      ]);
      const tipHeight = asInteger(tip);
      if (tipHeight === null)
        throw new UpstreamError(options.source, "invalid", "The Bitcoin explorer sent no tip height");
      if (!Array.isArray(txs))
        throw new UpstreamError(options.source, "invalid", "The Bitcoin explorer sent no transaction list");
      return txs.flatMap((tx) => {
        const payment = matchTransaction(tx, query, tipHeight);
        return payment ? [payment] : [];
      });
    },
  };
}

function matchTransaction(tx: unknown, query: PaymentQuery, tipHeight: bigint): FoundPayment | null {
  if (!isRecord(tx) || !isRecord(tx.status) || tx.status.confirmed !== true) return null;
  const txHash = asString(tx.txid);
  const height = asInteger(tx.status.block_height);
  const blockTime = asInteger(tx.status.block_time);
  if (!txHash || height === null || blockTime === null) return null;
  if (Number(blockTime) * 1000 < query.createdAt.getTime() - BLOCK_TIME_GRACE_MS) return null;
  const confirmations = Number(tipHeight - height + 1n);
  if (confirmations < query.minConfirmations) return null;
  if (!Array.isArray(tx.vout)) return null;
  const paid = tx.vout.reduce<bigint>((sum, out) => {
    if (!isRecord(out) || out.scriptpubkey_address !== query.paymentAddress) return sum;
    return sum + (asInteger(out.value) ?? 0n);
  }, 0n);
  return pays(paid, toBaseUnits(query.amount, query.currency), query.exact) ? { txHash, confirmations } : null;
}
