import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HoldingsResponse, Transaction, TransactionPage } from "../../schema/ledger-api";
import type { SpotPosition } from "../../schema/portfolio";
import { api, expectError, signUp } from "../test/helpers";
import { addTransaction } from "../test/ledger-helpers";
import { addSpot, created } from "../test/portfolio-helpers";

const transactionsOf = async (cookie: string) =>
  ((await (await api("/api/transactions", { cookie })).json()) as TransactionPage).items;

describe("spot positions are backed by ledger buys", () => {
  it("adding a position records its buy; holdings come from the ledger", async () => {
    const { cookie } = await signUp("spotledger");
    const position = await created<SpotPosition>(await addSpot(cookie, { amount: "0.5", entryPrice: "40000" }));
    const [buy] = await transactionsOf(cookie);
    expect(buy).toMatchObject({
      coinId: "bitcoin",
      symbol: "btc",
      type: "buy",
      quantity: "0.5",
      price: "40000",
      spotPositionId: position.id,
      executedAt: position.createdAt,
    });
    const holdings = (await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse;
    expect(holdings.holdings[0]).toMatchObject({ coinId: "bitcoin", quantity: "0.5", cost: "20000" });
  });

  it("a coin outside the market becomes custom-<symbol>", async () => {
    const { cookie } = await signUp("spotcustom");
    await created(await addSpot(cookie, { symbol: "ZZNOPE", name: "Nope" }));
    expect((await transactionsOf(cookie))[0]).toMatchObject({ coinId: "custom-zznope", symbol: "zznope" });
  });

  it("editing a position edits its buy; an edit that uncovers a later sale is a 409", async () => {
    const { cookie } = await signUp("spotedit");
    const position = await created<SpotPosition>(await addSpot(cookie, { amount: "2" }));
    const res = await api(`/api/spot-positions/${position.id}`, {
      method: "PATCH",
      cookie,
      body: { amount: "3", entryPrice: "100" },
    });
    expect(res.status).toBe(200);
    expect((await transactionsOf(cookie))[0]).toMatchObject({ quantity: "3", price: "100" });
    await created(
      await addTransaction(cookie, {
        type: "sell",
        quantity: "2.5",
        price: "200",
        executedAt: new Date().toISOString(),
      }),
    );
    await expectError(
      await api(`/api/spot-positions/${position.id}`, { method: "PATCH", cookie, body: { amount: "1" } }),
      409,
      "conflict",
    );
    await expectError(await api(`/api/spot-positions/${position.id}`, { method: "DELETE", cookie }), 409, "conflict");
    // The current price alone is the position's own business.
    const priced = await api(`/api/spot-positions/${position.id}`, {
      method: "PATCH",
      cookie,
      body: { currentPrice: "7" },
    });
    expect(await priced.json()).toMatchObject({ amount: "3", currentPrice: "7" });
  });

  it("editing the backing buy edits the position; it cannot stop being a buy", async () => {
    const { cookie } = await signUp("spotbuyedit");
    const position = await created<SpotPosition>(await addSpot(cookie, { amount: "2" }));
    const [buy] = await transactionsOf(cookie);
    const res = await api(`/api/transactions/${buy!.id}`, {
      method: "PATCH",
      cookie,
      body: { quantity: "4", price: "10" },
    });
    expect(res.status).toBe(200);
    const [stored] = (await (await api("/api/spot-positions", { cookie })).json()) as SpotPosition[];
    expect(stored).toMatchObject({ id: position.id, amount: "4", entryPrice: "10" });
    await expectError(
      await api(`/api/transactions/${buy!.id}`, { method: "PATCH", cookie, body: { type: "transfer_in" } }),
      400,
    );
  });

  it("deleting a position deletes its buy, and deleting the buy deletes the position", async () => {
    const { cookie } = await signUp("spotdelete");
    const first = await created<SpotPosition>(await addSpot(cookie));
    expect((await api(`/api/spot-positions/${first.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await transactionsOf(cookie)).toEqual([]);
    await created<SpotPosition>(await addSpot(cookie));
    const [buy] = await transactionsOf(cookie);
    expect((await api(`/api/transactions/${buy!.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await (await api("/api/spot-positions", { cookie })).json()).toEqual([]);
  });

  it("another user's position stays a 404 and their ledger is untouched", async () => {
    const owner = await signUp("spotowner");
    const other = await signUp("spotother");
    const position = await created<SpotPosition>(await addSpot(owner.cookie));
    await expectError(
      await api(`/api/spot-positions/${position.id}`, { method: "PATCH", cookie: other.cookie, body: { amount: "9" } }),
      404,
    );
    await expectError(await api(`/api/spot-positions/${position.id}`, { method: "DELETE", cookie: other.cookie }), 404);
    expect((await transactionsOf(owner.cookie))[0]).toMatchObject({ quantity: "0.5" });
  });
});

describe("migration 0008: existing spot positions become buys", () => {
  it("copies every position losslessly into a backing buy, once", async () => {
    const { cookie, user } = await signUp("spotmigrate");
    const createdAt = Date.parse("2024-05-06T07:08:09.123Z");
    const insert = (symbol: string, amount: string, entry: string) =>
      env.DB.prepare(
        "INSERT INTO spot_positions (user_id, symbol, name, amount, entry_price, current_price, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
      )
        .bind(user.id, symbol, `${symbol} coin`, amount, entry, "1", createdAt)
        .first<{ id: number }>();
    const eth = await insert("eth", "1.23456789", "2500.5");
    const odd = await insert("zzmigr", "1000000000000", "0.00000001");
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("ledger_spot_positions"))!;
    for (let i = 0; i < 2; i++) for (const query of migration.queries) await env.DB.prepare(query).run();

    const rows = await transactionsOf(cookie);
    expect(
      rows.map((t: Transaction) => [
        t.spotPositionId,
        t.coinId,
        t.symbol,
        t.name,
        t.type,
        t.quantity,
        t.price,
        t.fee,
        t.executedAt,
      ]),
    ).toEqual(
      [
        [eth!.id, "ethereum", "eth", "eth coin", "buy", "1.23456789", "2500.5", "0", "2024-05-06T07:08:09.123Z"],
        [
          odd!.id,
          "custom-zzmigr",
          "zzmigr",
          "zzmigr coin",
          "buy",
          "1000000000000",
          "0.00000001",
          "0",
          "2024-05-06T07:08:09.123Z",
        ],
      ].sort((a, b) => Number(b[0]) - Number(a[0])),
    );
    const holdings = (await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse;
    expect(holdings.holdings.map((h) => [h.coinId, h.quantity, h.cost]).sort()).toEqual([
      ["custom-zzmigr", "1000000000000", "10000"],
      ["ethereum", "1.23456789", "3087.03700895"],
    ]);
  });
});

describe("holdings value a coin the market does not price at the position's current price", () => {
  it("as product.md § Trading formulas values a spot position (marketPrice ?? currentPrice)", async () => {
    const { cookie } = await signUp("spotentered");
    const position = await created<SpotPosition>(
      await addSpot(cookie, {
        symbol: "ZZENTER",
        name: "Entered",
        amount: "2",
        entryPrice: "100",
        currentPrice: "150",
      }),
    );
    await api(`/api/spot-positions/${position.id}`, { method: "PATCH", cookie, body: { currentPrice: "120" } });
    const body = (await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse;
    expect(body.holdings[0]).toMatchObject({
      coinId: "custom-zzenter",
      quote: { price: "120", source: "entered" },
      value: "240",
      unrealizedPnl: "40",
    });
  });
});
