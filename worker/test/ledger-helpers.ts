import { api } from "./helpers";

/** A ledger transaction as the SPA sends it (a buy of 0.5 BTC on 15 Jan 2025 by default). */
export const txBody = (overrides: Record<string, unknown> = {}) => ({
  coinId: "bitcoin",
  symbol: "BTC",
  name: "Bitcoin",
  type: "buy",
  quantity: "0.5",
  price: "40000",
  fee: "0",
  executedAt: "2025-01-15T10:00:00Z",
  ...overrides,
});

export const addTransaction = (cookie: string, overrides: Record<string, unknown> = {}) =>
  api("/api/transactions", { method: "POST", cookie, body: txBody(overrides) });
