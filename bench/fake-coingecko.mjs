// A local stand-in for CoinGecko that answers the top 1000 (4 pages of 250) from recorded real pages, and
// counts the calls it gets. Only page 1 was ever recorded with 7-day lines; no page 2–4 was recorded at all.
// So pages 2–4 are the three other recorded pages, an id already on an earlier page renamed `<id>-p<page>`
// (the refresh keeps one row per id), and row i borrowing page 1's row i 7-day line and 7-day change, so
// every one of the 1000 rows weighs what a real one does. Bench data only: the app never shows it to anyone.
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { root } from "../scripts/lib.mjs";

const fixture = (file) => JSON.parse(readFileSync(join(root, "worker", "test", "fixtures", file), "utf8"));
const RECORDED_PAGES = [
  "coingecko-coins-markets-usd-p1-sparkline-7d-2024-12-19.json",
  "coingecko-coins-markets-usd-p1-2025-02-09.json",
  "coingecko-coins-markets-usd-p1-2024-03-16.json",
  "coingecko-coins-markets-usd-category-artificial-intelligence-2025-04-24.json",
];

function topPages() {
  const [first, ...rest] = RECORDED_PAGES.map(fixture);
  const seen = new Set(first.map((coin) => coin.id));
  const later = rest.map((rows, i) =>
    rows.map((coin, row) => {
      const id = seen.has(coin.id) ? `${coin.id}-p${i + 2}` : coin.id;
      seen.add(id);
      const lent = first[row];
      return {
        ...coin,
        id,
        sparkline_in_7d: lent.sparkline_in_7d,
        price_change_percentage_7d_in_currency: lent.price_change_percentage_7d_in_currency,
      };
    }),
  );
  return [first, ...later].map((rows) => JSON.stringify(rows));
}

/** Starts the fake on a free port; `topCalls()` is how many top-list pages it has served (not category calls). */
export async function startFakeCoinGecko() {
  const pages = topPages();
  const category = JSON.stringify(fixture(RECORDED_PAGES[3]));
  let topCalls = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status, body) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(body);
    };
    if (url.pathname !== "/coins/markets") return send(404, JSON.stringify({ error: "not faked" }));
    if (url.searchParams.get("category")) return send(200, category);
    topCalls += 1;
    send(200, pages[Number(url.searchParams.get("page") ?? "1") - 1] ?? "[]");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    topCalls: () => topCalls,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
