import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

// Issue 14 §1: existing orders and receiving addresses survive the per_order_payments migration (D1 is SQLite: the same SQL
// runs here on Node's own SQLite).
const dir = join(import.meta.dirname, "..", "migrations");
const files = readdirSync(dir)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const target = files.findIndex((name) => name.endsWith("_per_order_payments.sql"));
const apply = (db: DatabaseSync, name: string) => {
  for (const statement of readFileSync(join(dir, name), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) db.exec(statement);
  }
};

describe("migration per_order_payments", () => {
  it("keeps every existing order and address, marking the orders 'legacy' and the addresses plain", () => {
    expect(target).toBeGreaterThan(0);
    const db = new DatabaseSync(":memory:");
    for (const name of files.slice(0, target)) apply(db, name);
    db.exec(`
      INSERT INTO users (id, username, password) VALUES (1, 'alice', 'x');
      INSERT INTO payment_addresses (currency, address, label, active) VALUES ('ETH', '0x1111111111111111111111111111111111111111', 'Cold', 1);
      INSERT INTO ad_orders (user_id, ad_type, ad_config, payment_currency, payment_amount, duration, payment_address, sender_address, status, transaction_hash)
      VALUES (1, 'banner', '{}', 'ETH', '0.00944589', 7, '0x1111111111111111111111111111111111111111', '0x05c111014a6fafca2714cee52e7f3a6c1c246073', 'pending', NULL),
             (1, 'banner', '{}', 'ETH', '0.00944589', 7, '0x1111111111111111111111111111111111111111', '0x05c111014a6fafca2714cee52e7f3a6c1c246073', 'confirmed', '0xabc'),
             (1, 'banner', '{}', 'ETH', '0.00944589', 7, '0x1111111111111111111111111111111111111111', NULL, 'pending', NULL);`);
    const before = db.prepare("SELECT * FROM ad_orders ORDER BY id").all();
    for (const name of files.slice(target)) apply(db, name);
    const after = db.prepare("SELECT * FROM ad_orders ORDER BY id").all() as Array<Record<string, unknown>>;
    expect(after).toEqual(
      before.map((row) => ({ ...row, payment_match: "legacy", payment_source_id: null, derivation_index: null })),
    );
    expect(db.prepare("SELECT currency, address, label, active, kind FROM payment_addresses").all()).toEqual([
      {
        currency: "ETH",
        address: "0x1111111111111111111111111111111111111111",
        label: "Cold",
        active: 1,
        kind: "address",
      },
    ]);
  });
});
