import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeveragedPosition, PriceAlert, SpotPosition } from "../../schema/portfolio";
import { api, signUp } from "../test/helpers";
import { addLeveraged, addSpot, created, seedMarketCoin, uniqueCoin } from "../test/portfolio-helpers";
import { runScheduled } from "./index";
import { runPositionJobs } from "./positions";

const NOW = new Date("2025-01-15T12:34:00Z");
const get = async <T>(path: string, cookie: string) => (await (await api(path, { cookie })).json()) as T;

describe("positions cron job", () => {
  it("re-prices every user's positions and liquidates while the owners are away", async () => {
    const alice = await signUp("cron");
    const bob = await signUp("cron");
    const coin = uniqueCoin("crn");
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 50 });
    await created(await addSpot(alice.cookie, { symbol: coin.symbol, currentPrice: "60" }));
    const short = await created<LeveragedPosition>(
      await addLeveraged(bob.cookie, {
        symbol: coin.symbol,
        positionType: "short",
        entryPrice: "40",
        currentPrice: "40",
        liquidationPrice: "48",
      }),
    );

    const summary = await runPositionJobs(env, NOW);
    expect(summary).toMatchObject({ liquidated: 1 });
    expect(summary.spot).toBeGreaterThanOrEqual(1);
    expect(await get<SpotPosition[]>("/api/spot-positions", alice.cookie)).toMatchObject([{ currentPrice: "50" }]);
    expect(await get<LeveragedPosition[]>("/api/leveraged-positions", bob.cookie)).toMatchObject([
      { id: short.id, currentPrice: "50", isLiquidated: true },
    ]);
  });

  it("triggers reached active alerts once, at the cron's time, and leaves inactive ones alone", async () => {
    const { cookie } = await signUp("cron");
    const coin = uniqueCoin("cra");
    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 0.5 });
    const post = (body: object) =>
      api("/api/price-alerts", {
        method: "POST",
        cookie,
        body: { symbol: coin.symbol, name: "Coin", alertType: "below", ...body },
      });
    const below = await created<PriceAlert>(await post({ targetPrice: "0.6" }));
    const inactive = await created<PriceAlert>(await post({ targetPrice: "0.7" }));
    await api(`/api/price-alerts/${inactive.id}`, { method: "PATCH", cookie, body: { isActive: false } });

    await runScheduled(env, NOW);
    const alerts = await get<PriceAlert[]>("/api/price-alerts", cookie);
    expect(alerts.find((a) => a.id === below.id)).toMatchObject({
      isTriggered: true,
      triggeredAt: NOW.toISOString(),
      triggeredPrice: "0.5",
    });
    expect(alerts.find((a) => a.id === inactive.id)).toMatchObject({ isTriggered: false });

    await seedMarketCoin({ id: coin.symbol, symbol: coin.symbol, price: 0.4 });
    await runPositionJobs(env, new Date(NOW.getTime() + 60_000));
    const again = await get<PriceAlert[]>("/api/price-alerts", cookie);
    expect(again.find((a) => a.id === below.id)).toMatchObject({
      triggeredAt: NOW.toISOString(),
      triggeredPrice: "0.5",
    });
  });
});
