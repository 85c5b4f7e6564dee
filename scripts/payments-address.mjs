// `npm run payments:address -- <command>`: where ad orders are paid (payment_addresses), in the local
// database (.wrangler/state, or STATE_DIR) or with --remote the deployed one. The server only ever holds
// public keys and addresses; it never holds a private key.
//   xpub <CURRENCY> <key> ["<label>"] [--start N]        BTC (BIP-84 zpub/xpub, or vpub/tpub on testnet), ETH, USDC,
//                                                        USDT (BIP-44 account xpub m/44'/60'/0'): every order gets its own
//                                                        deposit address, receive index N, N+1, … of that account
//   principal ICP <principal> ["<label>"] [--start N]    every ICP order gets its own subaccount of the principal
//   add <CURRENCY> <address> ["<label>"]                 a plain address, shared: each order's amount is made unique
//   list [CURRENCY]                                       lists them, with the next derivation index
//   disable <CURRENCY> <address|key|principal>            stops giving it to new orders
// Exit codes: 0 done, 1 the database could not be reached or the address is unknown, 2 wrong usage.
import { PAYMENT_CURRENCIES, ADDRESS_HINTS, isValidAddress, normalizeAddress } from "../domain/chain-addresses.ts";
import { MAX_DERIVATION_INDEX, deriveDepositAddress, sourceProblem } from "../domain/payment-derivation.ts";
import { d1ExecuteOrExit, databaseName, sqlText } from "./lib.mjs";

const USAGE = `Usage: npm run payments:address -- xpub <BTC|ETH|USDC|USDT> <xpub|zpub|vpub|tpub> ["<label>"] [--start N] [--remote]
       npm run payments:address -- principal ICP <principal> ["<label>"] [--start N] [--remote]
       npm run payments:address -- add <CURRENCY> <address> ["<label>"] [--remote]
       npm run payments:address -- list [CURRENCY] [--remote]
       npm run payments:address -- disable <CURRENCY> <address|key|principal> [--remote]
CURRENCY is one of ${PAYMENT_CURRENCIES.join(", ")}.`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const startAt = args.indexOf("--start");
const start = startAt === -1 ? 0 : Number(args[startAt + 1]);
if (!Number.isInteger(start) || start < 0 || start > MAX_DERIVATION_INDEX) fail(USAGE, 2);
const [command, ...rest] = args.filter(
  (arg, i) => arg !== "--remote" && (startAt === -1 || (i !== startAt && i !== startAt + 1)),
);
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

const labelArg = (value) =>
  (value ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, 80) || null;

const run = (sql) => d1ExecuteOrExit(sql, { remote });

const upsertSource = (currency, kind, address, label) =>
  run(
    `INSERT INTO payment_addresses (currency, address, kind, label, active) VALUES (${sqlText(currency)}, ${sqlText(address)}, ${sqlText(kind)}, ${label ? sqlText(label) : "NULL"}, 1) ` +
      `ON CONFLICT (currency, address) DO UPDATE SET active = 1, kind = excluded.kind, label = coalesce(excluded.label, payment_addresses.label);`,
  );

if ((command === "xpub" || command === "principal") && (rest.length === 2 || rest.length === 3)) {
  const currency = currencyArg(rest[0]);
  const kind = command;
  const key = (rest[1] ?? "").trim();
  const problem = sourceProblem(currency, kind, key);
  if (problem) fail(problem, 2);
  const label = labelArg(rest[2]);
  await upsertSource(currency, kind, key, label);
  // The counter is shared by every currency paid to this key; --start only ever moves it forward.
  const counterKey = sqlText(`${kind}:${key}`);
  const [counter] = await run(
    `INSERT INTO payment_derivation_counters (source_key, next_index) VALUES (${counterKey}, ${start}) ` +
      `ON CONFLICT (source_key) DO UPDATE SET next_index = max(next_index, excluded.next_index) RETURNING next_index;`,
  );
  const next = counter?.results?.[0]?.next_index ?? start;
  const first = deriveDepositAddress(currency, kind, key, next);
  const what = kind === "xpub" ? `receive address m/…/0/${next}` : `subaccount ${next + 1} (account id)`;
  console.log(
    `${currency} ${kind} ${key} is active in ${where}${label ? ` ("${label}")` : ""}. Each new ${currency} order gets its own deposit address.\n` +
      `The next order gets ${what}: ${first}\n` +
      (kind === "xpub"
        ? "Check that your wallet shows this same address for this account; if not, this is not the account's key."
        : "Funds arrive in the principal's subaccounts; see README 'Ad payments' for watching and moving them."),
  );
} else if (command === "add" && (rest.length === 2 || rest.length === 3)) {
  const currency = currencyArg(rest[0]);
  const address = addressArg(currency, rest[1]);
  const label = labelArg(rest[2]);
  await upsertSource(currency, "address", address, label);
  console.log(
    `${currency} address ${address} is active in ${where}${label ? ` ("${label}")` : ""}. New ${currency} orders are paid to it, ` +
      "each with an amount of its own (a few smallest units added).",
  );
} else if (command === "list" && rest.length <= 1) {
  const filter = rest[0] ? ` WHERE currency = ${sqlText(currencyArg(rest[0]))}` : "";
  const results = await run(
    "SELECT p.id, p.currency, p.kind, p.address, p.label, p.active, p.created_at, c.next_index FROM payment_addresses p " +
      `LEFT JOIN payment_derivation_counters c ON c.source_key = p.kind || ':' || p.address${filter.replace("currency", "p.currency")} ORDER BY p.currency, p.id;`,
  );
  const rows = results[0]?.results ?? [];
  if (rows.length === 0) {
    console.log(
      `No payment addresses in ${where}. Add one: npm run payments:address -- xpub BTC <zpub> "<label>" (or add BTC <address>)`,
    );
  } else {
    console.table(
      rows.map((row) => ({
        currency: row.currency,
        kind: row.kind,
        address: row.address.length > 48 ? `${row.address.slice(0, 24)}…${row.address.slice(-12)}` : row.address,
        label: row.label ?? "",
        active: row.active ? "yes" : "no",
        "next index": row.kind === "address" ? "" : (row.next_index ?? 0),
        added: new Date(row.created_at).toISOString().slice(0, 10),
      })),
    );
  }
} else if (command === "disable" && rest.length === 2) {
  const currency = currencyArg(rest[0]);
  const value = (rest[1] ?? "").trim();
  const isKey = sourceProblem(currency, "xpub", value) === null || sourceProblem(currency, "principal", value) === null;
  const address = isKey ? value : addressArg(currency, value);
  const results = await run(
    `UPDATE payment_addresses SET active = 0 WHERE currency = ${sqlText(currency)} AND address = ${sqlText(address)} RETURNING id;`,
  );
  if ((results[0]?.results ?? []).length === 0)
    fail(`No ${currency} address ${address} in ${where}. Nothing was changed.`);
  console.log(
    `${currency} address ${address} is disabled in ${where}. New orders no longer get it; orders that already have it keep it.`,
  );
} else {
  fail(USAGE, 2);
}
