import { type SQL, and, asc, eq, ne } from "drizzle-orm";
import type { LeveragedPosition, SpotPosition } from "../../schema/portfolio";
import { leveragedPositions, spotPositions } from "../../schema/tables";
import { insertWithinCap } from "./capped-insert";
import type { Db } from "./index";
import type { Quote } from "./prices";

export type SpotRow = typeof spotPositions.$inferSelect;
export type LeveragedRow = typeof leveragedPositions.$inferSelect;
/** What a write may set: every column but those the server fills in (the id, the owner, the creation date). */
export type SpotValues = Omit<SpotRow, "id" | "userId" | "createdAt">;
type LeveragedValues = Omit<LeveragedRow, "id" | "userId" | "createdAt">;

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

// Every statement binds the owner: another user's id simply matches nothing (a 404 for the route).
const ownSpot = (userId: number, id: number) => and(eq(spotPositions.id, id), eq(spotPositions.userId, userId));
const ownLeveraged = (userId: number, id: number) =>
  and(eq(leveragedPositions.id, id), eq(leveragedPositions.userId, userId));

export function listSpotPositions(db: Db, userId: number): Promise<SpotRow[]> {
  return db.select().from(spotPositions).where(eq(spotPositions.userId, userId)).orderBy(asc(spotPositions.id)).all();
}

export async function findSpotPosition(db: Db, userId: number, id: number): Promise<SpotRow | null> {
  return (await db.select().from(spotPositions).where(ownSpot(userId, id)).get()) ?? null;
}

export const updateSpotPositionGuarded = (
  db: Db,
  userId: number,
  id: number,
  guard: SQL,
  values: Partial<SpotValues>,
) =>
  db
    .update(spotPositions)
    .set(values)
    .where(and(ownSpot(userId, id), guard));

/** A spot position takes the terms of the buy that backs it (docs/decisions.md, "Spot positions and the ledger"). */
export const syncSpotFromBuy = (
  db: Db,
  userId: number,
  id: number,
  guard: SQL,
  buy: { symbol: string; name: string; quantity: string; price: string | null },
) =>
  db
    .update(spotPositions)
    .set({ symbol: buy.symbol, name: buy.name, amount: buy.quantity, ...(buy.price ? { entryPrice: buy.price } : {}) })
    .where(and(ownSpot(userId, id), guard));

export const deleteSpotPositionGuarded = (db: Db, userId: number, id: number, guard: SQL) =>
  db.delete(spotPositions).where(and(ownSpot(userId, id), guard));

export function listLeveragedPositions(db: Db, userId: number): Promise<LeveragedRow[]> {
  return db
    .select()
    .from(leveragedPositions)
    .where(eq(leveragedPositions.userId, userId))
    .orderBy(asc(leveragedPositions.id))
    .all();
}

export async function findLeveragedPosition(db: Db, userId: number, id: number): Promise<LeveragedRow | null> {
  return (await db.select().from(leveragedPositions).where(ownLeveraged(userId, id)).get()) ?? null;
}

/** The new position, or null when the owner already holds `cap` leveraged positions (one statement). */
export function createLeveragedPosition(
  db: Db,
  userId: number,
  values: LeveragedValues,
  cap: number,
): Promise<LeveragedRow | null> {
  return insertWithinCap(db, leveragedPositions, { ...values, userId }, eq(leveragedPositions.userId, userId), cap);
}

/** The fields a position's liquidated flag is computed from. */
const LIQUIDATION_INPUTS = ["positionType", "currentPrice", "liquidationPrice"] as const;

/**
 * Writes only the changed columns of an open position, and only while it still is as the route read it
 * where that matters: every liquidation input the patch leaves alone must hold the value read (the flag
 * was computed from it), and `is_liquidated = 0` makes a liquidation in between win. Other columns are
 * not compared, so parallel edits of different fields all land. Null when nothing was written.
 */
export async function updateOpenLeveragedPosition(
  db: Db,
  read: LeveragedRow,
  changes: Partial<LeveragedValues>,
): Promise<LeveragedRow | null> {
  const unchangedInputs = LIQUIDATION_INPUTS.filter((field) => changes[field] === undefined).map((field) =>
    eq(leveragedPositions[field], read[field]),
  );
  return (
    (await db
      .update(leveragedPositions)
      .set(changes)
      .where(and(ownLeveraged(read.userId, read.id), eq(leveragedPositions.isLiquidated, false), ...unchangedInputs))
      .returning()
      .get()) ?? null
  );
}

export async function deleteLeveragedPosition(db: Db, userId: number, id: number): Promise<boolean> {
  return Boolean(
    await db.delete(leveragedPositions).where(ownLeveraged(userId, id)).returning({ id: leveragedPositions.id }).get(),
  );
}

// ---- Re-pricing (one user's positions, or everyone's for the cron) ----

const spotScope = (userId?: number) => (userId === undefined ? undefined : eq(spotPositions.userId, userId));
const leveragedScope = (userId?: number) => (userId === undefined ? undefined : eq(leveragedPositions.userId, userId));

export async function listPositionsToPrice(db: Db, userId?: number) {
  const [spot, leveraged] = await Promise.all([
    db.select().from(spotPositions).where(spotScope(userId)).all(),
    db.select().from(leveragedPositions).where(leveragedScope(userId)).all(),
  ]);
  return { spot, leveraged };
}

/** One statement per symbol: every (scoped) spot position of the coin takes the new price. */
export const setSpotPrice = (db: Db, symbol: string, price: string, userId?: number) =>
  db
    .update(spotPositions)
    .set({ currentPrice: price })
    .where(and(eq(spotPositions.symbol, symbol), ne(spotPositions.currentPrice, price), spotScope(userId)));

export const setLeveragedPrice = (db: Db, symbol: string, price: string, userId?: number) =>
  db
    .update(leveragedPositions)
    .set({ currentPrice: price })
    .where(
      and(eq(leveragedPositions.symbol, symbol), ne(leveragedPositions.currentPrice, price), leveragedScope(userId)),
    );

/**
 * Liquidates a position as it was read: if its owner changed the liquidation price or direction in the
 * meantime, the decision was made on stale terms and the statement changes nothing.
 */
export const liquidatePosition = (db: Db, row: LeveragedRow) =>
  db
    .update(leveragedPositions)
    .set({ isLiquidated: true })
    .where(
      and(
        eq(leveragedPositions.id, row.id),
        eq(leveragedPositions.isLiquidated, false),
        eq(leveragedPositions.liquidationPrice, row.liquidationPrice),
        eq(leveragedPositions.positionType, row.positionType),
      ),
    )
    .returning({ id: leveragedPositions.id });
