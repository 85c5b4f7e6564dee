import type { LeveragedPosition, PriceAlert, SpotPosition } from "../../schema/portfolio";
import type { LeveragedRow, SpotRow } from "../db/positions";
import type { PriceAlertRow } from "../db/price-alerts";
import type { Db } from "../db";
import { type Quote, findQuotes } from "../db/prices";

/** Stored rows as the API sends them, with what the market cache says about the coin now. */

const quoteFields = (quote: Quote | undefined) => ({
  marketPrice: quote?.price ?? null,
  change24h: quote?.change24h ?? null,
});

/** A position as the API sends it (spotPositionView, leveragedPositionView): every column, the date as ISO text. */
export function toPositionView<R extends SpotRow | LeveragedRow>(row: R, quote?: Quote) {
  const { createdAt, ...columns } = row;
  return { ...columns, createdAt: createdAt.toISOString(), ...quoteFields(quote) };
}
// The web reads the answers by the derived views' types: a column the mapper or the views lose fails typecheck.
toPositionView satisfies ((row: SpotRow, quote?: Quote) => SpotPosition) &
  ((row: LeveragedRow, quote?: Quote) => LeveragedPosition);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toPriceAlert = (row: PriceAlertRow, quote?: Quote): PriceAlert => ({
  id: row.id,
  userId: row.userId,
  symbol: row.symbol,
  name: row.name,
  alertType: row.alertType,
  targetPrice: row.targetPrice,
  isActive: row.isActive,
  isTriggered: row.isTriggered,
  triggeredAt: iso(row.triggeredAt),
  triggeredPrice: row.triggeredPrice,
  seenAt: iso(row.seenAt),
  createdAt: row.createdAt.toISOString(),
  ...(quote ? { marketPrice: quote.price } : {}),
});

/** Rows in their API shape, each with its coin's quote from the market cache (one lookup for all). */
export async function quoted<R extends { symbol: string }, V>(db: Db, rows: R[], view: (row: R, quote?: Quote) => V) {
  const quotes = await findQuotes(
    db,
    rows.map((r) => r.symbol),
  );
  return rows.map((row) => view(row, quotes.get(row.symbol)));
}
