import { readFileSync } from "node:fs";
import type { FakeRoute } from "./fake-upstream-routes";

/** CoinGecko as the fake upstream answers it, from the recordings in ./fixtures (see its README). */
const recording = (file: string) => () => ({
  body: readFileSync(new URL(`./fixtures/${file}`, import.meta.url), "utf8"),
});

// Only page 1 was ever recorded in full; pages 2–4 replay the other recorded page-1 responses.
const MARKET_PAGES: Record<string, () => { body: string }> = {
  "1": recording("coingecko-coins-markets-usd-p1-sparkline-7d-2024-12-19.json"),
  "2": recording("coingecko-coins-markets-usd-p1-2025-02-09.json"),
  "3": recording("coingecko-coins-markets-usd-p1-2024-03-16.json"),
  "4": recording("coingecko-coins-markets-usd-category-artificial-intelligence-2025-04-24.json"),
};
const CATEGORY = recording("coingecko-coins-markets-usd-category-artificial-intelligence-2025-04-24.json");
const SEARCH_BITCOIN = recording("coingecko-search-query-bitcoin-2026-08-22.json");
const SEARCH_MSTR = recording("coingecko-search-query-mstr.json");
// The one real market-chart recording (fixtures/README.md): bitcoin, 2 points of 2024-01-01.
const MARKET_CHART = recording("coingecko-market-chart-bitcoin-usd-2024-01-01.json");

export const COINGECKO_ROUTES: FakeRoute[] = [
  {
    method: "GET",
    path: /^\/coins\/markets$/,
    reply: (url) => {
      if (url.searchParams.get("category")) return CATEGORY();
      const page = MARKET_PAGES[url.searchParams.get("page") ?? "1"];
      return page ? page() : { body: "[]" };
    },
  },
  {
    method: "GET",
    path: /^\/search$/,
    reply: (url) => (/mstr/i.test(url.searchParams.get("query") ?? "") ? SEARCH_MSTR() : SEARCH_BITCOIN()),
  },
  { method: "GET", path: /^\/coins\/[^/]+\/market_chart$/, reply: MARKET_CHART },
  { method: "GET", path: /^\/simple\/price$/, reply: recording("coingecko-simple-price-bitcoin-usd-2021-05-15.json") },
];
