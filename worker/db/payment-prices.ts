import { sql } from "drizzle-orm";
import type { PaymentCurrency } from "../../schema/ad-constants";
import type { Db } from "./index";

/** Spec §9 price-id mapping of the payment currencies. */
const PRICE_IDS: Record<PaymentCurrency, string> = {
  BTC: "bitcoin",
  ETH: "ethereum",
  USDC: "usd-coin",
  USDT: "tether",
  ICP: "internet-computer",
  CKB: "nervos-network",
};

/**
 * The currency's live USD price from the market cache, or null when the cache has none (never a guess).
 * Until the market issue is merged this reads its `market_coins` table directly, as that branch defines it.
 */
export async function findUsdPrice(db: Db, currency: PaymentCurrency): Promise<number | null> {
  try {
    const row = await db.get<{ price: number | null } | undefined>(
      sql`SELECT current_price AS price FROM market_coins WHERE id = ${PRICE_IDS[currency]}`,
    );
    return typeof row?.price === "number" && row.price > 0 ? row.price : null;
  } catch (err) {
    if (err instanceof Error && /no such table/.test(err.message)) return null;
    throw err;
  }
}
