import type { Env } from "../env";
import type { Db } from "../db";
import {
  type NewNotification,
  deletePushSubscriptionsById,
  insertNotifications,
  pushTargets,
  toNotificationView,
} from "../db/notifications";
import { NOTIFICATION_KINDS } from "../../schema/account-constants";
import { type VapidKeys, sendPush } from "./web-push";

/** The VAPID keys from the environment, or null when push is not configured (the bell still works). */
export function vapidKeys(env: Env): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? "mailto:webpush@localhost",
  };
}

/**
 * Every notification lands in the bell (a row per user); then each is pushed to the devices of users who have
 * not switched its kind off. A subscription the push service reports gone is deleted.
 */
export async function notify(env: Env, db: Db, items: NewNotification[]) {
  const rows = await insertNotifications(db, items);
  const keys = vapidKeys(env);
  if (!keys || rows.length === 0) return { stored: rows.length, pushed: 0 };
  let pushed = 0;
  const gone: number[] = [];
  for (const kind of NOTIFICATION_KINDS) {
    const ofKind = rows.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    const targets = await pushTargets(db, [...new Set(ofKind.map((r) => r.userId))], kind);
    const sends = ofKind.flatMap((row) =>
      targets
        .filter((t) => t.userId === row.userId)
        .map(async (target) => {
          const outcome = await sendPush(target, toNotificationView(row), keys);
          if (outcome === "sent") pushed += 1;
          if (outcome === "gone") gone.push(target.id);
        }),
    );
    await Promise.all(sends);
  }
  await deletePushSubscriptionsById(db, [...new Set(gone)]);
  return { stored: rows.length, pushed };
}
