import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { COST_BASIS_METHODS } from "../domain/ledger-constants";
import { ALERT_TYPES, POSITION_TYPES } from "../domain/positions";
// Types only: at run time the SPA's lazy chunks carry this file (news, ledger), and importing the ad constants
// into it would split them into chunks of their own, each one more name in the first load's preload map.
import type { AdStatus, AdType, PaymentAddressKind, PaymentCurrency, PaymentMatch } from "./ad-constants";

// Money is stored as TEXT holding a validated decimal string (≤ 20 digits, ≤ 8 decimals):
// exact, readable in the database, and never routed through a float (docs/decisions.md).
const money = (name: string) => text(name);
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const flag = (name: string, value: boolean) => integer(name, { mode: "boolean" }).notNull().default(value);
export const id = () => integer("id").primaryKey({ autoIncrement: true });
/** The owning user: rows go when their user goes. */
export const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull().unique(),
    password: text("password").notNull(),
    email: text("email").unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    isAdmin: flag("is_admin", false),
    /** The cost-basis method holdings and realized gains use unless a request names another (issue 15). */
    costBasisMethod: text("cost_basis_method", { enum: COST_BASIS_METHODS }).notNull().default("fifo"),
    /** Bumped by every ledger write; writes are guarded by the version they read (docs/decisions.md). */
    ledgerVersion: integer("ledger_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_created_at_idx").on(t.createdAt)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    userId: owner(),
    sess: text("sess", { mode: "json" }).$type<{ ip?: string; userAgent?: string }>().notNull(),
    expire: integer("expire", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expire_idx").on(t.expire)],
);

export const spotPositions = sqliteTable(
  "spot_positions",
  {
    id: id(),
    userId: owner(),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    amount: money("amount").notNull(),
    entryPrice: money("entry_price").notNull(),
    currentPrice: money("current_price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("spot_positions_user_id_idx").on(t.userId)],
);

export const leveragedPositions = sqliteTable(
  "leveraged_positions",
  {
    id: id(),
    userId: owner(),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    size: money("size").notNull(),
    entryPrice: money("entry_price").notNull(),
    currentPrice: money("current_price").notNull(),
    leverage: integer("leverage").notNull(),
    liquidationPrice: money("liquidation_price").notNull(),
    positionType: text("position_type", { enum: POSITION_TYPES }).notNull().default("long"),
    isLiquidated: flag("is_liquidated", false),
    createdAt: createdAt(),
  },
  (t) => [
    index("leveraged_positions_user_id_idx").on(t.userId),
    index("leveraged_positions_is_liquidated_idx").on(t.isLiquidated),
  ],
);

export const priceAlerts = sqliteTable(
  "price_alerts",
  {
    id: id(),
    userId: owner(),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    alertType: text("alert_type", { enum: ALERT_TYPES }).notNull(),
    targetPrice: money("target_price").notNull(),
    isActive: flag("is_active", true),
    isTriggered: flag("is_triggered", false),
    triggeredAt: integer("triggered_at", { mode: "timestamp_ms" }),
    /** The price that triggered the alert. */
    triggeredPrice: money("triggered_price"),
    /** When the owner was shown the trigger (a toast on their next visit); null while unseen. */
    seenAt: integer("seen_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("price_alerts_user_id_idx").on(t.userId),
    index("price_alerts_active_idx").on(t.isActive, t.isTriggered),
  ],
);

export const newsArticles = sqliteTable(
  "news_articles",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    summary: text("summary"),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url"),
    category: text("category", { enum: ["general", "crypto", "defi", "blockchain"] })
      .notNull()
      .default("general"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    isPublished: flag("is_published", false),
    isFeatured: flag("is_featured", false),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("news_articles_author_id_idx").on(t.authorId),
    index("news_articles_published_idx").on(t.isPublished, t.publishedAt),
  ],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    userId: owner(),
    username: text("username").notNull(),
    message: text("message").notNull(),
    messageType: text("message_type").notNull().default("text"),
    replyToId: integer("reply_to_id"),
    isEdited: flag("is_edited", false),
    isDeleted: flag("is_deleted", false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_messages_created_at_idx").on(t.createdAt)],
);

export const siteVisits = sqliteTable(
  "site_visits",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    page: text("page").notNull(),
    referrer: text("referrer"),
    visitedAt: integer("visited_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("site_visits_visited_at_idx").on(t.visitedAt)],
);

export const dailyStats = sqliteTable("daily_stats", {
  id: id(),
  date: text("date").notNull().unique(),
  totalVisits: integer("total_visits").notNull().default(0),
  uniqueVisitors: integer("unique_visitors").notNull().default(0),
  newRegistrations: integer("new_registrations").notNull().default(0),
  createdAt: createdAt(),
});

export const adOrders = sqliteTable(
  "ad_orders",
  {
    id: id(),
    userId: owner(),
    adType: text("ad_type").$type<AdType>().notNull(),
    adConfig: text("ad_config").notNull(),
    paymentAddress: text("payment_address"),
    paymentAmount: money("payment_amount"),
    paymentCurrency: text("payment_currency").$type<PaymentCurrency>().notNull().default("BTC"),
    /** The USD cost (price per day × days) the crypto amount was fixed from. */
    costUsd: money("cost_usd"),
    senderAddress: text("sender_address"),
    /**
     * How a payment proves it is this order's (issue 14): 'deposit' = it arrives at the order's own derived
     * address; 'exact' = the exact amount (unique among the address's pending orders) arrives at a shared
     * address; 'legacy' = an order made before, matched like 'exact' unless another pending order shares it.
     */
    paymentMatch: text("payment_match").$type<PaymentMatch>().notNull().default("legacy"),
    /** The payment_addresses row the address came from, and the derivation index of a 'deposit' order. */
    paymentSourceId: integer("payment_source_id"),
    derivationIndex: integer("derivation_index"),
    transactionHash: text("transaction_hash").unique(),
    status: text("status").$type<AdStatus>().notNull().default("pending"),
    paymentConfirmed: flag("payment_confirmed", false),
    confirmationBlocks: integer("confirmation_blocks").notNull().default(0),
    startDate: integer("start_date", { mode: "timestamp_ms" }),
    endDate: integer("end_date", { mode: "timestamp_ms" }),
    duration: integer("duration").notNull(),
    adminReviewed: flag("admin_reviewed", false),
    adminNotes: text("admin_notes"),
    archived: flag("archived", false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ad_orders_user_id_idx").on(t.userId, t.archived),
    index("ad_orders_status_idx").on(t.status),
    // A derived deposit address belongs to one order; an exact amount to one pending order of its address.
    uniqueIndex("ad_orders_deposit_address_idx").on(t.paymentAddress).where(sql`payment_match = 'deposit'`),
    uniqueIndex("ad_orders_exact_amount_idx")
      .on(t.paymentCurrency, t.paymentAddress, t.paymentAmount)
      .where(sql`payment_match = 'exact' AND status = 'pending'`),
  ],
);

export const adPaymentRates = sqliteTable(
  "ad_payment_rates",
  {
    id: id(),
    adType: text("ad_type").$type<AdType>().notNull(),
    currency: text("currency").$type<PaymentCurrency>().notNull(),
    pricePerDay: money("price_per_day").notNull(),
    minDuration: integer("min_duration").notNull().default(1),
    maxDuration: integer("max_duration").notNull().default(30),
    active: flag("active", true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ad_payment_rates_type_currency_idx").on(t.adType, t.currency)],
);

export const paymentAddresses = sqliteTable(
  "payment_addresses",
  {
    id: id(),
    currency: text("currency").$type<PaymentCurrency>().notNull(),
    /** The address, or for kind 'xpub' the account's extended public key, for 'principal' the ICP principal. */
    address: text("address").notNull(),
    kind: text("kind").$type<PaymentAddressKind>().notNull().default("address"),
    label: text("label"),
    active: flag("active", true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_addresses_currency_address_idx").on(t.currency, t.address)],
);
