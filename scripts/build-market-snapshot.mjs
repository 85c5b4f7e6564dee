#!/usr/bin/env node
/**
 * Builds worker/data/market-snapshot.json, the offline market bundled with the worker, from a real recorded
 * CoinGecko /coins/markets response (worker/test/fixtures/README.md says where it came from).
 * Keeps CoinGecko's own field names, so the worker reads the snapshot through the same tolerant parser as a
 * live response; keeps only the Market coin fields (docs/product.md § Data shapes), the figures the coin page shows besides (24h
 * high/low, ATH, ATL, supplies, FDV) and a 42-point sparkline. No value is changed
 * except sparkline points, rounded to 6 significant digits.
 *
 *   node scripts/build-market-snapshot.mjs [input.json] [output.json]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { downsampleSparkline } from "../domain/sparkline.ts";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
export const DEFAULT_INPUT = here(
  "../worker/test/fixtures/coingecko-coins-markets-usd-p1-sparkline-7d-2024-12-19.json",
);
export const DEFAULT_OUTPUT = here("../worker/data/market-snapshot.json");

const FIELDS = [
  "id",
  "symbol",
  "name",
  "image",
  "current_price",
  "market_cap",
  "market_cap_rank",
  "total_volume",
  "circulating_supply",
  "price_change_percentage_24h",
  "price_change_percentage_7d_in_currency",
  "high_24h",
  "low_24h",
  "ath",
  "ath_change_percentage",
  "ath_date",
  "atl",
  "atl_change_percentage",
  "atl_date",
  "total_supply",
  "max_supply",
  "fully_diluted_valuation",
];

/** The snapshot object for a recorded response (an array of /coins/markets rows). */
export function buildSnapshot(rows) {
  if (!Array.isArray(rows) || rows.length === 0) throw new Error("expected a non-empty /coins/markets array");
  const times = rows.map((row) => Date.parse(row.last_updated)).filter(Number.isFinite);
  if (times.length === 0) throw new Error("no last_updated in the recording: its date is unknown");
  const coins = rows.map((row) => {
    const coin = Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? null]));
    coin.sparkline_in_7d = { price: downsampleSparkline(row.sparkline_in_7d?.price ?? []) };
    return coin;
  });
  return {
    source: "CoinGecko /coins/markets vs_currency=usd page 1 (250), sparkline=true, recorded 2024-12-19",
    asOf: new Date(Math.max(...times)).toISOString(),
    coins,
  };
}

/** One coin a line: small enough to bundle, still readable in a diff. */
export function serializeSnapshot(snapshot) {
  const head = JSON.stringify({ source: snapshot.source, asOf: snapshot.asOf }).slice(0, -1);
  return `${head},"coins":[\n${snapshot.coins.map((c) => JSON.stringify(c)).join(",\n")}\n]}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [input = DEFAULT_INPUT, output = DEFAULT_OUTPUT] = process.argv.slice(2);
  const snapshot = buildSnapshot(JSON.parse(readFileSync(input, "utf8")));
  const text = serializeSnapshot(snapshot);
  writeFileSync(output, text);
  console.log(`wrote ${output}: ${snapshot.coins.length} coins as of ${snapshot.asOf}, ${text.length} bytes`);
}
