import { and, asc, eq } from "drizzle-orm";
import type { PaymentCurrency } from "../../schema/ad-constants";
import { paymentAddresses } from "../../schema/tables";
import type { Db } from "./index";

/**
 * An active receiving address of the currency: the preferred one while it is still active (an order keeps
 * the address it was given), else the oldest active one. Null when the operator has configured none.
 */
export async function pickPaymentAddress(db: Db, currency: PaymentCurrency, preferred?: string | null): Promise<string | null> {
  const active = await db
    .select({ address: paymentAddresses.address })
    .from(paymentAddresses)
    .where(and(eq(paymentAddresses.currency, currency), eq(paymentAddresses.active, true)))
    .orderBy(asc(paymentAddresses.id))
    .all();
  const addresses = active.map((row) => row.address);
  if (preferred && addresses.includes(preferred)) return preferred;
  return addresses[0] ?? null;
}
