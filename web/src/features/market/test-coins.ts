import type { MarketCoin } from "../../../../schema/market-api";

/** A market coin for tests: the given fields over plain defaults. */
export const coin = (id: string, fields: Partial<MarketCoin> = {}): MarketCoin => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  symbol: id.slice(0, 3),
  image: null,
  current_price: 1,
  market_cap: 1_000_000,
  market_cap_rank: 1,
  total_volume: 1000,
  circulating_supply: 1_000_000,
  price_change_percentage_24h: 0,
  price_change_percentage_7d_in_currency: 0,
  ecosystem: null,
  ...fields,
});

/** Six coins in market-cap order, with figures that order differently by each column. */
export const MARKET: MarketCoin[] = [
  coin("bitcoin", { name: "Bitcoin", symbol: "btc", current_price: 100_000, market_cap: 2e12, market_cap_rank: 1, total_volume: 50e9, circulating_supply: 19.8e6, price_change_percentage_24h: -1.5, price_change_percentage_7d_in_currency: 2 }),
  coin("ethereum", { name: "Ethereum", symbol: "eth", current_price: 3700, market_cap: 445e9, market_cap_rank: 2, total_volume: 55e9, circulating_supply: 120e6, price_change_percentage_24h: -4.3, price_change_percentage_7d_in_currency: -5.6, ecosystem: "ethereum" }),
  coin("tether", { name: "Tether", symbol: "usdt", current_price: 1, market_cap: 140e9, market_cap_rank: 3, total_volume: 170e9, circulating_supply: 140e9, price_change_percentage_24h: 0.08, price_change_percentage_7d_in_currency: 0.2 }),
  coin("solana", { name: "Solana", symbol: "sol", current_price: 210, market_cap: 100e9, market_cap_rank: 6, total_volume: 9e9, circulating_supply: 479e6, price_change_percentage_24h: 3.1, price_change_percentage_7d_in_currency: -9.3, ecosystem: "solana" }),
  coin("staked-ether", { name: "Lido Staked Ether", symbol: "steth", current_price: 3699, market_cap: 36e9, market_cap_rank: 9, total_volume: 0.15e9, circulating_supply: 9.8e6, price_change_percentage_24h: 7.5, price_change_percentage_7d_in_currency: -5.5 }),
  coin("mystery", { name: "Mystery", symbol: "mys", current_price: null, market_cap: null, market_cap_rank: null, total_volume: null, circulating_supply: null, price_change_percentage_24h: null, price_change_percentage_7d_in_currency: null }),
];
