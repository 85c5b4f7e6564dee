import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

// Issue 16: cached market rows survive the market_coin_details migration, the new figures empty until the next
// refresh (D1 is SQLite: the same SQL runs here on Node's own SQLite).
const dir = join(import.meta.dirname, "..", "migrations");
const files = readdirSync(dir)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const target = files.findIndex((name) => name.endsWith("_market_coin_details.sql"));
const apply = (db: DatabaseSync, name: string) => {
  for (const statement of readFileSync(join(dir, name), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) db.exec(statement);
  }
};
const DETAILS = [
  "high_24h",
  "low_24h",
  "ath",
  "ath_change_percentage",
  "ath_date",
  "atl",
  "atl_change_percentage",
  "atl_date",
  "total_supply",
  "max_supply",
  "fully_diluted_valuation",
];

describe("migration market_coin_details", () => {
  it("keeps every cached coin and ecosystem row, with the new figures null", () => {
    expect(target).toBeGreaterThan(0);
    const db = new DatabaseSync(":memory:");
    for (const name of files.slice(0, target)) apply(db, name);
    db.exec(`
      INSERT INTO market_coins (id, position, name, symbol, current_price, market_cap, sparkline_7d, updated_at)
      VALUES ('bitcoin', 1, 'Bitcoin', 'btc', 102496.21702936945, 2024736549193, '[1,2]', 1734605102351);
      INSERT INTO ecosystem_tokens (ecosystem_id, coin_id, position, name, symbol, current_price, updated_at)
      VALUES ('solana', 'jito', 1, 'Jito', 'jto', 3.1, 1734605102351);`);
    const before = {
      coins: db.prepare("SELECT * FROM market_coins").all(),
      tokens: db.prepare("SELECT * FROM ecosystem_tokens").all(),
    };
    for (const name of files.slice(target)) apply(db, name);
    const empty = Object.fromEntries(DETAILS.map((column) => [column, null]));
    expect(db.prepare("SELECT * FROM market_coins").all()).toEqual(before.coins.map((row) => ({ ...row, ...empty })));
    expect(db.prepare("SELECT * FROM ecosystem_tokens").all()).toEqual(
      before.tokens.map((row) => ({ ...row, ...empty })),
    );
  });
});
