import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, owner } from "./tables";
import { NOTIFICATION_KINDS } from "./account-constants";

/** Tables of issue 18 (watchlist, notifications, push); every row belongs to a user and goes with them. */
export const watchlistItems = sqliteTable(
  "watchlist_items",
  {
    id: id(),
    userId: owner(),
    /** The CoinGecko coin id the market list uses (e.g. "bitcoin"). */
    coinId: text("coin_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("watchlist_items_user_coin_idx").on(t.userId, t.coinId)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: owner(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where a click takes the user (a path inside the app). */
    url: text("url").notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.id)],
);

/**
 * Whether a kind of notification is pushed to the user's devices; one row per kind the user changed, a
 * missing row means on. Every notification lands in the bell regardless (docs/decisions.md, issue 18).
 */
export const notificationSettings = sqliteTable(
  "notification_settings",
  {
    userId: owner(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    push: integer("push", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: owner(),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as PushSubscription.toJSON() gives them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
