import { Hono } from "hono";
import { isLiquidatedAt } from "../../domain/trading";
import {
  idParam,
  leveragedPositionInput,
  leveragedPositionPatch,
  type LeveragedPositionPatch,
  spotPositionInput,
  spotPositionPatch,
} from "../../schema/portfolio";
import type { AppEnv } from "../env";
import { type Db, getDb } from "../db";
import {
  createLeveragedPosition,
  deleteLeveragedPosition,
  findLeveragedPosition,
  listLeveragedPositions,
  listSpotPositions,
  toPositionView,
  updateOpenLeveragedPosition,
} from "../db/positions";
import { quoted } from "../db/prices";
import { conflict, notFound } from "../http/errors";
import { notifyRepriced } from "../services/notify-events";
import { repricePositions } from "../services/reprice";
import { createSpotWithBuy, deleteSpotWithBuy, updateSpotWithBuy } from "../services/spot-ledger";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";

/** Positions one user may hold of each kind: far beyond real use, a bound on what one account can store. */
export const MAX_POSITIONS = 500;

const POSITION_NOT_FOUND = "Position not found";
const LIQUIDATED_LOCKED = "A liquidated position cannot be edited; close it instead";

const tooMany = (kind: string) =>
  conflict(`You can hold at most ${MAX_POSITIONS} ${kind} positions`, [
    { path: "body", message: `at most ${MAX_POSITIONS} ${kind} positions` },
  ]);

/** Attempts before a PATCH that keeps meeting concurrent changes of the liquidation inputs gives up with 409. */
const PATCH_ATTEMPTS = 3;

/**
 * Applies a patch to an open position: only the patched columns are written, with the liquidated flag
 * recomputed from the patch and the values read; when a concurrent change of an input beat the write,
 * the position is read again and the patch re-applied (docs/decisions.md, issue 14: lost updates).
 */
async function patchLeveraged(db: Db, userId: number, id: number, patch: LeveragedPositionPatch) {
  for (let attempt = 0; attempt < PATCH_ATTEMPTS; attempt++) {
    const current = await findLeveragedPosition(db, userId, id);
    if (!current) throw notFound(POSITION_NOT_FOUND);
    if (current.isLiquidated) throw conflict(LIQUIDATED_LOCKED);
    const next = { ...current, ...patch };
    const isLiquidated = isLiquidatedAt(next.positionType, next.currentPrice, next.liquidationPrice);
    const row = await updateOpenLeveragedPosition(db, current, { ...patch, isLiquidated });
    if (row) return row;
  }
  throw conflict("The position changed while it was being edited; please try again");
}

export const spotPositionRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const db = getDb(c.env.DB);
    return c.json(await quoted(db, await listSpotPositions(db, sessionUser(c).id), toPositionView));
  })
  .post("/", requireUser, validate("json", spotPositionInput), async (c) => {
    const db = getDb(c.env.DB);
    const userId = sessionUser(c).id;
    const row = await createSpotWithBuy(db, userId, c.req.valid("json"), MAX_POSITIONS);
    if (!row) throw tooMany("spot");
    const [view] = await quoted(db, [row], toPositionView);
    return c.json(view, 201);
  })
  .patch("/:id", requireUser, validate("param", idParam), validate("json", spotPositionPatch), async (c) => {
    const db = getDb(c.env.DB);
    const row = await updateSpotWithBuy(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    if (!row) throw notFound(POSITION_NOT_FOUND);
    const [view] = await quoted(db, [row], toPositionView);
    return c.json(view);
  })
  .delete("/:id", requireUser, validate("param", idParam), async (c) => {
    const deleted = await deleteSpotWithBuy(getDb(c.env.DB), sessionUser(c).id, c.req.valid("param").id);
    if (!deleted) throw notFound(POSITION_NOT_FOUND);
    return c.json({ ok: true });
  });

export const leveragedPositionRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const db = getDb(c.env.DB);
    return c.json(await quoted(db, await listLeveragedPositions(db, sessionUser(c).id), toPositionView));
  })
  .post("/", requireUser, validate("json", leveragedPositionInput), async (c) => {
    const db = getDb(c.env.DB);
    const userId = sessionUser(c).id;
    const input = c.req.valid("json");
    // Opened beyond its own liquidation price, a position is liquidated from the start (product.md § Trading formulas).
    const isLiquidated = isLiquidatedAt(input.positionType, input.currentPrice, input.liquidationPrice);
    const row = await createLeveragedPosition(db, userId, { ...input, isLiquidated }, MAX_POSITIONS);
    if (!row) throw tooMany("leveraged");
    const [view] = await quoted(db, [row], toPositionView);
    return c.json(view, 201);
  })
  .patch("/:id", requireUser, validate("param", idParam), validate("json", leveragedPositionPatch), async (c) => {
    const db = getDb(c.env.DB);
    const row = await patchLeveraged(db, sessionUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    const [view] = await quoted(db, [row], toPositionView);
    return c.json(view);
  })
  .delete("/:id", requireUser, validate("param", idParam), async (c) => {
    const deleted = await deleteLeveragedPosition(getDb(c.env.DB), sessionUser(c).id, c.req.valid("param").id);
    if (!deleted) throw notFound(POSITION_NOT_FOUND);
    return c.json({ ok: true });
  });

export const updatePriceRoutes = new Hono<AppEnv>().post("/", requireUser, async (c) => {
  const db = getDb(c.env.DB);
  const result = await repricePositions(db, new Date(), sessionUser(c).id);
  await notifyRepriced(c.env, db, result);
  return c.json(result);
});
