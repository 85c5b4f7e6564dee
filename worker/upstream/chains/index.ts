import { CHAIN_OF, type Chain } from "../../../domain/chain-addresses";
import type { PaymentCurrency } from "../../../schema/ad-constants";
import type { Db } from "../../db";
import type { Env } from "../../env";
import { chainConfig } from "./config";
import { createCkbVerifier } from "./ckb";
import { createEsploraVerifier } from "./esplora";
import { createEtherscanVerifier } from "./etherscan";
import { createRosettaVerifier } from "./rosetta";
import { createTestLedgerVerifier } from "./test-ledger";
import type { PaymentVerifier } from "./types";

export type PaymentSource = { verifier: PaymentVerifier; minConfirmations: number };

const ADAPTERS: Record<Chain, (config: ReturnType<typeof chainConfig>) => PaymentVerifier> = {
  bitcoin: createEsploraVerifier,
  ethereum: createEtherscanVerifier,
  "internet-computer": createRosettaVerifier,
  nervos: createCkbVerifier,
};

/** Local runs and tests (.dev.vars, the vitest bindings) check payments against the test ledger. */
export const usesTestLedger = (env: Env) => env.PAYMENT_VERIFIER === "test-ledger";

/**
 * Where an order's payment is looked for: its chain's explorer, or the test ledger when the configuration
 * says so (local runs and tests, through .dev.vars); a deployed worker uses the chains unless told otherwise.
 */
export function paymentSource(env: Env, db: Db, currency: PaymentCurrency): PaymentSource {
  const config = chainConfig(env);
  const chain = CHAIN_OF[currency];
  const verifier = usesTestLedger(env) ? createTestLedgerVerifier(db) : ADAPTERS[chain](config);
  return { verifier, minConfirmations: config.confirmations[chain] };
}
