import { readFileSync } from "node:fs";
import type { FakeReply, FakeRoute } from "./fake-upstream-routes";

/** The payment verifiers' upstreams as the fake answers them (fixtures/PAYMENTS-SOURCES.md). */
const file = (name: string): FakeReply => ({
  body: readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"),
});
const json = (value: unknown): FakeReply => ({ body: JSON.stringify(value) });

export const PAID_BTC_ADDRESS = "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2";
export const DEAD_ADDRESS = "0x000000000000000000000000000000000000dead";
export const PAID_ICP_ACCOUNT = "082ecf2e3f647ac600f43f38a68342fba5b8e68b085f02592b77f39808a8d2b5";
export const CKB_PAYMENT_ARGS = "0xf53fbfa51ab046e9909ea727746ac273325ed400";
export const CKB_SENDER_ARGS = "0x7f4d0ffa9804db544f50d4edba3406c82df6c401";
export const CKB_TX = "0xff3dacb737d27fb3493c265ac9f581ad764e7c77c64a691f0afad09162e60f2c";

// Etherscan's documented answer when an address has no entries.
const NO_TRANSACTIONS = { status: "0", message: "No transactions found", result: [] };

function etherscan(url: URL): FakeReply {
  const param = (name: string) => url.searchParams.get(name)?.toLowerCase();
  if (param("chainid") === "56") return file("etherscan-refused-free-key-bnb.json");
  if (param("address") !== DEAD_ADDRESS) return json(NO_TRANSACTIONS);
  if (param("action") === "txlist") return file("etherscan-txlist-eth-to-0xdead.json");
  if (param("action") === "tokentx" && param("contractaddress") === "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48") {
    return file("etherscan-tokentx-usdc-to-0xdead.json");
  }
  return json(NO_TRANSACTIONS);
}

function rosettaSearch(recording: string) {
  return (_: URL, body: string): FakeReply => {
    const address = (JSON.parse(body) as { account_identifier?: { address?: string } }).account_identifier?.address;
    return address === PAID_ICP_ACCOUNT ? file(recording) : json({ transactions: [], total_count: 0 });
  };
}

type RpcCall = { id: number; method: string; params: Array<{ script?: { args?: string } } | string> };

function ckbRpc(_: URL, body: string): FakeReply {
  const call = JSON.parse(body) as RpcCall;
  const reply = (name: string): FakeReply => {
    const answer = JSON.parse(file(name).body) as Record<string, unknown>;
    return json({ ...answer, id: call.id });
  };
  const first = call.params[0];
  switch (call.method) {
    case "get_indexer_tip":
      return reply("ckb-rpc-get-indexer-tip-built.json");
    case "get_transactions": {
      const args = typeof first === "object" ? first.script?.args : undefined;
      if (args === CKB_PAYMENT_ARGS) return reply("ckb-rpc-get-transactions-payment-lock-built.json");
      if (args === CKB_SENDER_ARGS) return reply("ckb-rpc-get-transactions-sender-lock-built.json");
      return json({ jsonrpc: "2.0", id: call.id, result: { last_cursor: "0x", objects: [] } });
    }
    case "get_transaction":
      return first === CKB_TX
        ? reply("ckb-rpc-get-transaction-ff3dacb7-built.json")
        : json({ jsonrpc: "2.0", id: call.id, result: null });
    case "get_header":
      return reply("ckb-rpc-get-header-built.json");
    default:
      return json({ jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "Method not found" } });
  }
}

export const PAYMENT_ROUTES: FakeRoute[] = [
  {
    method: "GET",
    path: /^\/esplora\/address\/[^/]+\/txs$/,
    reply: (url) =>
      url.pathname.includes(`/${PAID_BTC_ADDRESS}/`)
        ? file("esplora-mempoolspace-address-txs-bc1qvhykeqc.json")
        : json([]),
  },
  { method: "GET", path: /^\/esplora\/blocks\/tip\/height$/, reply: () => file("esplora-blocks-tip-height-built.txt") },
  { method: "GET", path: /^\/etherscan\/api$/, reply: etherscan },
  {
    method: "POST",
    path: /^\/rosetta\/search\/transactions$/,
    reply: rosettaSearch("icp-rosetta-search-transactions-082ecf2e.json"),
  },
  {
    method: "POST",
    path: /^\/rosetta-paid\/search\/transactions$/,
    reply: rosettaSearch("icp-rosetta-search-transactions-082ecf2e-derived-1.5icp.json"),
  },
  {
    method: "POST",
    path: /^\/rosetta(-paid)?\/network\/status$/,
    reply: () => file("icp-rosetta-network-status-built.json"),
  },
  { method: "POST", path: /^\/ckb$/, reply: ckbRpc },
];
