import { CURRENCY_DECIMALS, toUnits } from "../../../domain/ad-pricing";
import { UpstreamError, getJson } from "../http";
import { type ChainConfig, requestOptions } from "./config";
import {
  type FoundPayment,
  type PaymentQuery,
  type PaymentVerifier,
  asInteger,
  asString,
  isRecord,
  pays,
} from "./types";

const SOURCE = "The Ethereum explorer";

/**
 * Ether, USDC and USDT through an Etherscan-compatible account API (Etherscan v2, Blockscout): the payment
 * address's normal transactions (action=txlist) for ETH, its ERC-20 transfers of the token's contract
 * (action=tokentx) for the stablecoins. Both answers carry each transaction's confirmations.
 */
export function createEtherscanVerifier(config: ChainConfig): PaymentVerifier {
  const { baseUrl, apiKey, chainId, contracts } = config.etherscan;
  const options = requestOptions(config, SOURCE);
  const list = async (params: Record<string, string>) => {
    const url = new URL(baseUrl);
    const all: Record<string, string> = {
      ...(chainId ? { chainid: chainId } : {}),
      module: "account",
      ...params,
      startblock: "0",
      endblock: "99999999",
      page: "1",
      offset: "100",
      sort: "desc",
      ...(apiKey ? { apikey: apiKey } : {}),
    };
    for (const [name, value] of Object.entries(all)) url.searchParams.set(name, value);
    return resultList(await getJson(url.toString(), options));
  };
  return {
    async findPayments(query) {
      if (query.currency === "ETH") {
        const txs = await list({ action: "txlist", address: query.paymentAddress });
        return txs.flatMap((tx) =>
          match(tx, query, () => (tx.isError === "0" && tx.txreceipt_status !== "0" ? 18 : null)),
        );
      }
      const contract = query.currency === "USDC" ? contracts.USDC : query.currency === "USDT" ? contracts.USDT : null;
      if (!contract) throw new Error(`Etherscan does not carry ${query.currency}`);
      const transfers = await list({ action: "tokentx", contractaddress: contract, address: query.paymentAddress });
      return transfers.flatMap((tx) =>
        match(tx, query, () =>
          asString(tx.contractAddress)?.toLowerCase() === contract ? tokenDecimals(tx, query) : null,
        ),
      );
    },
  };
}

/** `{status, message, result}`: "No transactions found" is an empty list; any other refusal is a failure. */
function resultList(body: unknown): Record<string, unknown>[] {
  if (!isRecord(body)) throw new UpstreamError(SOURCE, "invalid", `${SOURCE} sent an unexpected answer`);
  if (Array.isArray(body.result)) return body.result.filter(isRecord);
  if (body.status === "0" && /no (transactions|records) found/i.test(String(body.message))) return [];
  const reason = typeof body.result === "string" ? body.result : String(body.message ?? "unknown error");
  throw new UpstreamError(SOURCE, "status", `${SOURCE} refused the request: ${reason.slice(0, 120)}`);
}

/** The token's own decimals as the explorer reports them (the configured currency's when absent). */
function tokenDecimals(tx: Record<string, unknown>, query: PaymentQuery): number {
  const reported = asInteger(tx.tokenDecimal);
  return reported === null ? CURRENCY_DECIMALS[query.currency] : Number(reported);
}

/** `decimals` says in which unit `value` counts, or null when the entry is not a payment at all. */
function match(tx: Record<string, unknown>, query: PaymentQuery, decimals: () => number | null): FoundPayment[] {
  const txHash = asString(tx.hash);
  const value = asInteger(tx.value);
  const confirmations = asInteger(tx.confirmations);
  const timeStamp = asInteger(tx.timeStamp);
  const unit = decimals();
  if (!txHash || value === null || confirmations === null || timeStamp === null || unit === null) return [];
  if (asString(tx.to)?.toLowerCase() !== query.paymentAddress.toLowerCase()) return [];
  if (Number(timeStamp) * 1000 < query.createdAt.getTime()) return [];
  if (Number(confirmations) < query.minConfirmations) return [];
  return pays(value, toUnits(query.amount, unit), query.exact)
    ? [{ txHash, confirmations: Number(confirmations) }]
    : [];
}
