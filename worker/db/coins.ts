import { desc, eq, getTableColumns } from "drizzle-orm";
import { ecosystemTokens, marketCoins } from "../../schema/market";
import type { Db } from "./index";

const { sparkline: _coinSparkline, ...coinColumns } = getTableColumns(marketCoins);
const { sparkline: _tokenSparkline, ...tokenColumns } = getTableColumns(ecosystemTokens);

/** A coin's stored row with every figure its page shows (the lists read fewer columns). */
export type CoinDetailRow =
  | Omit<typeof marketCoins.$inferSelect, "sparkline">
  | Omit<typeof ecosystemTokens.$inferSelect, "sparkline">;

/** A coin by id: its top-list row, else its newest row in an ecosystem list (coins outside the top 1000). */
export async function findCoin(db: Db, id: string): Promise<CoinDetailRow | null> {
  const top = await db.select(coinColumns).from(marketCoins).where(eq(marketCoins.id, id)).get();
  if (top) return top;
  const token = await db
    .select(tokenColumns)
    .from(ecosystemTokens)
    .where(eq(ecosystemTokens.coinId, id))
    .orderBy(desc(ecosystemTokens.updatedAt))
    .limit(1)
    .get();
  return token ?? null;
}
