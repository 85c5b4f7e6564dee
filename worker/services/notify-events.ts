import { inArray } from "drizzle-orm";
import { type AdOrderEvent, adOrderNote, liquidationNote, priceAlertNote } from "../../domain/notifications";
import type { PriceUpdateResult } from "../../schema/portfolio";
import { leveragedPositions } from "../../schema/tables";
import type { Env } from "../env";
import type { Db } from "../db";
import { notify } from "./notify";

/** The bell and push for what a re-pricing did: each triggered alert and each liquidation. */
export async function notifyRepriced(env: Env, db: Db, result: PriceUpdateResult) {
  const liquidated =
    result.liquidated.length > 0
      ? await db.select().from(leveragedPositions).where(inArray(leveragedPositions.id, result.liquidated)).all()
      : [];
  const items = [
    ...result.triggeredAlerts.map((alert) => ({
      userId: alert.userId,
      kind: "price_alert" as const,
      ...priceAlertNote(alert),
    })),
    ...liquidated.map((row) => ({ userId: row.userId, kind: "liquidation" as const, ...liquidationNote(row) })),
  ];
  if (items.length === 0) return { stored: 0, pushed: 0 };
  return notify(env, db, items);
}

export function notifyAdOrder(env: Env, db: Db, order: { id: number; userId: number }, event: AdOrderEvent) {
  return notify(env, db, [{ userId: order.userId, kind: "ad_order", ...adOrderNote(order, event) }]);
}
