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
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("payment_test_ledger_to_idx").on(t.currency, t.toAddress)],
);
