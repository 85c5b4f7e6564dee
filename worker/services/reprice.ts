import type { BatchItem } from "drizzle-orm/batch";
import { isAlertReached } from "../../domain/price-alerts";
import { isLiquidatedAt } from "../../domain/trading";
import type { PriceChange, PriceUpdateResult } from "../../schema/portfolio";
import type { Db } from "../db";
import { liquidatePosition, listPositionsToPrice, setLeveragedPrice, setSpotPrice } from "../db/positions";
import { type PriceAlertRow, listWatchingAlerts, toPriceAlert, triggerPriceAlert } from "../db/price-alerts";
import { findQuotes } from "../db/prices";

type Statement = BatchItem<"sqlite">;

/**
 * Re-prices positions from the market cache and checks the price alerts that are still watching — for one
 * user (POST /api/update-prices) or for everyone (the cron). A leveraged position whose new price reaches
 * its liquidation price is liquidated (product.md § Trading formulas); an alert whose target is reached is triggered once.
 * A symbol the cache does not know keeps its stored price. All writes go out as one D1 batch.
 */
export async function repricePositions(db: Db, now: Date, userId?: number): Promise<PriceUpdateResult> {
  const [{ spot, leveraged }, alerts] = await Promise.all([
    listPositionsToPrice(db, userId),
    listWatchingAlerts(db, userId),
  ]);
  const symbols = [...new Set([...spot, ...leveraged, ...alerts].map((row) => row.symbol))];
  const quotes = await findQuotes(db, symbols);
  const priceOf = (symbol: string) => quotes.get(symbol)?.price;

  const spotChanges: PriceChange[] = [];
  for (const row of spot) {
    const price = priceOf(row.symbol);
    if (price && price !== row.currentPrice) {
      spotChanges.push({ id: row.id, symbol: row.symbol, previousPrice: row.currentPrice, currentPrice: price });
    }
  }
  const leveragedChanges: PriceUpdateResult["leveraged"] = [];
  const toLiquidate: typeof leveraged = [];
  for (const row of leveraged) {
    const price = priceOf(row.symbol);
    if (!price) continue;
    const liquidates = !row.isLiquidated && isLiquidatedAt(row.positionType, price, row.liquidationPrice);
    if (liquidates) toLiquidate.push(row);
    if (price !== row.currentPrice || liquidates) {
      leveragedChanges.push({
        id: row.id,
        symbol: row.symbol,
        previousPrice: row.currentPrice,
        currentPrice: price,
        isLiquidated: row.isLiquidated || liquidates,
      });
    }
  }
  const reached = alerts.filter((alert) => {
    const price = priceOf(alert.symbol);
    return price !== undefined && isAlertReached(alert.alertType, alert.targetPrice, price);
  });

  const changedSymbols = (changes: PriceChange[]) => new Set(changes.map((c) => c.symbol));
  const statements: Statement[] = [
    ...[...changedSymbols(spotChanges)].map((s) => setSpotPrice(db, s, priceOf(s)!, userId)),
    ...[...changedSymbols(leveragedChanges)].map((s) => setLeveragedPrice(db, s, priceOf(s)!, userId)),
  ];
  const firstLiquidation = statements.length;
  statements.push(...toLiquidate.map((row) => liquidatePosition(db, row)));
  const firstTrigger = statements.length;
  statements.push(...reached.map((alert) => triggerPriceAlert(db, alert, priceOf(alert.symbol)!, now)));

  const results = statements.length > 0 ? await db.batch(statements as [Statement, ...Statement[]]) : [];
  const returned = <T>(from: number, to: number) => (results.slice(from, to) as T[][]).flat();
  const liquidated = returned<{ id: number }>(firstLiquidation, firstTrigger).map((r) => r.id);
  const triggered = returned<PriceAlertRow>(firstTrigger, results.length);

  return {
    spot: spotChanges,
    // A liquidation that lost a race with an edit did not happen; report what the database did.
    leveraged: leveragedChanges.map((c) => ({
      ...c,
      isLiquidated: c.isLiquidated && (liquidated.includes(c.id) || !toLiquidate.some((r) => r.id === c.id)),
    })),
    liquidated,
    unpriced: symbols.filter((s) => !quotes.has(s)).sort(),
    triggeredAlerts: triggered.map((row) => toPriceAlert(row)),
  };
}
