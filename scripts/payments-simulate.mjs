// `npm run payments:simulate -- <orderId> [--confirmations N] [--remote]`: records a test payment of a
// pending ad order in the test ledger (payment_test_ledger): from the order's sender address to its payment
// address, of exactly its amount. The payment check finds it when the app runs with
// PAYMENT_VERIFIER=test-ledger (.dev.vars, set on first `npm start`), like a payment provider's test mode.
// Local database by default (.wrangler/state, or STATE_DIR); --remote for a deployment in test mode.
// Exit codes: 0 recorded, 1 the order cannot take a payment or the database could not be reached, 2 wrong usage.
import { randomBytes } from "node:crypto";
import { d1ExecuteOrExit, databaseName, devVarsPaymentVerifier, sqlText } from "./lib.mjs";

const USAGE = "Usage: npm run payments:simulate -- <orderId> [--confirmations N] [--remote]";

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const rest = args.filter((arg) => arg !== "--remote");
const confirmationsAt = rest.indexOf("--confirmations");
const confirmations = confirmationsAt === -1 ? 100 : Number(rest[confirmationsAt + 1]);
if (confirmationsAt !== -1) rest.splice(confirmationsAt, 2);
if (rest.length !== 1 || !/^\d+$/.test(rest[0]) || !Number.isInteger(confirmations) || confirmations < 0)
  fail(USAGE, 2);
const orderId = Number(rest[0]);
const where = databaseName(remote);

const run = (sql) => d1ExecuteOrExit(sql, { remote });

const [found] = await run(
  `SELECT id, status, payment_currency, payment_amount, payment_address, sender_address FROM ad_orders WHERE id = ${orderId};`,
);
const order = found?.results?.[0];
if (!order) fail(`There is no ad order #${orderId} in ${where}.`);
if (order.status !== "pending") fail(`Order #${orderId} is ${order.status}: only a pending order awaits a payment.`);
if (!order.sender_address) fail(`Order #${orderId} has no sender wallet address yet: enter one on its page first.`);
if (!order.payment_address) {
  fail(
    `Order #${orderId} has no payment address yet. Add one (npm run payments:address -- add ${order.payment_currency} <address>), ` +
      "then press 'Generate Payment Address' on the order's page.",
  );
}

const txHash = `test-${randomBytes(32).toString("hex")}`;
await run(
  "INSERT INTO payment_test_ledger (currency, from_address, to_address, amount, tx_hash, confirmations) VALUES (" +
    [order.payment_currency, order.sender_address, order.payment_address, order.payment_amount, txHash]
      .map(sqlText)
      .join(", ") +
    `, ${confirmations});`,
);
console.log(
  `Recorded a test payment of ${order.payment_amount} ${order.payment_currency} for order #${orderId} in ${where}:\n` +
    `  from ${order.sender_address}\n  to   ${order.payment_address}\n  tx   ${txHash} (${confirmations} confirmations)\n` +
    "Press 'Check Payment Status' on the order's page, or wait for the cron (every 5 minutes).",
);

if (!remote) {
  if (devVarsPaymentVerifier() !== "test-ledger") {
    console.warn(
      "Note: .dev.vars does not set PAYMENT_VERIFIER=test-ledger, so the local app checks the real chains and will not see this payment.",
    );
  }
}
