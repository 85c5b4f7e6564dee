// Receiving sources for a fresh local start in test mode (PAYMENT_VERIFIER=test-ledger), so a new user can
// try the whole ad flow (order → deposit address → simulated payment → review) without operator commands.
// They are PUBLIC TEST KEYS: the BIP-39 test mnemonic ("abandon … about") whose private keys everyone knows,
// testnet where the chain has one, so nobody mistakes them for a wallet. Each is added only when its
// currency has no source at all, so whatever an operator configured (or disabled) stays as it is.
import { d1ExecuteOrExit, sqlText } from "./lib.mjs";

const LABEL = "Test mode: public test key, never send real funds";

// m/84'/1'/0' (testnet vpub: tb1q… addresses) and m/44'/60'/0' of the test mnemonic; the anonymous principal;
// a CKB testnet address whose lock args (…0001) no key owns.
const VPUB =
  "vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc";
const ETH_XPUB =
  "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt";

export const TEST_PAYMENT_SOURCES = [
  { currency: "BTC", kind: "xpub", address: VPUB },
  { currency: "ETH", kind: "xpub", address: ETH_XPUB },
  { currency: "USDC", kind: "xpub", address: ETH_XPUB },
  { currency: "USDT", kind: "xpub", address: ETH_XPUB },
  { currency: "ICP", kind: "principal", address: "2vxsx-fae" },
  {
    currency: "CKB",
    kind: "address",
    address: "ckt1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsqgqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqgya3h3a",
  },
];

/** Adds the test sources of every currency that has none in the local database; prints what it added. */
export async function seedTestPaymentSources() {
  const statements = TEST_PAYMENT_SOURCES.map(
    ({ currency, kind, address }) =>
      `INSERT INTO payment_addresses (currency, address, kind, label, active) SELECT ${sqlText(currency)}, ${sqlText(address)}, ` +
      `${sqlText(kind)}, ${sqlText(LABEL)}, 1 WHERE NOT EXISTS (SELECT 1 FROM payment_addresses WHERE currency = ${sqlText(currency)}) RETURNING currency;`,
  );
  const results = await d1ExecuteOrExit(statements.join("\n"));
  const added = results.flatMap((result) => (result.results ?? []).map((row) => row.currency));
  if (added.length > 0) {
    console.log(
      `Test mode: added public test receiving keys for ${added.join(", ")} (npm run payments:address -- list). Never send real funds to them.`,
    );
  }
}
