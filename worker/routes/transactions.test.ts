import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { insertTransactions, listLedger, toLedgerTransaction } from "../db/transactions";
import { NEW_ID, assertCovered, changeLedger } from "../services/ledger";
import type { HoldingsResponse, RealizedResponse, Transaction, TransactionPage } from "../../schema/ledger-api";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import { addTransaction, txBody } from "../test/ledger-helpers";
import { created, seedMarketCoin, uniqueCoin } from "../test/portfolio-helpers";

describe("transactions: security", () => {
  itRequiresSession("GET", "/api/transactions");
  itRequiresSession("POST", "/api/transactions", txBody());
  itRequiresSession("PATCH", "/api/transactions/1", { note: "x" });
  itRequiresSession("DELETE", "/api/transactions/1");
  itRequiresSession("GET", "/api/holdings");
  itRequiresSession("GET", "/api/realized");

  it("another user's transaction is a 404 to edit or delete, and absent from their list", async () => {
    const owner = await signUp("ledgerown");
    const other = await signUp("ledgerother");
    const tx = await created<Transaction>(await addTransaction(owner.cookie));
    await expectError(
      await api(`/api/transactions/${tx.id}`, { method: "PATCH", cookie: other.cookie, body: { note: "mine" } }),
      404,
      "not_found",
    );
    await expectError(
      await api(`/api/transactions/${tx.id}`, { method: "DELETE", cookie: other.cookie }),
      404,
      "not_found",
    );
    const list = (await (await api("/api/transactions", { cookie: other.cookie })).json()) as TransactionPage;
    expect(list.total).toBe(0);
    const holdings = (await (await api("/api/holdings", { cookie: other.cookie })).json()) as HoldingsResponse;
    expect(holdings.holdings).toEqual([]);
    const mine = (await (await api("/api/transactions", { cookie: owner.cookie })).json()) as TransactionPage;
    expect(mine.items.map((t) => t.id)).toEqual([tx.id]);
  });
});

describe("POST /api/transactions", () => {
  it("records a buy with exact decimals and answers it", async () => {
    const { cookie } = await signUp("ledgerbuy");
    const tx = await created<Transaction>(
      await addTransaction(cookie, { quantity: "0.12345678", price: "40000.10", fee: "1.50", note: " first " }),
    );
    expect(tx).toMatchObject({
      coinId: "bitcoin",
      symbol: "btc",
      name: "Bitcoin",
      type: "buy",
      quantity: "0.12345678",
      price: "40000.1",
      fee: "1.5",
      executedAt: "2025-01-15T10:00:00.000Z",
      note: "first",
      source: "manual",
      spotPositionId: null,
    });
  });

  it("a custom coin and a transfer without a price are accepted; fee defaults to 0", async () => {
    const { cookie } = await signUp("ledgercustom");
    const tx = await created<Transaction>(
      await addTransaction(cookie, {
        coinId: "custom-abc",
        symbol: "ABC",
        name: "Abc",
        type: "transfer_in",
        price: null,
        fee: undefined,
      }),
    );
    expect(tx).toMatchObject({ coinId: "custom-abc", symbol: "abc", price: null, fee: "0", type: "transfer_in" });
  });

  it.each([
    ["a future date", { executedAt: "2999-01-01T00:00:00Z" }, "executedAt", "must not be in the future"],
    ["an impossible date", { executedAt: "2025-02-30" }, "executedAt", "ISO 8601"],
    ["a bad number", { quantity: "1e5" }, "quantity", "number"],
    ["a negative quantity", { quantity: "-1" }, "quantity", "number"],
    ["a JSON number", { price: 100 }, "price", "decimal string"],
    ["a wrong type", { type: "gift" }, "type", "buy, sell"],
    ["a buy without a price", { price: null }, "price", "required"],
    ["a negative fee", { fee: "-1" }, "fee", "number"],
    ["a long note", { note: "x".repeat(501) }, "note", "500"],
    ["a bad coin id", { coinId: "Bit Coin" }, "coinId", "coin id"],
  ])("refuses %s with a 400 naming the field", async (_what, overrides, field, text) => {
    const { cookie } = await signUp("ledgerbad");
    const error = await expectError(await addTransaction(cookie, overrides), 400, "bad_request");
    expect(error.issues).toContainEqual({ path: field, message: expect.stringContaining(text) });
  });

  it("refuses a coin the market does not know", async () => {
    const { cookie } = await signUp("ledgerunknown");
    const error = await expectError(await addTransaction(cookie, { coinId: "no-such-coin-zz" }), 400);
    expect(error.issues).toContainEqual({ path: "coinId", message: expect.stringContaining("custom-") });
  });

  it("refuses a sale at a past date beyond what was held then, naming quantity", async () => {
    const { cookie } = await signUp("ledgeroversell");
    await created(await addTransaction(cookie, { quantity: "0.5", executedAt: "2025-02-01T00:00:00Z" }));
    await created(await addTransaction(cookie, { quantity: "5", executedAt: "2025-04-01T00:00:00Z" }));
    const error = await expectError(
      await addTransaction(cookie, { type: "sell", quantity: "1", price: "50000", executedAt: "2025-03-01T09:00:00Z" }),
      400,
    );
    expect(error.issues).toEqual([{ path: "quantity", message: "exceeds holdings of 0.5 BTC on 2025-03-01" }]);
    // Later, with the second buy in, it is covered.
    await created(
      await addTransaction(cookie, { type: "sell", quantity: "1", price: "50000", executedAt: "2025-04-02T00:00:00Z" }),
    );
  });

  it("refuses a sale that would leave a later one uncovered (409)", async () => {
    const { cookie } = await signUp("ledgerlater");
    await created(await addTransaction(cookie, { quantity: "1", executedAt: "2025-01-01T00:00:00Z" }));
    await created(
      await addTransaction(cookie, { type: "sell", quantity: "1", price: "2", executedAt: "2025-03-01T00:00:00Z" }),
    );
    const error = await expectError(
      await addTransaction(cookie, {
        type: "transfer_out",
        quantity: "0.5",
        price: null,
        executedAt: "2025-02-01T00:00:00Z",
      }),
      409,
      "conflict",
    );
    expect(error.message).toContain("sale of 1 BTC on 2025-03-01");
  });

  it("40 sells of 1 at once against 10 held: exactly 10 succeed, nothing is oversold", async () => {
    const { cookie } = await signUp("ledgerrace");
    await created(await addTransaction(cookie, { quantity: "10" }));
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        addTransaction(cookie, { type: "sell", quantity: "1", price: "50000", executedAt: "2025-06-01T00:00:00Z" }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    const holdings = (await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse;
    expect(holdings.holdings[0]).toMatchObject({ coinId: "bitcoin", quantity: "0" });
  }, 60_000);
});

describe("ledger writes are guarded by the version they read", () => {
  it("a write planned on a ledger that moved on is planned again, on the new ledger", async () => {
    const { cookie, user } = await signUp("ledgerguard");
    await created(await addTransaction(cookie, { quantity: "1" }));
    const db = getDb(env.DB);
    let plans = 0;
    const error = await changeLedger(db, user.id, async (guard) => {
      plans += 1;
      const rows = await listLedger(db, user.id, ["bitcoin"]);
      const sale = {
        id: NEW_ID,
        coinId: "bitcoin",
        symbol: "btc",
        type: "sell" as const,
        quantity: "1",
        price: "1",
        fee: "0",
        executedAt: "2025-03-01T00:00:00.000Z",
      };
      assertCovered([...rows.map((r) => ({ ...toLedgerTransaction(r), symbol: r.symbol })), sale], NEW_ID);
      // Another writer sells the whole holding after this plan read the ledger.
      if (plans === 1) {
        await env.DB.batch([
          env.DB.prepare(
            `INSERT INTO transactions (user_id, coin_id, symbol, name, type, quantity, price, executed_at)
             VALUES (?, 'bitcoin', 'btc', 'Bitcoin', 'sell', '1', '1', ?)`,
          ).bind(user.id, Date.parse("2025-02-01T00:00:00Z")),
          env.DB.prepare("UPDATE users SET ledger_version = ledger_version + 1 WHERE id = ?").bind(user.id),
        ]);
      }
      // The write of a stale plan must not land: had this buy been inserted, the sale would be covered.
      const buy = {
        ...sale,
        type: "buy" as const,
        quantity: "5",
        name: "Bitcoin",
        executedAt: new Date(0),
        note: null,
        source: "manual",
      };
      return { statements: insertTransactions(user.id, guard, [buy]), done: () => "written" };
    }).catch((err: unknown) => err);
    expect(plans).toBe(2);
    expect(error).toMatchObject({
      status: 400,
      issues: [{ path: "quantity", message: "exceeds holdings of 0 BTC on 2025-03-01" }],
    });
  });
});

describe("GET /api/transactions", () => {
  it("lists newest first, by page, and by coin", async () => {
    const { cookie } = await signUp("ledgerlist");
    for (const day of ["01", "03", "02"])
      await created(await addTransaction(cookie, { executedAt: `2025-01-${day}T00:00:00Z` }));
    await created(await addTransaction(cookie, { coinId: "custom-zz", symbol: "zz", name: "Zz" }));
    const first = (await (await api("/api/transactions?limit=2", { cookie })).json()) as TransactionPage;
    expect(first.total).toBe(4);
    expect(first.items.map((t) => t.executedAt.slice(0, 10))).toEqual(["2025-01-15", "2025-01-03"]);
    const second = (await (await api("/api/transactions?limit=2&page=2", { cookie })).json()) as TransactionPage;
    expect(second.items.map((t) => t.executedAt.slice(0, 10))).toEqual(["2025-01-02", "2025-01-01"]);
    const zz = (await (await api("/api/transactions?coinId=custom-zz", { cookie })).json()) as TransactionPage;
    expect(zz.items.map((t) => t.symbol)).toEqual(["zz"]);
  });

  it("refuses bad paging", async () => {
    const { cookie } = await signUp("ledgerpage");
    await expectError(await api("/api/transactions?page=0", { cookie }), 400);
    await expectError(await api("/api/transactions?limit=501", { cookie }), 400);
    await expectError(await api("/api/transactions?limit=abc", { cookie }), 400);
  });
});

describe("PATCH and DELETE /api/transactions/:id", () => {
  it("edits a transaction and refuses an edit that uncovers a later sale (409)", async () => {
    const { cookie } = await signUp("ledgeredit");
    const buy = await created<Transaction>(
      await addTransaction(cookie, { quantity: "2", executedAt: "2025-01-01T00:00:00Z" }),
    );
    await created(
      await addTransaction(cookie, { type: "sell", quantity: "1.5", price: "3", executedAt: "2025-02-01T00:00:00Z" }),
    );
    const res = await api(`/api/transactions/${buy.id}`, {
      method: "PATCH",
      cookie,
      body: { price: "99.5", note: "fixed" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: buy.id, price: "99.5", note: "fixed", quantity: "2" });
    await expectError(
      await api(`/api/transactions/${buy.id}`, { method: "PATCH", cookie, body: { quantity: "1" } }),
      409,
      "conflict",
    );
    await expectError(
      await api(`/api/transactions/${buy.id}`, {
        method: "PATCH",
        cookie,
        body: { executedAt: "2025-03-01T00:00:00Z" },
      }),
      409,
    );
    await expectError(await api(`/api/transactions/${buy.id}`, { method: "DELETE", cookie }), 409, "conflict");
  });

  it("an edit of a sale beyond holdings is a 400 on quantity; a bad edit is a 400", async () => {
    const { cookie } = await signUp("ledgereditsell");
    await created(await addTransaction(cookie, { quantity: "1" }));
    const sell = await created<Transaction>(
      await addTransaction(cookie, { type: "sell", quantity: "0.5", price: "1", executedAt: "2025-02-01T00:00:00Z" }),
    );
    const error = await expectError(
      await api(`/api/transactions/${sell.id}`, { method: "PATCH", cookie, body: { quantity: "2" } }),
      400,
    );
    expect(error.issues).toEqual([{ path: "quantity", message: "exceeds holdings of 1 BTC on 2025-02-01" }]);
    await expectError(await api(`/api/transactions/${sell.id}`, { method: "PATCH", cookie, body: {} }), 400);
    await expectError(
      await api(`/api/transactions/${sell.id}`, { method: "PATCH", cookie, body: { price: null } }),
      400,
    );
    await expectError(await api(`/api/transactions/abc`, { method: "PATCH", cookie, body: { note: "x" } }), 400);
  });

  it("deletes a sale, then the buy", async () => {
    const { cookie } = await signUp("ledgerdelete");
    const buy = await created<Transaction>(await addTransaction(cookie, { quantity: "1" }));
    const sell = await created<Transaction>(
      await addTransaction(cookie, { type: "sell", quantity: "1", price: "1", executedAt: "2025-02-01T00:00:00Z" }),
    );
    expect((await api(`/api/transactions/${sell.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await api(`/api/transactions/${buy.id}`, { method: "DELETE", cookie })).status).toBe(200);
    await expectError(await api(`/api/transactions/${buy.id}`, { method: "DELETE", cookie }), 404);
  });
});

describe("GET /api/holdings and /api/realized", () => {
  async function threeTrades() {
    const user = await signUp("ledgermethod");
    const coin = uniqueCoin("lm");
    await seedMarketCoin({ id: coin.id, symbol: coin.symbol, price: 250, name: "Method Coin" });
    const base = { coinId: coin.id, symbol: coin.symbol, name: "Method Coin" };
    await created(
      await addTransaction(user.cookie, { ...base, quantity: "1", price: "100", executedAt: "2023-01-01T00:00:00Z" }),
    );
    await created(
      await addTransaction(user.cookie, { ...base, quantity: "1", price: "200", executedAt: "2024-06-01T00:00:00Z" }),
    );
    await created(
      await addTransaction(user.cookie, {
        ...base,
        type: "sell",
        quantity: "1",
        price: "300",
        executedAt: "2024-07-01T00:00:00Z",
      }),
    );
    return { ...user, coin };
  }

  it.each([
    ["fifo", "200", "200", "50"],
    ["lifo", "100", "100", "150"],
    ["hifo", "100", "100", "150"],
    ["average", "150", "150", "100"],
  ])("method %s: realized %s, cost %s, unrealized %s at 250", async (method, realized, cost, open) => {
    const { cookie, coin } = await threeTrades();
    const res = await api(`/api/holdings?method=${method}`, { cookie });
    const body = (await res.json()) as HoldingsResponse;
    expect(body.method).toBe(method);
    expect(body.holdings[0]).toMatchObject({
      coinId: coin.id,
      symbol: coin.symbol,
      quantity: "1",
      cost,
      averageCost: cost,
      value: "250",
      unrealizedPnl: open,
      realizedPnl: realized,
      transactionCount: 3,
      quote: { price: "250", source: expect.any(String), asOf: expect.any(String) },
    });
    expect(body.totals).toMatchObject({ value: "250", cost, unrealizedPnl: open, realizedPnl: realized, unpriced: 0 });
  });

  it("the profile's method is the default; a method parameter overrides it", async () => {
    const { cookie } = await threeTrades();
    expect(((await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse).method).toBe("fifo");
    const put = await api("/api/profile", { method: "PUT", cookie, body: { costBasisMethod: "hifo" } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ costBasisMethod: "hifo" });
    const byDefault = (await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse;
    expect(byDefault).toMatchObject({ method: "hifo", totals: { realizedPnl: "100" } });
    const overridden = (await (await api("/api/holdings?method=fifo", { cookie })).json()) as HoldingsResponse;
    expect(overridden.totals.realizedPnl).toBe("200");
    await expectError(await api("/api/profile", { method: "PUT", cookie, body: { costBasisMethod: "best" } }), 400);
    await expectError(await api("/api/holdings?method=best", { cookie }), 400);
  });

  it("realized lists each disposal with its holding period, filtered by year", async () => {
    const { cookie } = await threeTrades();
    const res = await api("/api/realized?method=fifo&year=2024", { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      method: "fifo",
      year: 2024,
      disposals: [
        {
          date: "2024-07-01T00:00:00.000Z",
          acquiredAt: "2023-01-01T00:00:00.000Z",
          quantity: "1",
          proceeds: "300",
          cost: "100",
          gain: "200",
          holdingDays: 547,
          term: "long",
        },
      ],
      totals: { proceeds: "300", cost: "100", gain: "200", shortTerm: "0", longTerm: "200" },
    });
    const lifo = (await (await api("/api/realized?method=lifo", { cookie })).json()) as RealizedResponse;
    expect(lifo.disposals[0]).toMatchObject({ holdingDays: 30, term: "short", gain: "100" });
    const other = (await (await api("/api/realized?year=2023", { cookie })).json()) as RealizedResponse;
    expect(other.disposals).toEqual([]);
    await expectError(await api("/api/realized?year=20x", { cookie }), 400);
  });

  it("a holding without a market price is counted as unpriced, not valued", async () => {
    const { cookie } = await signUp("ledgerunpriced");
    await created(await addTransaction(cookie, { coinId: "custom-nopricezz", symbol: "nopricezz", name: "No price" }));
    const body = (await (await api("/api/holdings", { cookie })).json()) as HoldingsResponse;
    expect(body.holdings[0]).toMatchObject({ quote: null, value: null, unrealizedPnl: null, quantity: "0.5" });
    expect(body.totals).toMatchObject({ value: "0", unpriced: 1 });
  });
});
