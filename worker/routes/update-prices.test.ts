import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeveragedPosition, PriceAlert, PriceUpdateResult, SpotPosition } from "../../schema/portfolio";
import { api, itRequiresSession, signUp } from "../test/helpers";
import {
  addLeveraged,
  addSpot,
  created,
  seedEcosystemToken,
  seedMarketCoin,
  uniqueCoin,
} from "../test/portfolio-helpers";

const updatePrices = async (cookie: string) => {
  const res = await api("/api/update-prices", { method: "POST", cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PriceUpdateResult;
};
const get = async <T>(path: string, cookie: string) => (await (await api(path, { cookie })).json()) as T;

describe("POST /api/update-prices", () => {
  itRequiresSession("POST", "/api/update-prices");

  it("re-prices spot and leveraged positions from the market cache and says what changed", async () => {
    const { cookie } = await signUp("prices");
    const coin = uniqueCoin();
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 61234.56789, change24h: 2.5 });
    const spot = await created<SpotPosition>(await addSpot(cookie, { symbol: coin.symbol, currentPrice: "50000" }));
    const lev = await created<LeveragedPosition>(
      await addLeveraged(cookie, {
        symbol: coin.symbol,
        entryPrice: "60000",
        currentPrice: "60000",
        liquidationPrice: "54000",
      }),
    );

    const result = await updatePrices(cookie);
    expect(result).toEqual({
      spot: [{ id: spot.id, symbol: coin.symbol, previousPrice: "50000", currentPrice: "61234.56789" }],
      leveraged: [
        { id: lev.id, symbol: coin.symbol, previousPrice: "60000", currentPrice: "61234.56789", isLiquidated: false },
      ],
      liquidated: [],
      unpriced: [],
      triggeredAlerts: [],
    });
    expect(await get<SpotPosition[]>("/api/spot-positions", cookie)).toMatchObject([
      { currentPrice: "61234.56789", marketPrice: "61234.56789", change24h: 2.5 },
    ]);
    expect((await updatePrices(cookie)).spot).toEqual([]);
  });

  it("finds a mapped symbol by its mapped coin id (icp → internet-computer)", async () => {
    const { cookie } = await signUp("prices");
    await seedMarketCoin({ id: "internet-computer", symbol: "icp", price: 7.77 });
    // A different coin with the same symbol ranks first but is not the mapped one.
    await seedMarketCoin({ id: "icp-imposter", symbol: "icp", price: 0.5, position: 1 });
    await created(await addSpot(cookie, { symbol: "ICP", name: "Internet Computer", currentPrice: "5" }));
    expect((await updatePrices(cookie)).spot).toMatchObject([{ currentPrice: "7.77" }]);
  });

  it("falls back to an ecosystem list, then to the best-ranked coin with the symbol", async () => {
    const { cookie } = await signUp("prices");
    const inEcosystem = uniqueCoin("eco");
    await seedEcosystemToken({
      ecosystemId: "solana",
      id: inEcosystem.symbol,
      symbol: inEcosystem.symbol,
      price: 0.0123,
    });
    const bySymbol = uniqueCoin("sym");
    await seedMarketCoin({
      id: `${bySymbol.symbol}-worse`,
      symbol: bySymbol.symbol.toUpperCase(),
      price: 1,
      position: 900,
    });
    await seedMarketCoin({
      id: `${bySymbol.symbol}-best`,
      symbol: bySymbol.symbol.toUpperCase(),
      price: 2,
      position: 800,
    });
    await created(await addSpot(cookie, { symbol: inEcosystem.symbol, currentPrice: "1" }));
    await created(await addSpot(cookie, { symbol: bySymbol.symbol, currentPrice: "1" }));
    const result = await updatePrices(cookie);
    expect(result.spot.map((c) => [c.symbol, c.currentPrice]).sort()).toEqual(
      [
        [inEcosystem.symbol, "0.0123"],
        [bySymbol.symbol, "2"],
      ].sort(),
    );
  });

  it("never invents a price: unknown coins and coins without a cached price keep their stored price", async () => {
    const { cookie } = await signUp("prices");
    const unknown = uniqueCoin("unk");
    const unpriced = uniqueCoin("nul");
    await seedMarketCoin({ id: unpriced.symbol, symbol: unpriced.symbol, price: null });
    await created(await addSpot(cookie, { symbol: unknown.symbol, currentPrice: "3.5" }));
    await created(await addLeveraged(cookie, { symbol: unpriced.symbol, currentPrice: "3100" }));
    const result = await updatePrices(cookie);
    expect(result.spot).toEqual([]);
    expect(result.leveraged).toEqual([]);
    expect(result.unpriced).toEqual([unknown.symbol, unpriced.symbol].sort());
    expect(await get<SpotPosition[]>("/api/spot-positions", cookie)).toMatchObject([
      { currentPrice: "3.5", marketPrice: null },
    ]);
  });

  it("liquidates a long at its liquidation price and a short above it, and keeps them liquidated", async () => {
    const { cookie } = await signUp("prices");
    const coin = uniqueCoin("liq");
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 90 });
    const long = await created<LeveragedPosition>(
      await addLeveraged(cookie, {
        symbol: coin.symbol,
        entryPrice: "100",
        currentPrice: "100",
        liquidationPrice: "90",
      }),
    );
    const safeLong = await created<LeveragedPosition>(
      await addLeveraged(cookie, {
        symbol: coin.symbol,
        entryPrice: "100",
        currentPrice: "100",
        liquidationPrice: "80",
      }),
    );
    const short = await created<LeveragedPosition>(
      await addLeveraged(cookie, {
        symbol: coin.symbol,
        positionType: "short",
        entryPrice: "80",
        currentPrice: "80",
        liquidationPrice: "88",
      }),
    );

    const result = await updatePrices(cookie);
    expect(result.liquidated.sort()).toEqual([long.id, short.id].sort());
    expect(result.leveraged.find((c) => c.id === safeLong.id)).toMatchObject({
      isLiquidated: false,
      currentPrice: "90",
    });
    const stored = await get<LeveragedPosition[]>("/api/leveraged-positions", cookie);
    expect(stored.map((p) => [p.id, p.isLiquidated])).toEqual([
      [long.id, true],
      [safeLong.id, false],
      [short.id, true],
    ]);

    // The price recovers: the liquidated positions stay liquidated and cannot be edited.
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 120 });
    const later = await updatePrices(cookie);
    expect(later.liquidated).toEqual([]);
    expect(later.leveraged.find((c) => c.id === long.id)).toMatchObject({ isLiquidated: true, currentPrice: "120" });
    const edit = await api(`/api/leveraged-positions/${long.id}`, { method: "PATCH", cookie, body: { leverage: 2 } });
    expect(edit.status).toBe(409);
  });

  it("touches only the signed-in user's positions", async () => {
    const me = await signUp("prices");
    const other = await signUp("prices");
    const coin = uniqueCoin("own");
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 10 });
    await created(await addSpot(me.cookie, { symbol: coin.symbol, currentPrice: "1" }));
    await created(await addSpot(other.cookie, { symbol: coin.symbol, currentPrice: "1" }));
    await created(
      await addLeveraged(other.cookie, {
        symbol: coin.symbol,
        entryPrice: "20",
        currentPrice: "20",
        liquidationPrice: "15",
      }),
    );
    expect((await updatePrices(me.cookie)).spot).toHaveLength(1);
    expect(await get<SpotPosition[]>("/api/spot-positions", other.cookie)).toMatchObject([{ currentPrice: "1" }]);
    expect(await get<LeveragedPosition[]>("/api/leveraged-positions", other.cookie)).toMatchObject([
      { currentPrice: "20", isLiquidated: false },
    ]);
  });

  it("triggers the user's reached price alerts once", async () => {
    const { cookie } = await signUp("prices");
    const coin = uniqueCoin("alr");
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 105 });
    const post = (body: object) =>
      api("/api/price-alerts", { method: "POST", cookie, body: { symbol: coin.symbol, name: "Coin", ...body } });
    const above = await created<PriceAlert>(await post({ alertType: "above", targetPrice: "100" }));
    await created(await post({ alertType: "below", targetPrice: "100" }));
    const result = await updatePrices(cookie);
    expect(result.triggeredAlerts).toEqual([
      expect.objectContaining({ id: above.id, isTriggered: true, triggeredPrice: "105", seenAt: null }),
    ]);
    expect((await updatePrices(cookie)).triggeredAlerts).toEqual([]);
    const row = await env.DB.prepare("SELECT is_triggered, triggered_at FROM price_alerts WHERE id = ?")
      .bind(above.id)
      .first<{ is_triggered: number; triggered_at: number }>();
    expect(row!.is_triggered).toBe(1);
    expect(row!.triggered_at).toBeGreaterThan(0);
  });
});
