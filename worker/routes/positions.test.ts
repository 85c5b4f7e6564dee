import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  type LeveragedPosition,
  type SpotPosition,
  leveragedPositionView,
  spotPositionView,
} from "../../schema/portfolio";
import { api, expectError, itRequiresSession, signUp } from "../test/helpers";
import {
  addLeveraged,
  addSpot,
  created,
  leveragedBody,
  seedMarketCoin,
  spotBody,
  uniqueCoin,
} from "../test/portfolio-helpers";
import { MAX_POSITIONS } from "./positions";

const list = async <T>(path: string, cookie: string) => {
  const res = await api(path, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T[];
};

/** A 400 whose first issue names the field, and whose message leads with it. */
async function expectFieldError(res: Response, field: string, message?: string | RegExp) {
  const error = await expectError(res, 400, "bad_request");
  expect(error.issues?.[0]).toMatchObject({ path: field });
  expect(error.message.startsWith(`${field}: `)).toBe(true);
  if (message) expect(error.message).toMatch(message);
}

describe("spot positions", () => {
  itRequiresSession("GET", "/api/spot-positions");
  itRequiresSession("POST", "/api/spot-positions", spotBody());
  itRequiresSession("PATCH", "/api/spot-positions/1", { amount: "1" });
  itRequiresSession("DELETE", "/api/spot-positions/1");

  it("starts empty", async () => {
    const { cookie } = await signUp("spot");
    expect(await list("/api/spot-positions", cookie)).toEqual([]);
  });

  it("adds a position: symbol lower-cased, name trimmed, decimals canonical and exact", async () => {
    const { cookie, user } = await signUp("spot");
    const position = await created<SpotPosition>(
      await addSpot(cookie, {
        symbol: " BTC ",
        name: "  Bitcoin ",
        amount: "0.12345678",
        entryPrice: "040000.10",
        currentPrice: "50000",
      }),
    );
    expect(position).toEqual({
      id: expect.any(Number),
      userId: user.id,
      symbol: "btc",
      name: "Bitcoin",
      amount: "0.12345678",
      entryPrice: "40000.1",
      currentPrice: "50000",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      marketPrice: null,
      change24h: null,
    });
    const row = await env.DB.prepare("SELECT amount, entry_price FROM spot_positions WHERE id = ?")
      .bind(position.id)
      .first<{ amount: string; entry_price: string }>();
    expect(row).toEqual({ amount: "0.12345678", entry_price: "40000.1" });
    expect(await list("/api/spot-positions", cookie)).toEqual([position]);
  });

  it("shows the market cache's price and 24 h change for the coin (symbol → coin id)", async () => {
    const { cookie } = await signUp("spot");
    const coin = uniqueCoin();
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 12.345678912, change24h: -3.5 });
    const position = await created<SpotPosition>(await addSpot(cookie, { symbol: coin.symbol.toUpperCase() }));
    expect(position).toMatchObject({ marketPrice: "12.34567891", change24h: -3.5, currentPrice: "50000" });
  });

  it.each([
    ["symbol", { symbol: undefined }, /required/],
    ["symbol", { symbol: "   " }, /required/],
    ["symbol", { symbol: "b tc" }, /spaces/],
    ["symbol", { symbol: "x".repeat(33) }, /at most 32/],
    ["name", { name: "" }, /required/],
    ["name", { name: "n".repeat(101) }, /at most 100/],
    ["amount", { amount: undefined }, /decimal string/],
    ["amount", { amount: "0" }, /greater than 0/],
    ["amount", { amount: "-1" }, /number such as/],
    ["amount", { amount: "0.000000001" }, /8 decimal places/],
    ["amount", { amount: "1000000000000" }, /20 digits/],
    ["amount", { amount: "1e3" }, /number such as/],
    ["amount", { amount: 1.5 }, /decimal string/],
    ["entryPrice", { entryPrice: undefined }, /decimal string/],
    ["entryPrice", { entryPrice: "abc" }, /number such as/],
    ["currentPrice", { currentPrice: undefined }, /decimal string/],
    ["currentPrice", { currentPrice: "0.00" }, /greater than 0/],
  ])("refuses a bad %s (%j) with 400 naming it", async (field, overrides, message) => {
    const { cookie } = await signUp("spot");
    await expectFieldError(await addSpot(cookie, overrides), field, message);
  });

  it("refuses malformed JSON", async () => {
    const { cookie } = await signUp("spot");
    await expectError(await api("/api/spot-positions", { method: "POST", cookie, body: "{oops" }), 400);
  });

  it(`stops at ${MAX_POSITIONS} positions`, async () => {
    const { cookie, user } = await signUp("spot");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_POSITIONS})
       INSERT INTO spot_positions (user_id, symbol, name, amount, entry_price, current_price)
       SELECT ?, 'btc', 'Bitcoin', '1', '1', '1' FROM n`,
    )
      .bind(user.id)
      .run();
    await expectError(await addSpot(cookie), 409, "conflict");
  });

  it("edits a position, partly or wholly", async () => {
    const { cookie } = await signUp("spot");
    const { id } = await created<SpotPosition>(await addSpot(cookie));
    const partly = await api(`/api/spot-positions/${id}`, { method: "PATCH", cookie, body: { amount: "2.50" } });
    expect(partly.status).toBe(200);
    expect(await partly.json()).toMatchObject({ id, amount: "2.5", symbol: "btc", entryPrice: "40000" });
    const whole = await api(`/api/spot-positions/${id}`, {
      method: "PATCH",
      cookie,
      body: { symbol: "ETH", name: "Ethereum", amount: "3", entryPrice: "2000", currentPrice: "2500.55" },
    });
    expect(await whole.json()).toMatchObject({ symbol: "eth", name: "Ethereum", amount: "3", currentPrice: "2500.55" });
    expect(await list<SpotPosition>("/api/spot-positions", cookie)).toMatchObject([{ id, symbol: "eth" }]);
  });

  it("refuses an edit with nothing in it, a bad value or a bad id", async () => {
    const { cookie } = await signUp("spot");
    const { id } = await created<SpotPosition>(await addSpot(cookie));
    await expectFieldError(
      await api(`/api/spot-positions/${id}`, { method: "PATCH", cookie, body: {} }),
      "body",
      /Nothing to update/,
    );
    await expectFieldError(
      await api(`/api/spot-positions/${id}`, { method: "PATCH", cookie, body: { amount: "0" } }),
      "amount",
      /greater than 0/,
    );
    await expectFieldError(
      await api(`/api/spot-positions/${id}`, { method: "PATCH", cookie, body: { name: " " } }),
      "name",
      /required/,
    );
    await expectFieldError(
      await api("/api/spot-positions/abc", { method: "PATCH", cookie, body: { amount: "1" } }),
      "id",
    );
    await expectFieldError(await api("/api/spot-positions/0", { method: "DELETE", cookie }), "id");
  });

  it("keeps each user's positions to that user: another user's id is a 404 for list, edit and delete", async () => {
    const owner = await signUp("owner");
    const other = await signUp("other");
    const position = await created<SpotPosition>(await addSpot(owner.cookie));
    expect(await list("/api/spot-positions", other.cookie)).toEqual([]);
    const patch = await api(`/api/spot-positions/${position.id}`, {
      method: "PATCH",
      cookie: other.cookie,
      body: { amount: "9" },
    });
    await expectError(patch, 404, "not_found");
    await expectError(
      await api(`/api/spot-positions/${position.id}`, { method: "DELETE", cookie: other.cookie }),
      404,
      "not_found",
    );
    expect(await list("/api/spot-positions", owner.cookie)).toEqual([position]);
  });

  it("deletes a position once; an unknown id is a 404", async () => {
    const { cookie } = await signUp("spot");
    const { id } = await created<SpotPosition>(await addSpot(cookie));
    const res = await api(`/api/spot-positions/${id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await list("/api/spot-positions", cookie)).toEqual([]);
    await expectError(await api(`/api/spot-positions/${id}`, { method: "DELETE", cookie }), 404);
    await expectError(await api("/api/spot-positions/999999", { method: "PATCH", cookie, body: { amount: "1" } }), 404);
  });
});

describe("leveraged positions", () => {
  itRequiresSession("GET", "/api/leveraged-positions");
  itRequiresSession("POST", "/api/leveraged-positions", leveragedBody());
  itRequiresSession("PATCH", "/api/leveraged-positions/1", { leverage: 2 });
  itRequiresSession("DELETE", "/api/leveraged-positions/1");

  it("opens a long by default and lists it", async () => {
    const { cookie, user } = await signUp("lev");
    const { positionType: _omitted, ...body } = leveragedBody({ symbol: "Eth", name: " Ethereum " });
    const position = await created<LeveragedPosition>(
      await api("/api/leveraged-positions", { method: "POST", cookie, body }),
    );
    expect(position).toEqual({
      id: expect.any(Number),
      userId: user.id,
      symbol: "eth",
      name: "Ethereum",
      size: "2",
      entryPrice: "3000",
      currentPrice: "3100",
      leverage: 10,
      liquidationPrice: "2700",
      positionType: "long",
      isLiquidated: false,
      createdAt: expect.any(String),
      marketPrice: null,
      change24h: null,
    });
    expect(await list("/api/leveraged-positions", cookie)).toEqual([position]);
  });

  it("accepts leverage 1 and 100 and a short", async () => {
    const { cookie } = await signUp("lev");
    expect((await created<LeveragedPosition>(await addLeveraged(cookie, { leverage: 1 }))).leverage).toBe(1);
    const short = await created<LeveragedPosition>(
      await addLeveraged(cookie, { leverage: 100, positionType: "short", liquidationPrice: "3130" }),
    );
    expect(short).toMatchObject({ leverage: 100, positionType: "short", isLiquidated: false });
  });

  it("a long opened at or below its liquidation price is liquidated from the start; so is such a short", async () => {
    const { cookie } = await signUp("lev");
    const long = await created<LeveragedPosition>(await addLeveraged(cookie, { currentPrice: "2700" }));
    expect(long.isLiquidated).toBe(true);
    const short = await created<LeveragedPosition>(
      await addLeveraged(cookie, { positionType: "short", currentPrice: "3300", liquidationPrice: "3300" }),
    );
    expect(short.isLiquidated).toBe(true);
  });

  it.each([
    ["leverage", { leverage: 0 }],
    ["leverage", { leverage: 101 }],
    ["leverage", { leverage: 2.5 }],
    ["leverage", { leverage: "5" }],
    ["leverage", { leverage: undefined }],
    ["positionType", { positionType: "sideways" }],
    ["size", { size: "0" }],
    ["size", { size: "0.123456789" }],
    ["entryPrice", { entryPrice: "" }],
    ["currentPrice", { currentPrice: undefined }],
    ["liquidationPrice", { liquidationPrice: undefined }],
    ["liquidationPrice", { liquidationPrice: "-5" }],
    ["symbol", { symbol: "" }],
    ["name", { name: undefined }],
  ])("refuses a bad %s (%j) with 400 naming it", async (field, overrides) => {
    const { cookie } = await signUp("lev");
    await expectFieldError(await addLeveraged(cookie, overrides), field);
  });

  it("edits an open position (leverage, liquidation price, direction) and re-checks liquidation", async () => {
    const { cookie } = await signUp("lev");
    const { id } = await created<LeveragedPosition>(await addLeveraged(cookie));
    const edited = await api(`/api/leveraged-positions/${id}`, {
      method: "PATCH",
      cookie,
      body: { leverage: 20, liquidationPrice: "2850.50", positionType: "short" },
    });
    expect(edited.status).toBe(200);
    // A short at 3100 with its liquidation at 2850.5 is already beyond it.
    expect(await edited.json()).toMatchObject({
      id,
      leverage: 20,
      liquidationPrice: "2850.5",
      positionType: "short",
      isLiquidated: true,
    });
  });

  it("refuses to edit a liquidated position (409) but closes it", async () => {
    const { cookie } = await signUp("lev");
    const { id } = await created<LeveragedPosition>(await addLeveraged(cookie));
    const liquidating = await api(`/api/leveraged-positions/${id}`, {
      method: "PATCH",
      cookie,
      body: { currentPrice: "2600" },
    });
    expect(await liquidating.json()).toMatchObject({ isLiquidated: true });
    const again = await api(`/api/leveraged-positions/${id}`, {
      method: "PATCH",
      cookie,
      body: { currentPrice: "3500" },
    });
    const error = await expectError(again, 409, "conflict");
    expect(error.message).toMatch(/liquidated/);
    expect((await api(`/api/leveraged-positions/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await list("/api/leveraged-positions", cookie)).toEqual([]);
  });

  it("answers exactly the shapes derived from the tables: no column missing, renamed or extra", async () => {
    const { cookie } = await signUp("lev");
    await created(await addLeveraged(cookie));
    await created(await addSpot(cookie));
    for (const position of await list("/api/leveraged-positions", cookie))
      leveragedPositionView.strict().parse(position);
    for (const position of await list("/api/spot-positions", cookie)) spotPositionView.strict().parse(position);
  });

  it("catches a renamed field (amount for size, entry_price for entryPrice) and ignores the columns the server owns", async () => {
    const { cookie, user } = await signUp("lev");
    const { size: _renamed, ...body } = leveragedBody();
    await expectFieldError(
      await api("/api/leveraged-positions", { method: "POST", cookie, body: { ...body, amount: "2" } }),
      "size",
    );
    const owned = { id: 1, userId: user.id + 1, isLiquidated: true, createdAt: 0 };
    const position = await created<LeveragedPosition>(await addLeveraged(cookie, owned));
    expect(position).toMatchObject({ userId: user.id, isLiquidated: false });
    expect(position.id).not.toBe(owned.id);
    const patch = (patchBody: unknown) =>
      api(`/api/leveraged-positions/${position.id}`, { method: "PATCH", cookie, body: patchBody });
    await expectFieldError(await patch({ entry_price: "1" }), "body", /Nothing to update/);
    await expectFieldError(await patch({ isLiquidated: true }), "body", /Nothing to update/);
  });

  it("refuses a bad edit with 400 naming the field", async () => {
    const { cookie } = await signUp("lev");
    const { id } = await created<LeveragedPosition>(await addLeveraged(cookie));
    const patch = (body: unknown) => api(`/api/leveraged-positions/${id}`, { method: "PATCH", cookie, body });
    await expectFieldError(await patch({ leverage: 0 }), "leverage");
    await expectFieldError(await patch({ positionType: "flat" }), "positionType");
    await expectFieldError(await patch({ liquidationPrice: "1.123456789" }), "liquidationPrice");
    await expectFieldError(await patch({}), "body");
  });

  it("keeps each user's positions to that user: another user's id is a 404 for list, edit and close", async () => {
    const owner = await signUp("owner");
    const other = await signUp("other");
    const position = await created<LeveragedPosition>(await addLeveraged(owner.cookie));
    expect(await list("/api/leveraged-positions", other.cookie)).toEqual([]);
    const patch = await api(`/api/leveraged-positions/${position.id}`, {
      method: "PATCH",
      cookie: other.cookie,
      body: { leverage: 2 },
    });
    await expectError(patch, 404, "not_found");
    const close = await api(`/api/leveraged-positions/${position.id}`, { method: "DELETE", cookie: other.cookie });
    await expectError(close, 404, "not_found");
    expect(await list("/api/leveraged-positions", owner.cookie)).toEqual([position]);
  });

  it("closes a position once", async () => {
    const { cookie } = await signUp("lev");
    const { id } = await created<LeveragedPosition>(await addLeveraged(cookie));
    expect(await (await api(`/api/leveraged-positions/${id}`, { method: "DELETE", cookie })).json()).toEqual({
      ok: true,
    });
    await expectError(await api(`/api/leveraged-positions/${id}`, { method: "DELETE", cookie }), 404);
    await expectError(
      await api(`/api/leveraged-positions/${id}`, { method: "PATCH", cookie, body: { leverage: 2 } }),
      404,
    );
  });
});
