import { Hono } from "hono";
import { acknowledgeAlertsInput, idParam, priceAlertInput, priceAlertPatch } from "../../schema/portfolio";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import {
  acknowledgePriceAlerts,
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
  setPriceAlertActive,
  toPriceAlert,
} from "../db/price-alerts";
import { quoted } from "../db/prices";
import { conflict, notFound } from "../http/errors";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";

/** Alerts one user may keep: each is checked every minute, so the number is bounded. */
export const MAX_PRICE_ALERTS = 100;
const ALERT_NOT_FOUND = "Price alert not found";

export const priceAlertRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const db = getDb(c.env.DB);
    const rows = await listPriceAlerts(db, sessionUser(c).id);
    return c.json(await quoted(db, rows, toPriceAlert));
  })
  .post("/", requireUser, validate("json", priceAlertInput), async (c) => {
    const db = getDb(c.env.DB);
    const userId = sessionUser(c).id;
    const row = await createPriceAlert(db, userId, c.req.valid("json"), MAX_PRICE_ALERTS);
    if (!row) {
      throw conflict(`You can keep at most ${MAX_PRICE_ALERTS} price alerts`, [
        { path: "body", message: `at most ${MAX_PRICE_ALERTS} price alerts` },
      ]);
    }
    return c.json(toPriceAlert(row), 201);
  })
  .post("/acknowledge", requireUser, validate("json", acknowledgeAlertsInput), async (c) => {
    const { ids } = c.req.valid("json");
    const acknowledged = await acknowledgePriceAlerts(getDb(c.env.DB), sessionUser(c).id, ids, new Date());
    return c.json({ acknowledged });
  })
  .patch("/:id", requireUser, validate("param", idParam), validate("json", priceAlertPatch), async (c) => {
    const { id } = c.req.valid("param");
    const row = await setPriceAlertActive(getDb(c.env.DB), sessionUser(c).id, id, c.req.valid("json").isActive);
    if (!row) throw notFound(ALERT_NOT_FOUND);
    return c.json(toPriceAlert(row));
  })
  .delete("/:id", requireUser, validate("param", idParam), async (c) => {
    const deleted = await deletePriceAlert(getDb(c.env.DB), sessionUser(c).id, c.req.valid("param").id);
    if (!deleted) throw notFound(ALERT_NOT_FOUND);
    return c.json({ ok: true });
  });
