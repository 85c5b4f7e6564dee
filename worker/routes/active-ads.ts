import { Hono } from "hono";
import { etag } from "hono/etag";
import { isLive, servedAdOf, withHouseAds } from "../../domain/ads";
import { HOUSE_ADS } from "../../domain/house-ads";
import type { AppEnv } from "../env";
import { publicRoute } from "../middleware/session";
import { getDb } from "../db";
import { listActiveOrders, toAdOrder } from "../db/ad-orders";

/** GET /api/active-ads: the live paid ads, and Coinfolio's house ads for the types with none (product.md § Serving ads). */
export const activeAdRoutes = new Hono<AppEnv>().get("/", publicRoute, etag({ weak: true }), async (c) => {
  const now = new Date();
  const live = (await listActiveOrders(getDb(c.env.DB))).filter((row) => isLive(row, now));
  // An approval must show at once: clients revalidate every time, and the ETag keeps that cheap.
  c.header("Cache-Control", "no-cache");
  return c.json(
    withHouseAds(
      live.map((row) => servedAdOf({ ...row, adConfig: toAdOrder(row).adConfig })),
      HOUSE_ADS,
    ),
  );
});
