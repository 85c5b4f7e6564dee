import { and, desc, eq, gte } from "drizzle-orm";
import { paymentTestLedger } from "../../schema/ad-payments";
import type { PaymentCurrency } from "../../schema/ad-constants";
import type { Db } from "./index";

export type LedgerEntry = typeof paymentTestLedger.$inferSelect;

/** Test payments of a currency into an address, recorded since `since`, newest first. */
export async function listLedgerPayments(
  db: Db,
  query: { currency: PaymentCurrency; toAddress: string; since: Date },
): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(paymentTestLedger)
    .where(
      and(
        eq(paymentTestLedger.currency, query.currency),
        eq(paymentTestLedger.toAddress, query.toAddress),
        gte(paymentTestLedger.createdAt, query.since),
      ),
    )
    .orderBy(desc(paymentTestLedger.createdAt))
    .all();
}
