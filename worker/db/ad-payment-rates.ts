import { and, asc, eq } from "drizzle-orm";
import type { AdPaymentRate, AdType } from "../../schema/ad-constants";
import { adPaymentRates } from "../../schema/tables";
import type { Db } from "./index";

type RateRow = typeof adPaymentRates.$inferSelect;

/** Prices are set in USDC (product.md § Ad types and prices); the order's cost comes from this entry of its ad type. */
export const PRICING_CURRENCY = "USDC";

export const toAdPaymentRate = (row: RateRow): AdPaymentRate => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listActiveRates(db: Db): Promise<RateRow[]> {
  return db.select().from(adPaymentRates).where(eq(adPaymentRates.active, true)).orderBy(asc(adPaymentRates.id)).all();
}

export async function findPricingRate(db: Db, adType: AdType): Promise<RateRow | null> {
  return (
    (await db
      .select()
      .from(adPaymentRates)
      .where(
        and(
          eq(adPaymentRates.adType, adType),
          eq(adPaymentRates.currency, PRICING_CURRENCY),
          eq(adPaymentRates.active, true),
        ),
      )
      .get()) ?? null
  );
}
