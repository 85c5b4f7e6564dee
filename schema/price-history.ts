import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Prices as they were recorded: one row per coin and time (unix ms), never an invented or interpolated
 * point. The cron thins old rows to one per hour (older than 24 h) and one per UTC day (older than 90 days),
 * keeping each period's last real point (docs/decisions.md, "Price history"). `coin_id` is a CoinGecko id,
 * or `icp:<ledger canister id>` for an Internet Computer token.
 */
export const priceHistory = sqliteTable(
  "price_history",
  {
    coinId: text("coin_id").notNull(),
    t: integer("t").notNull(),
    price: real("price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.coinId, t.t] })],
);

/**
 * Every coin that has history (the roll-up walks these through the primary key instead of scanning the
 * table), and whether its longer history was backfilled from CoinGecko's market chart.
 */
export const priceHistoryCoins = sqliteTable("price_history_coins", {
  coinId: text("coin_id").primaryKey(),
  backfilledAt: integer("backfilled_at", { mode: "timestamp_ms" }),
  /** The last backfill attempt: one request at a time claims it, failures wait before the next try. */
  backfillAttemptAt: integer("backfill_attempt_at", { mode: "timestamp_ms" }),
});
