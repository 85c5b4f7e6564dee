import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ETH_PAYMENT_ADDRESS, addPaymentAddress, orderBody, setUsdPrices } from "../test/ad-helpers";
import { api, signUp } from "../test/helpers";
import { leveragedBody, spotBody } from "../test/portfolio-helpers";
import { MAX_POSITIONS } from "./positions";
import { MAX_PRICE_ALERTS } from "./price-alerts";

/** Issue 14: per-user caps hold when 40 creations of the same kind arrive at once. */

const PARALLEL = 40;

async function burst(send: () => Promise<Response>) {
  const answers = (await Promise.all(Array.from({ length: PARALLEL }, send))).map((res) => res.status);
  return { created: answers.filter((s) => s === 201).length, refused: answers.filter((s) => s !== 201) };
}

async function rowCount(table: string, userId: number) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

/** Fills `table` up to `cap - room` rows for the user, so the burst meets the cap. */
async function fill(table: string, columns: string, values: string, userId: number, rows: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
     INSERT INTO ${table} (user_id, ${columns}) SELECT ?, ${values} FROM n`,
  )
    .bind(userId)
    .run();
}

describe("per-user caps under 40 parallel creations", () => {
  it(`price alerts stop at exactly ${MAX_PRICE_ALERTS}`, async () => {
    const { cookie, user } = await signUp("capalert");
    await fill(
      "price_alerts",
      "symbol, name, alert_type, target_price",
      "'btc', 'Bitcoin', 'above', '1'",
      user.id,
      MAX_PRICE_ALERTS - 5,
    );
    const body = { symbol: "btc", name: "Bitcoin", alertType: "above", targetPrice: "100000" };
    const { created, refused } = await burst(() => api("/api/price-alerts", { method: "POST", cookie, body }));
    expect(created).toBe(5);
    expect(new Set(refused)).toEqual(new Set([409]));
    expect(await rowCount("price_alerts", user.id)).toBe(MAX_PRICE_ALERTS);
  });

  it(`spot positions stop at exactly ${MAX_POSITIONS}`, async () => {
    const { cookie, user } = await signUp("capspot");
    await fill(
      "spot_positions",
      "symbol, name, amount, entry_price, current_price",
      "'btc', 'Bitcoin', '1', '1', '1'",
      user.id,
      MAX_POSITIONS - 7,
    );
    const body = spotBody();
    const { created, refused } = await burst(() => api("/api/spot-positions", { method: "POST", cookie, body }));
    expect(created).toBe(7);
    expect(new Set(refused)).toEqual(new Set([409]));
    expect(await rowCount("spot_positions", user.id)).toBe(MAX_POSITIONS);
  });

  it(`leveraged positions stop at exactly ${MAX_POSITIONS}`, async () => {
    const { cookie, user } = await signUp("caplev");
    await fill(
      "leveraged_positions",
      "symbol, name, size, entry_price, current_price, leverage, liquidation_price",
      "'btc', 'Bitcoin', '1', '1', '1', '2', '0.5'",
      user.id,
      MAX_POSITIONS - 3,
    );
    const body = leveragedBody();
    const { created, refused } = await burst(() => api("/api/leveraged-positions", { method: "POST", cookie, body }));
    expect(created).toBe(3);
    expect(new Set(refused)).toEqual(new Set([409]));
    expect(await rowCount("leveraged_positions", user.id)).toBe(MAX_POSITIONS);
  });

  it("ad orders stop at exactly 20 an hour", async () => {
    await setUsdPrices();
    await addPaymentAddress("ETH", ETH_PAYMENT_ADDRESS);
    const { cookie, user } = await signUp("capads");
    const { created, refused } = await burst(() =>
      api("/api/ad-orders", { method: "POST", cookie, body: orderBody() }),
    );
    expect(created).toBe(20);
    expect(new Set(refused)).toEqual(new Set([429]));
    expect(await rowCount("ad_orders", user.id)).toBe(20);
  });
});
