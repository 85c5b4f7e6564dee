/** Account constants and API view types (no zod here: the web imports them). */

export const NOTIFICATION_KINDS = ["price_alert", "liquidation", "ad_order"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  price_alert: "Price alerts",
  liquidation: "Liquidations",
  ad_order: "Ad order status",
};

export type AccountSession = {
  id: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
  createdAt: number;
  lastSeenAt: number;
};

export type NotificationView = {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  read: boolean;
  createdAt: number;
};
export type NotificationList = { items: NotificationView[]; unread: number };
export type NotificationSettings = Record<NotificationKind, boolean>;

/** The most coins one watchlist keeps (the market list has 1000). */
export const MAX_WATCHLIST = 1000;
