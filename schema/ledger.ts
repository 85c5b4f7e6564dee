import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TRANSACTION_TYPES } from "../domain/ledger-constants";
import { spotPositions, users } from "./tables";

/**
 * The portfolio ledger (issue 15; docs/decisions.md "Portfolio ledger"). One row per buy, sell or transfer of a
 * coin; holdings, cost basis and realized gains are replayed from these rows by domain/cost-basis.ts.
 * Money and quantities are TEXT decimal strings, as everywhere.
 */
export const transactions = sqliteTable(
  "transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The market id (`bitcoin`), an ICP canister id, or `custom-<symbol>` for a coin outside the market. */
    coinId: text("coin_id").notNull(),
    /** Lower-case, as positions store it. */
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    quantity: text("quantity").notNull(),
    /** USD per unit; always set for buy and sell. */
    price: text("price"),
    /** USD. */
    fee: text("fee").notNull().default("0"),
    executedAt: integer("executed_at", { mode: "timestamp_ms" }).notNull(),
    note: text("note"),
    /** `manual` or `import:<format>`. */
    source: text("source").notNull().default("manual"),
    /** Identifies an imported row so importing the same file again adds nothing (unique per user). */
    importKey: text("import_key"),
    /** The spot position this buy backs (docs/decisions.md); null for every other transaction. */
    spotPositionId: integer("spot_position_id").references(() => spotPositions.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index("transactions_user_coin_date_idx").on(t.userId, t.coinId, t.executedAt),
    index("transactions_user_date_idx").on(t.userId, t.executedAt),
    uniqueIndex("transactions_user_import_key_idx").on(t.userId, t.importKey),
    uniqueIndex("transactions_spot_position_idx").on(t.spotPositionId),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
