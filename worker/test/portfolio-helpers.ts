import { env } from "cloudflare:test";
import { expect } from "vitest";
import { api } from "./helpers";

let coinCounter = 0;
/** A coin id and symbol no other test (nor the market snapshot) uses. */
export function uniqueCoin(prefix = "tst") {
  coinCounter += 1;
  const symbol = `${prefix}${coinCounter}${Math.random().toString(36).slice(2, 6)}`;
  return { id: `${symbol}-coin`, symbol };
}

/** A market-cache row written straight into D1, as the market refresh would leave it. */
export async function seedMarketCoin(coin: {
  id: string;
  symbol: string;
  price: number | null;
  change24h?: number | null;
  position?: number;
  name?: string;
}) {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO market_coins (id, position, name, symbol, current_price, price_change_percentage_24h, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      coin.id,
      coin.position ?? 5000,
      coin.name ?? coin.id,
      coin.symbol,
      coin.price,
      coin.change24h ?? null,
      Date.now(),
    )
    .run();
}

export async function seedEcosystemToken(coin: { ecosystemId: string; id: string; symbol: string; price: number }) {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO ecosystem_tokens (ecosystem_id, coin_id, position, name, symbol, current_price, updated_at)
     VALUES (?, ?, 1, ?, ?, ?, ?)`,
  )
    .bind(coin.ecosystemId, coin.id, coin.id, coin.symbol, coin.price, Date.now())
    .run();
}

export async function created<T = Record<string, unknown>>(res: Response): Promise<T> {
  expect(res.status).toBe(201);
  return (await res.json()) as T;
}

export const spotBody = (overrides: Record<string, unknown> = {}) => ({
  symbol: "BTC",
  name: "Bitcoin",
  amount: "0.5",
  entryPrice: "40000",
  currentPrice: "50000",
  ...overrides,
});

export const leveragedBody = (overrides: Record<string, unknown> = {}) => ({
  symbol: "ETH",
  name: "Ethereum",
  size: "2",
  entryPrice: "3000",
  currentPrice: "3100",
  leverage: 10,
  liquidationPrice: "2700",
  positionType: "long",
  ...overrides,
});

export const addSpot = (cookie: string, overrides: Record<string, unknown> = {}) =>
  api("/api/spot-positions", { method: "POST", cookie, body: spotBody(overrides) });
export const addLeveraged = (cookie: string, overrides: Record<string, unknown> = {}) =>
  api("/api/leveraged-positions", { method: "POST", cookie, body: leveragedBody(overrides) });
