import { desc, eq, getTableColumns } from "drizzle-orm";
import { ecosystemTokens } from "../../schema/market";
import type { Db } from "./index";
import { type CoinRow, type EcosystemTokenRow, listCoinsByIds } from "./market-coins";

const { sparkline: _sparkline, ...tokenColumns } = getTableColumns(ecosystemTokens);

/** A coin by id: its top-list row, else its newest row in an ecosystem list (coins outside the top 1000). */
export async function findCoin(db: Db, id: string): Promise<CoinRow | EcosystemTokenRow | null> {
  const [top] = await listCoinsByIds(db, [id]);
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
