import { PAYMENT_PRICE_IDS, type PaymentCurrency } from "../../schema/ad-constants";
import type { Db } from "../db";
import { findCoinPrices } from "../db/market-coins";
import { ensureTopSeeded } from "./market-seed";

/** Real payments are priced from market data at most this old. */
export const MAX_PRICE_AGE_MS = 60 * 60 * 1000;

export type PriceLookup = { ok: true; price: number } | { ok: false; reason: "missing" | "not_live"; message: string };

/**
 * The currency's USD price from the market cache (price ids of product.md § Ad types and prices), never a guess. When real money is
 * at stake (payments checked on the chains) the cache must hold live CoinGecko data of the last hour: the
 * bundled offline snapshot, fine for the test ledger, would price a real order at an old rate.
 */
export async function lookUpUsdPrice(
  db: Db,
  currency: PaymentCurrency,
  { requireLive, now }: { requireLive: boolean; now: Date },
): Promise<PriceLookup> {
  const { state } = await ensureTopSeeded(db);
  if (requireLive && (state.source !== "coingecko" || now.getTime() - state.updatedAt.getTime() > MAX_PRICE_AGE_MS)) {
    return {
      ok: false,
      reason: "not_live",
      message:
        "Live prices are unavailable right now, so the amount cannot be fixed. Please try again in a few minutes.",
    };
  }
  const [row] = await findCoinPrices(db, [PAYMENT_PRICE_IDS[currency]]);
  if (!row || !(row.price > 0)) {
    return {
      ok: false,
      reason: "missing",
      message: `No live ${currency} price is available right now, so the amount cannot be fixed. Please choose another currency.`,
    };
  }
  return { ok: true, price: row.price };
}
