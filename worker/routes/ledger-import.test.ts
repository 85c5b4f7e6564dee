import { describe, expect, it } from "vitest";
import type { HoldingsResponse, ImportResult, TransactionPage } from "../../schema/ledger-api";
import binanceCsv from "../test/fixtures/ledger/binance-trade-history.csv?raw";
import coinbaseCsv from "../test/fixtures/ledger/coinbase-transactions.csv?raw";
import krakenCsv from "../test/fixtures/ledger/kraken-trades.csv?raw";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { addTransaction } from "../test/ledger-helpers";
import { created, seedMarketCoin, uniqueCoin } from "../test/portfolio-helpers";

const importCsv = (cookie: string, format: string, csv: string, dryRun: boolean) =>
  api("/api/transactions/import", { method: "POST", cookie, body: { format, csv, dryRun } });

async function imported(res: Response): Promise<ImportResult> {
  expect(res.status).toBe(200);
  return (await res.json()) as ImportResult;
}

const ledgerOf = async (cookie: string) =>
  ((await (await api("/api/transactions?limit=500", { cookie })).json()) as TransactionPage).items;
const holdingsOf = async (cookie: string) =>
  ((await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse).holdings;
const exportOf = async (cookie: string) => {
  const res = await api("/api/transactions/export.csv", { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/csv");
  return res.text();
};

const GENERIC_HEADER = "date,type,symbol,coin_id,quantity,price_usd,fee_usd,note";

describe("CSV import and export: security", () => {
  itRequiresSession("POST", "/api/transactions/import", { format: "generic", csv: GENERIC_HEADER, dryRun: true });
  itRequiresSession("GET", "/api/transactions/export.csv");
  itRequiresSession("GET", "/api/realized/export.csv");

  it("an import lands in the importer's ledger only", async () => {
    const owner = await signUp("impown");
    const other = await signUp("impother");
    await imported(await importCsv(owner.cookie, "kraken", krakenCsv, false));
    expect(await ledgerOf(other.cookie)).toEqual([]);
    expect(await exportOf(other.cookie)).toBe(`${GENERIC_HEADER}\r\n`);
  });
});

describe("POST /api/transactions/import: Binance trade history", () => {
  it("previews without writing, then commits, then a re-import adds nothing", async () => {
    const { cookie } = await signUp("impbinance");
    const preview = await imported(await importCsv(cookie, "binance", binanceCsv, true));
    expect(preview).toMatchObject({
      format: "binance",
      dryRun: true,
      rowsRead: 6,
      rowsValid: 5,
      duplicates: 0,
      imported: 0,
    });
    expect(preview.rejected).toEqual([
      { row: 7, column: "Pair", reason: "quoted in BTC: no USD rate for 2024-04-02 is known" },
    ]);
    expect(preview.notices).toContainEqual({ row: 2, message: "priced in USDT, taken 1:1 as USD" });
    expect(preview.notices).toContainEqual({ row: 6, message: "fee of 0.00375 BNB not counted: no USD rate is known" });
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      executedAt: "2024-01-08T09:15:22.000Z",
      type: "buy",
      symbol: "btc",
      coinId: "bitcoin",
      // The fee was paid in BTC: received 0.0213 − 0.0000213, and the fee's USD value adds to cost.
      quantity: "0.0212787",
      price: "46950",
      fee: "1.000035",
      status: "new",
    });
    expect(await ledgerOf(cookie)).toEqual([]);

    const committed = await imported(await importCsv(cookie, "binance", binanceCsv, false));
    expect(committed).toMatchObject({ dryRun: false, rowsValid: 5, imported: 5 });
    const ledger = await ledgerOf(cookie);
    expect(ledger).toHaveLength(5);
    expect(ledger.every((t) => t.source === "import:binance")).toBe(true);
    expect(ledger.find((t) => t.type === "sell")).toMatchObject({ quantity: "0.01", price: "67120", fee: "0.6712" });
    const btc = (await holdingsOf(cookie)).find((h) => h.coinId === "bitcoin");
    // FIFO sells from the January lot: 0.01 × 67120 − 0.6712 − 0.01 × (0.0212787 × 46950 + 1.000035) / 0.0212787.
    expect(btc).toMatchObject({ quantity: "0.0212787", realizedPnl: "200.55883003" });

    const again = await imported(await importCsv(cookie, "binance", binanceCsv, false));
    expect(again).toMatchObject({ rowsValid: 0, duplicates: 5, imported: 0 });
    expect(again.rows.map((r) => r.status)).toEqual(["duplicate", "duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await ledgerOf(cookie)).toHaveLength(5);
  });
});

describe("POST /api/transactions/import: Coinbase and Kraken", () => {
  it("Coinbase: reads past the preamble, maps Receive and Sell, refuses Convert and fiat with reasons", async () => {
    const { cookie } = await signUp("impcoinbase");
    const result = await imported(await importCsv(cookie, "coinbase", coinbaseCsv, false));
    expect(result).toMatchObject({ rowsRead: 5, rowsValid: 3, imported: 3, duplicates: 0 });
    expect(result.rejected).toEqual([
      { row: 7, column: "Transaction Type", reason: expect.stringContaining('"Convert" rows are not read') },
      { row: 8, column: "Asset", reason: "USD is a fiat movement, not a coin" },
    ]);
    const ledger = await ledgerOf(cookie);
    expect(ledger.map((t) => [t.type, t.symbol, t.quantity, t.price, t.fee])).toEqual([
      ["sell", "btc", "0.005", "52000", "3.9"],
      ["transfer_in", "eth", "0.5", "2300", "0"],
      ["buy", "btc", "0.01", "46000", "7.99"],
    ]);
    expect(ledger[2]!.executedAt).toBe("2024-01-10T15:04:05.000Z");
    expect((await imported(await importCsv(cookie, "coinbase", coinbaseCsv, true))).duplicates).toBe(3);
  });

  it("Kraken: pair codes, quote-currency fees, a EUR pair refused", async () => {
    const { cookie } = await signUp("impkraken");
    const result = await imported(await importCsv(cookie, "kraken", krakenCsv, false));
    expect(result).toMatchObject({ rowsRead: 5, rowsValid: 4, imported: 4 });
    expect(result.rejected).toEqual([
      { row: 4, column: "pair", reason: "quoted in EUR: no USD rate for 2024-03-01 is known" },
    ]);
    const ledger = await ledgerOf(cookie);
    expect(ledger.map((t) => [t.coinId, t.type, t.quantity, t.price, t.fee, t.executedAt])).toEqual([
      ["bitcoin", "sell", "0.005", "70500", "0.9165", "2024-04-10T16:20:00.000Z"],
      ["solana", "buy", "2", "190.5", "0.9906", "2024-03-15T09:09:09.000Z"],
      ["ethereum", "buy", "0.1", "2950", "0.767", "2024-02-20T08:00:01.500Z"],
      ["bitcoin", "buy", "0.01", "44150.1", "1.1479", "2024-01-05T12:30:45.123Z"],
    ]);
    expect((await imported(await importCsv(cookie, "kraken", krakenCsv, false))).imported).toBe(0);
  });
});

describe("POST /api/transactions/import: the generic format", () => {
  it("rejects every bad row with its line, column and reason; nothing is dropped silently", async () => {
    const { cookie } = await signUp("impgeneric");
    const csv = [
      GENERIC_HEADER,
      "2024-01-01T00:00:00Z,buy,BTC,,1,100,0,first",
      "2999-01-01,buy,BTC,,1,100,0,",
      "2024-01-02,buy,BTC,,abc,100,0,",
      "2024-01-03,gift,BTC,,1,100,0,",
      "2024-01-04,buy,ZZ,no-such-coin-zz,1,100,0,",
      "2024-01-05,sell,BTC,,5,100,0,",
      "2024-01-06,buy,BTC,,1,,0,",
      '2024-01-07,transfer_in,ABC,custom-abc,2,,,"a note, with a comma"',
    ].join("\n");
    const result = await imported(await importCsv(cookie, "generic", csv, true));
    expect(result).toMatchObject({ rowsRead: 8, rowsValid: 2, duplicates: 0 });
    expect(result.rejected).toEqual([
      { row: 3, column: "date", reason: "must not be in the future" },
      { row: 4, column: "quantity", reason: "must be a number such as 12.5" },
      { row: 5, column: "type", reason: "must be buy, sell, transfer_in or transfer_out" },
      { row: 6, column: "coin_id", reason: "no-such-coin-zz is not a coin the market knows (use custom-zz)" },
      { row: 7, column: "quantity", reason: "exceeds holdings of 1 BTC on 2024-01-05" },
      { row: 8, column: "price_usd", reason: "is required for a buy or a sell" },
    ]);
  });

  it("an ambiguous symbol takes the best-ranked coin and says so", async () => {
    const { cookie } = await signUp("impambig");
    const first = uniqueCoin("amb");
    await seedMarketCoin({ id: `${first.id}-a`, symbol: first.symbol, price: 1, position: 3001 });
    await seedMarketCoin({ id: `${first.id}-b`, symbol: first.symbol, price: 2, position: 3002 });
    const csv = `${GENERIC_HEADER}\n2024-01-01,buy,${first.symbol.toUpperCase()},,1,1,0,`;
    const result = await imported(await importCsv(cookie, "generic", csv, true));
    expect(result.rows[0]!.coinId).toBe(`${first.id}-a`);
    expect(result.notices[0]!.message).toContain(`taken as ${first.id}-a (best ranked; also ${first.id}-b)`);
  });

  it("a sale in the file that would uncover a later stored sale is refused", async () => {
    const { cookie } = await signUp("impcover");
    await created(await addTransaction(cookie, { quantity: "1", executedAt: "2024-01-01T00:00:00Z" }));
    await created(
      await addTransaction(cookie, { type: "sell", quantity: "1", price: "5", executedAt: "2024-03-01T00:00:00Z" }),
    );
    const csv = `${GENERIC_HEADER}\n2024-02-01,sell,BTC,bitcoin,0.5,10,0,`;
    const result = await imported(await importCsv(cookie, "generic", csv, false));
    expect(result).toMatchObject({
      imported: 0,
      rejected: [{ row: 2, column: "quantity", reason: "would leave the sale of 1 BTC on 2024-03-01 uncovered" }],
    });
  });

  it("bad requests: unknown format, missing header, not JSON text", async () => {
    const { cookie } = await signUp("impbad");
    await expectError(await importCsv(cookie, "mtgox", GENERIC_HEADER, true), 400);
    const error = await expectError(await importCsv(cookie, "binance", "a,b,c\n1,2,3", true), 400);
    expect(error.issues).toEqual([
      { path: "csv", message: expect.stringContaining("the header lacks Date(UTC), Pair") },
    ]);
    await expectError(
      await api("/api/transactions/import", { method: "POST", cookie, body: { format: "generic", csv: 5 } }),
      400,
    );
  });

  it("more than 10,000 rows or 2 MB is a 413 with a clear message", async () => {
    const { cookie } = await signUp("implarge");
    const row = "2024-01-01,buy,BTC,bitcoin,1,1,0,";
    const rows = `${GENERIC_HEADER}\n${Array.from({ length: 10_001 }, () => row).join("\n")}`;
    const error = await expectError(await importCsv(cookie, "generic", rows, true), 413, "payload_too_large");
    expect(error.message).toBe("The file has 10001 rows; at most 10,000 can be imported at once");
    const big = `${GENERIC_HEADER}\n${row}${"x".repeat(2 * 1024 * 1024)}`;
    expect((await expectError(await importCsv(cookie, "generic", big, true), 413)).message).toContain(
      "larger than 2 MB",
    );
    const huge = `${GENERIC_HEADER}\n${row}${"x".repeat(4 * 1024 * 1024)}`;
    await expectError(await importCsv(cookie, "generic", huge, true), 413, "payload_too_large");
  });
});

describe("GET /api/transactions/export.csv", () => {
  it("round-trips exactly, and importing the export adds nothing", async () => {
    const a = await signUp("expa");
    await imported(await importCsv(a.cookie, "kraken", krakenCsv, false));
    await created(
      await addTransaction(a.cookie, {
        coinId: "custom-abc",
        symbol: "abc",
        name: "Abc",
        type: "transfer_in",
        price: null,
        note: '=HYPERLINK("x"), "quoted"',
      }),
    );
    const exported = await exportOf(a.cookie);
    const lines = exported.trim().split("\r\n");
    expect(lines[0]).toBe(GENERIC_HEADER);
    expect(lines).toContain("2024-01-05T12:30:45.123Z,buy,BTC,bitcoin,0.01,44150.1,1.1479,");
    expect(lines).toContain(
      `2025-01-15T10:00:00.000Z,transfer_in,ABC,custom-abc,0.5,,0,"'=HYPERLINK(""x""), ""quoted"""`,
    );

    const again = await imported(await importCsv(a.cookie, "generic", exported, false));
    expect(again).toMatchObject({ rowsRead: 5, duplicates: 5, imported: 0 });

    const b = await signUp("expb");
    expect((await imported(await importCsv(b.cookie, "generic", exported, false))).imported).toBe(5);
    expect(await exportOf(b.cookie)).toBe(exported);
  });

  it("the realized report exports by year and method", async () => {
    const { cookie } = await signUp("exprealized");
    await imported(await importCsv(cookie, "kraken", krakenCsv, false));
    const res = await api("/api/realized/export.csv?year=2024&method=fifo", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain("coinfolio-realized-2024-fifo.csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toEqual([
      "date_sold,date_acquired,symbol,coin_id,quantity,proceeds_usd,cost_usd,gain_usd,holding_days,term",
      // Proceeds 0.005 × 70500 − 0.9165; cost half of (0.01 × 44150.1 + 1.1479).
      "2024-04-10T16:20:00.000Z,2024-01-05T12:30:45.123Z,BTC,bitcoin,0.005,351.5835,221.32445,130.25905,96,short",
    ]);
    await expectError(await api("/api/realized/export.csv?method=nope", { cookie }), 400);
  });
});
