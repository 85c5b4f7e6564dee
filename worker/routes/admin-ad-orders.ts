import { Hono } from "hono";
import { isAwaitingReview, runWindow } from "../../domain/ads";
import { adminOrdersQuery, adminReviewSchema, orderIdParam } from "../../schema/ads";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { type Review, findOrderById, listOrders, reviewOrder, toAdOrder } from "../db/ad-orders";
import { conflict, notFound } from "../http/errors";
import { notifyAdOrder } from "../services/notify-events";
import { validate } from "../http/validate";
import { requireAdmin } from "../middleware/session";

const notReviewable = (status: string) =>
  conflict(`Only an order whose payment is confirmed can be reviewed; this order is ${status}`);

/** The Ad Review Dashboard's API (product.md § Ad Review Dashboard, § Ads API): admins only, never cached. */
export const adminAdOrderRoutes = new Hono<AppEnv>()
  .get("/", requireAdmin, validate("query", adminOrdersQuery), async (c) => {
    const rows = await listOrders(getDb(c.env.DB), c.req.valid("query").status);
    c.header("Cache-Control", "no-store");
    return c.json(rows.map(toAdOrder));
  })
  .patch("/:id", requireAdmin, validate("param", orderIdParam), validate("json", adminReviewSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { action, adminNotes } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const order = await findOrderById(db, id);
    if (!order) throw notFound("The ad order could not be found.");
    if (!isAwaitingReview(order.status)) throw notReviewable(order.status);
    const now = new Date();
    const review: Review =
      action === "approve" ? { action, adminNotes, ...runWindow(now, order.duration) } : { action, adminNotes };
    const reviewed = await reviewOrder(db, id, review, now);
    if (!reviewed) throw notReviewable("no longer confirmed");
    await notifyAdOrder(c.env, db, reviewed, action === "approve" ? "approved" : "rejected");
    return c.json(toAdOrder(reviewed));
  });
