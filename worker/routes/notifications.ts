import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import {
  MAX_PUSH_SUBSCRIPTIONS,
  deletePushSubscription,
  getNotificationSettings,
  listNotifications,
  listPushSubscriptions,
  markNotificationsRead,
  savePushSubscription,
  setNotificationSettings,
  toNotificationView,
} from "../db/notifications";
import { conflict, notFound } from "../http/errors";
import { vapidKeys } from "../services/notify";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";
import {
  markReadInput,
  notificationSettingsInput,
  pushEndpointInput,
  pushSubscriptionInput,
} from "../../schema/account";

/** The bell (GET, mark read), the per-kind push choices, and this browser's push subscription. */
export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { items, unread } = await listNotifications(getDb(c.env.DB), sessionUser(c).id);
    return c.json({ items: items.map(toNotificationView), unread });
  })
  .post("/read", validate("json", markReadInput), async (c) => {
    const input = c.req.valid("json");
    const marked = await markNotificationsRead(
      getDb(c.env.DB),
      sessionUser(c).id,
      "all" in input ? "all" : input.ids,
      new Date(),
    );
    return c.json({ marked });
  })
  .get("/settings", async (c) => c.json(await getNotificationSettings(getDb(c.env.DB), sessionUser(c).id)))
  .put("/settings", validate("json", notificationSettingsInput), async (c) =>
    c.json(await setNotificationSettings(getDb(c.env.DB), sessionUser(c).id, c.req.valid("json"))),
  )
  .get("/push", async (c) => {
    const keys = vapidKeys(c.env);
    const subs = await listPushSubscriptions(getDb(c.env.DB), sessionUser(c).id);
    return c.json({
      publicKey: keys?.publicKey ?? null,
      subscriptions: subs.map((s) => ({
        endpoint: s.endpoint,
        userAgent: s.userAgent,
        createdAt: s.createdAt.getTime(),
      })),
    });
  })
  .post("/push", validate("json", pushSubscriptionInput), async (c) => {
    const { endpoint, keys } = c.req.valid("json");
    const saved = await savePushSubscription(getDb(c.env.DB), sessionUser(c).id, {
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: c.req.header("User-Agent")?.slice(0, 300) ?? null,
    });
    if (!saved) throw conflict(`At most ${MAX_PUSH_SUBSCRIPTIONS} devices can receive push notifications`);
    return c.json({ ok: true }, 201);
  })
  .post("/push/unsubscribe", validate("json", pushEndpointInput), async (c) => {
    const removed = await deletePushSubscription(getDb(c.env.DB), sessionUser(c).id, c.req.valid("json").endpoint);
    if (!removed) throw notFound("Push subscription not found");
    return c.json({ ok: true });
  });
