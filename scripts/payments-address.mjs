// `npm run payments:address -- <command>`: the receiving addresses ad orders are paid to (payment_addresses),
// one or more per currency, in the local database (.wrangler/state, or STATE_DIR) or with --remote the
// deployed one. The server only ever shows these addresses; it never holds a key.
//   add <CURRENCY> <address> ["<label>"]   adds an address, or re-enables it and updates its label
//   list [CURRENCY]                         lists the addresses and whether they are active
//   disable <CURRENCY> <address>            stops giving the address to new orders
// Exit codes: 0 done, 1 the database could not be reached or the address is unknown, 2 wrong usage.
import { PAYMENT_CURRENCIES, ADDRESS_HINTS, isValidAddress, normalizeAddress } from "../domain/chain-addresses.ts";
import { d1ExecuteOrExit, databaseName, sqlText } from "./lib.mjs";

const USAGE = `Usage: npm run payments:address -- add <CURRENCY> <address> ["<label>"] [--remote]
       npm run payments:address -- list [CURRENCY] [--remote]
       npm run payments:address -- disable <CURRENCY> <address> [--remote]
CURRENCY is one of ${PAYMENT_CURRENCIES.join(", ")}.`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const [command, ...rest] = args.filter((arg) => arg !== "--remote");
const where = databaseName(remote);

function currencyArg(value) {
  const currency = value?.trim().toUpperCase();
  if (!PAYMENT_CURRENCIES.includes(currency)) fail(`"${value ?? ""}" is not a payment currency.\n${USAGE}`, 2);
  return currency;
}

function addressArg(currency, value) {
  const address = normalizeAddress(currency, value ?? "");
  // The check also keeps the text safe to quote into SQL: every valid address is letters, digits and dashes.
  if (!isValidAddress(currency, address)) fail(`"${value ?? ""}" is not ${ADDRESS_HINTS[currency]}.`, 2);
  return address;
}

const run = (sql) => d1ExecuteOrExit(sql, { remote });

if (command === "add" && (rest.length === 2 || rest.length === 3)) {
  const currency = currencyArg(rest[0]);
  const address = addressArg(currency, rest[1]);
  const label = (rest[2] ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, 80) || null;
  await run(
    `INSERT INTO payment_addresses (currency, address, label, active) VALUES (${sqlText(currency)}, ${sqlText(address)}, ${label ? sqlText(label) : "NULL"}, 1) ` +
      `ON CONFLICT (currency, address) DO UPDATE SET active = 1, label = coalesce(excluded.label, payment_addresses.label);`,
  );
  console.log(`${currency} address ${address} is active in ${where}${label ? ` ("${label}")` : ""}. New ${currency} orders are paid to it.`);
} else if (command === "list" && rest.length <= 1) {
  const filter = rest[0] ? ` WHERE currency = ${sqlText(currencyArg(rest[0]))}` : "";
  const results = await run(
    `SELECT id, currency, address, label, active, created_at FROM payment_addresses${filter} ORDER BY currency, id;`,
  );
  const rows = results[0]?.results ?? [];
  if (rows.length === 0) {
    console.log(`No payment addresses in ${where}. Add one: npm run payments:address -- add BTC <address> "<label>"`);
  } else {
    console.table(
      rows.map((row) => ({
        currency: row.currency,
        address: row.address,
        label: row.label ?? "",
        active: row.active ? "yes" : "no",
        added: new Date(row.created_at).toISOString().slice(0, 10),
      })),
    );
  }
} else if (command === "disable" && rest.length === 2) {
  const currency = currencyArg(rest[0]);
  const address = addressArg(currency, rest[1]);
  const results = await run(
    `UPDATE payment_addresses SET active = 0 WHERE currency = ${sqlText(currency)} AND address = ${sqlText(address)} RETURNING id;`,
  );
  if ((results[0]?.results ?? []).length === 0) fail(`No ${currency} address ${address} in ${where}. Nothing was changed.`);
  console.log(
    `${currency} address ${address} is disabled in ${where}. New orders no longer get it; orders that already have it keep it.`,
  );
} else {
  fail(USAGE, 2);
}
