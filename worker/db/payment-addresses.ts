import { and, asc, eq, sql } from "drizzle-orm";
import type { PaymentCurrency } from "../../schema/ad-constants";
import { paymentDerivationCounters } from "../../schema/ad-payments";
import { paymentAddresses } from "../../schema/tables";
import type { Db } from "./index";

export type PaymentSource = typeof paymentAddresses.$inferSelect;

/**
 * The operator's active receiving sources of a currency, best first: derivation keys (an xpub, an ICP
 * principal: every order its own deposit address) before plain addresses (orders told apart by amount),
 * then the oldest. Empty when the operator has configured none.
 */
export async function activePaymentSources(db: Db, currency: PaymentCurrency): Promise<PaymentSource[]> {
  return db
    .select()
    .from(paymentAddresses)
    .where(and(eq(paymentAddresses.currency, currency), eq(paymentAddresses.active, true)))
    .orderBy(sql`${paymentAddresses.kind} = 'address'`, asc(paymentAddresses.id))
    .all();
}

/** The counter a derivation key shares across currencies (one Ethereum account takes ETH, USDC and USDT). */
export const derivationCounterKey = (source: Pick<PaymentSource, "kind" | "address">) =>
  `${source.kind}:${source.address}`;

/**
 * Takes the key's next unused derivation index: one upsert … RETURNING, so parallel orders never share one.
 * An index taken by an order that then fails to be stored is skipped, never reused.
 */
export async function takeDerivationIndex(db: Db, key: string): Promise<number> {
  const row = await db
    .insert(paymentDerivationCounters)
    .values({ sourceKey: key, nextIndex: 1 })
    .onConflictDoUpdate({
      target: paymentDerivationCounters.sourceKey,
      set: { nextIndex: sql`${paymentDerivationCounters.nextIndex} + 1` },
    })
    .returning({ next: paymentDerivationCounters.nextIndex })
    .get();
  return row.next - 1;
}
