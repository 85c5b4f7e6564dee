import { describe, expect, it } from "vitest";
import { useLocalD1 } from "./local-d1";

// The payment operator scripts against a real local D1 (wrangler's miniflare state in a temporary directory).
const BTC = "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2";
const ETH = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
const SENDER = "0x05c111014a6fafca2714cee52e7f3a6c1c246073";

const { sql, script } = useLocalD1(
  "payments",
  "INSERT INTO users (username, password) VALUES ('alice', 'x'); " +
    `INSERT INTO ad_orders (user_id, ad_type, ad_config, payment_currency, payment_amount, duration, payment_address, sender_address) VALUES ` +
    `(1, 'banner', '{}', 'ETH', '0.00944589', 7, '${ETH}', '${SENDER}'), (1, 'banner', '{}', 'ETH', '0.1', 7, '${ETH}', NULL), ` +
    `(1, 'banner', '{}', 'CKB', '200', 7, NULL, 'ckb1qyqt8xaupvm8837nv3gtc9x0ekkj64vud3jqfwyw5v');` +
    "UPDATE ad_orders SET status = 'confirmed' WHERE id = 2;",
);

describe("npm run payments:address", { timeout: 180_000 }, () => {
  it("adds receiving addresses in the explorers' form, with a label (quotes and all)", async () => {
    expect(await script("payments-address.mjs", "add", "btc", BTC, "Cold wallet")).toMatchObject({ code: 0 });
    const eth = await script(
      "payments-address.mjs",
      "add",
      "ETH",
      ETH.toUpperCase().replace("0X", "0x"),
      "O'Neil's wallet",
    );
    expect(eth.out).toContain(`ETH address ${ETH} is active in the local database ("O'Neil's wallet")`);
    expect(await sql("SELECT currency, address, label, active FROM payment_addresses ORDER BY id")).toEqual([
      { currency: "BTC", address: BTC, label: "Cold wallet", active: 1 },
      { currency: "ETH", address: ETH, label: "O'Neil's wallet", active: 1 },
    ]);
  });

  it("lists them, disables one, and adding it again enables it", async () => {
    expect((await script("payments-address.mjs", "list", "BTC")).out).toContain(BTC);
    expect((await script("payments-address.mjs", "disable", "BTC", BTC)).out).toContain(
      "is disabled in the local database",
    );
    expect(await sql(`SELECT active FROM payment_addresses WHERE address = '${BTC}'`)).toEqual([{ active: 0 }]);
    await script("payments-address.mjs", "add", "BTC", BTC);
    expect(await sql(`SELECT active, label FROM payment_addresses WHERE address = '${BTC}'`)).toEqual([
      { active: 1, label: "Cold wallet" },
    ]);
  });

  it("refuses an address of another chain, an unknown currency, an unknown address and wrong usage", async () => {
    expect(await script("payments-address.mjs", "add", "BTC", ETH)).toMatchObject({
      code: 2,
      out: expect.stringContaining("is not a Bitcoin address"),
    });
    expect(await script("payments-address.mjs", "add", "DOGE", BTC)).toMatchObject({
      code: 2,
      out: expect.stringContaining("is not a payment currency"),
    });
    expect(await script("payments-address.mjs", "add", "BTC", "x'); DROP TABLE ad_orders; --")).toMatchObject({
      code: 2,
    });
    expect(await script("payments-address.mjs", "disable", "BTC", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa")).toMatchObject({
      code: 1,
    });
    expect(await script("payments-address.mjs", "remove", "BTC", BTC)).toMatchObject({
      code: 2,
      out: expect.stringContaining("Usage:"),
    });
    expect(await sql("SELECT count(*) AS n FROM payment_addresses WHERE kind = 'address'")).toEqual([{ n: 2 }]);
  });
});

describe("npm run payments:address (derivation sources)", { timeout: 240_000 }, () => {
  // BIP-84's test vector account and the BIP-39 test mnemonic's Ethereum account (m/44'/60'/0').
  const ZPUB =
    "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
  const ETH_XPUB =
    "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt";

  it("adds a BIP-84 zpub, shows the address the next order gets, and can start further along the chain", async () => {
    const first = await script("payments-address.mjs", "xpub", "BTC", ZPUB, "Shop wallet");
    expect(first).toMatchObject({
      code: 0,
      out: expect.stringContaining("receive address m/…/0/0: bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu"),
    });
    const moved = await script("payments-address.mjs", "xpub", "BTC", ZPUB, "--start", "1");
    expect(moved.out).toContain("m/…/0/1: bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g");
    // --start never moves the counter back (addresses already handed out stay unique).
    await script("payments-address.mjs", "xpub", "BTC", ZPUB, "--start", "0");
    const stored =
      "SELECT kind, label, active, next_index FROM payment_addresses JOIN payment_derivation_counters ON source_key = 'xpub:' || address";
    expect(await sql(`${stored} WHERE address = '${ZPUB}'`)).toEqual([
      { kind: "xpub", label: "Shop wallet", active: 1, next_index: 1 },
    ]);
  });

  it("adds an Ethereum account xpub for the stablecoins and an ICP principal, and lists them with their next index", async () => {
    const usdc = await script("payments-address.mjs", "xpub", "USDC", ETH_XPUB);
    expect(usdc.out).toContain("0x9858effd232b4033e47d90003d41ec34ecaeda94");
    expect((await script("payments-address.mjs", "principal", "ICP", "2vxsx-fae")).out).toContain(
      "subaccount 1 (account id)",
    );
    const listed = (await script("payments-address.mjs", "list")).out;
    expect(listed).toMatch(/BTC.*xpub.*zpub6rFR7y4Q2AijBEqTUquh…Ys|BTC.*xpub/);
    expect(listed).toContain("principal");
    expect((await script("payments-address.mjs", "disable", "ICP", "2vxsx-fae")).out).toContain("is disabled");
  });

  it("refuses a private key, a key that is not account-level, a principal for BTC, an xpub for CKB", async () => {
    const xprv =
      "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi";
    expect(await script("payments-address.mjs", "xpub", "BTC", xprv)).toMatchObject({
      code: 2,
      out: expect.stringContaining("PRIVATE key"),
    });
    const root =
      "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8";
    expect(await script("payments-address.mjs", "xpub", "BTC", root)).toMatchObject({
      code: 2,
      out: expect.stringContaining("ACCOUNT-level"),
    });
    expect(await script("payments-address.mjs", "principal", "BTC", "2vxsx-fae")).toMatchObject({
      code: 2,
      out: expect.stringContaining("Only ICP"),
    });
    expect(await script("payments-address.mjs", "xpub", "CKB", ZPUB)).toMatchObject({
      code: 2,
      out: expect.stringContaining("cannot derive"),
    });
    expect(await script("payments-address.mjs", "xpub", "BTC", ZPUB, "--start", "-1")).toMatchObject({ code: 2 });
  });
});

describe("npm run payments:simulate", { timeout: 180_000 }, () => {
  it("records a test payment of the order's amount from its sender to its payment address", async () => {
    const result = await script("payments-simulate.mjs", "1", "--confirmations", "12");
    expect(result).toMatchObject({
      code: 0,
      out: expect.stringContaining("Recorded a test payment of 0.00944589 ETH for order #1"),
    });
    const [entry] = await sql(
      "SELECT currency, from_address, to_address, amount, tx_hash, confirmations FROM payment_test_ledger",
    );
    expect(entry).toMatchObject({
      currency: "ETH",
      from_address: SENDER,
      to_address: ETH,
      amount: "0.00944589",
      confirmations: 12,
    });
    expect(entry!.tx_hash).toMatch(/^test-[0-9a-f]{64}$/);
  });

  it("refuses an order that cannot take a payment, saying why", async () => {
    expect(await script("payments-simulate.mjs", "2")).toMatchObject({
      code: 1,
      out: expect.stringContaining("Order #2 is confirmed"),
    });
    expect(await script("payments-simulate.mjs", "3")).toMatchObject({
      code: 1,
      out: expect.stringContaining("Order #3 has no payment address yet"),
    });
    expect(await script("payments-simulate.mjs", "99")).toMatchObject({
      code: 1,
      out: expect.stringContaining("There is no ad order #99"),
    });
    expect(await script("payments-simulate.mjs", "abc")).toMatchObject({ code: 2 });
    expect(await sql("SELECT count(*) AS n FROM payment_test_ledger")).toEqual([{ n: 1 }]);
  });
});
