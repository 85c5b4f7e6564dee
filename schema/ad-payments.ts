import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The test ledger: payments recorded by `npm run payments:simulate`, which the payment check reads instead
 * of the blockchains when PAYMENT_VERIFIER=test-ledger (like a payment provider's test mode). Deployed
 * configurations leave it empty and unread.
 */
export const paymentTestLedger = sqliteTable(
  "payment_test_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    currency: text("currency").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    /** Decimal string in the currency's units, like ad_orders.payment_amount. */
    amount: text("amount").notNull(),
    txHash: text("tx_hash").notNull().unique(),
    confirmations: integer("confirmations").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("payment_test_ledger_to_idx").on(t.currency, t.toAddress)],
);

/**
 * The next unused derivation index of each operator key (an xpub or an ICP principal), shared by every
 * currency paid to that key (one Ethereum account takes ETH, USDC and USDT), so no two orders ever get the
 * same deposit address. Taken with one atomic upsert … RETURNING per order.
 */
export const paymentDerivationCounters = sqliteTable("payment_derivation_counters", {
  sourceKey: text("source_key").primaryKey(),
  nextIndex: integer("next_index").notNull().default(0),
});
