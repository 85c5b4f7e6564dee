import type { Chain } from "../../../domain/chain-addresses";
import type { Env } from "../../env";
import type { JsonRequestOptions } from "../http";

/** How the payment check reaches each chain. Every value has a working public default. */
export type ChainConfig = {
  timeoutMs: number;
  maxBackoffMs: number;
  confirmations: Record<Chain, number>;
  esplora: { baseUrl: string; apiKey: string | null };
  etherscan: {
    baseUrl: string;
    apiKey: string | null;
    chainId: string | null;
    contracts: { USDC: string; USDT: string };
  };
  rosetta: { baseUrl: string; apiKey: string | null; network: string };
  ckb: { rpcUrl: string; apiKey: string | null };
};

// Confirmations before a payment counts: about 20 minutes on Bitcoin, a few minutes on Ethereum and CKB;
// an Internet Computer ledger block is final once written.
const DEFAULT_CONFIRMATIONS: Record<Chain, number> = { bitcoin: 2, ethereum: 12, "internet-computer": 1, nervos: 24 };

const count = (value: string | undefined, fallback: number, min = 1) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(n) && n >= min ? n : fallback;
};
const url = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, "");
const key = (value: string | undefined) => value?.trim() || null;

export function chainConfig(env: Env): ChainConfig {
  return {
    timeoutMs: count(env.PAYMENT_CHECK_TIMEOUT_MS, 8000),
    maxBackoffMs: 2000,
    confirmations: {
      bitcoin: count(env.PAYMENT_CONFIRMATIONS_BTC, DEFAULT_CONFIRMATIONS.bitcoin),
      ethereum: count(env.PAYMENT_CONFIRMATIONS_ETH, DEFAULT_CONFIRMATIONS.ethereum),
      "internet-computer": count(env.PAYMENT_CONFIRMATIONS_ICP, DEFAULT_CONFIRMATIONS["internet-computer"]),
      nervos: count(env.PAYMENT_CONFIRMATIONS_CKB, DEFAULT_CONFIRMATIONS.nervos),
    },
    esplora: { baseUrl: url(env.ESPLORA_BASE_URL, "https://mempool.space/api"), apiKey: key(env.ESPLORA_API_KEY) },
    etherscan: {
      baseUrl: url(env.ETHERSCAN_BASE_URL, "https://api.etherscan.io/v2/api"),
      apiKey: key(env.ETHERSCAN_API_KEY),
      // Etherscan's v2 API serves every chain and needs the chain id; Blockscout's compatible API ignores it.
      chainId: env.ETHERSCAN_CHAIN_ID?.trim() === "" ? null : (env.ETHERSCAN_CHAIN_ID?.trim() ?? "1"),
      contracts: {
        USDC: (env.USDC_CONTRACT?.trim() || "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48").toLowerCase(),
        USDT: (env.USDT_CONTRACT?.trim() || "0xdac17f958d2ee523a2206206994597c13d831ec7").toLowerCase(),
      },
    },
    rosetta: {
      baseUrl: url(env.ICP_ROSETTA_BASE_URL, "https://rosetta-api.internetcomputer.org"),
      apiKey: key(env.ICP_ROSETTA_API_KEY),
      network: "00000000000000020101",
    },
    ckb: { rpcUrl: url(env.CKB_RPC_URL, "https://mainnet.ckb.dev/rpc"), apiKey: key(env.CKB_RPC_API_KEY) },
  };
}

/**
 * How an adapter calls its service: the check's timeout, and a 429 retried once within 2 s, after its
 * Retry-After or 1 s without one (CoinGecko assumes a minute and never retries: its budget cools down instead).
 */
export const requestOptions = (
  config: ChainConfig,
  source: string,
  headers: Record<string, string> = {},
): JsonRequestOptions => ({
  source,
  timeoutMs: config.timeoutMs,
  maxBackoffMs: config.maxBackoffMs,
  retryAfterFallbackSeconds: 1,
  headers,
});

/** API keys other than Etherscan's (a query parameter) travel as a bearer token. */
export const bearer = (apiKey: string | null): Record<string, string> =>
  apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
