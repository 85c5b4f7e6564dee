import { readFileSync } from "node:fs";
import { COINGECKO_ROUTES } from "./fake-upstream-coingecko";

export type FakeReply = { status?: number; body: string; headers?: Record<string, string> };
export type FakeRoute = { method: string; path: RegExp; reply: (url: URL, body: string) => FakeReply };

const fixture = (name: string) => ({ body: readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8") });

/** Upstream paths the fake server answers, each from a real recorded response. Each adapter adds its own. */
export const FAKE_ROUTES: FakeRoute[] = [
  { method: "GET", path: /^\/ping$/, reply: () => ({ body: JSON.stringify({ pong: true }) }) },
  // ICPSwap's info API, from the examples in its docs (fixtures/ICP-SOURCES.md); nothing else is recorded.
  { method: "GET", path: /^\/info\/token\/all$/, reply: () => fixture("icp-icpswap-info-token-all-doc-example.json") },
  { method: "GET", path: /^\/info\/pool\/all$/, reply: () => fixture("icp-icpswap-info-pool-all-doc-example.json") },
  {
    method: "GET",
    path: /^\/info\/token\/ryjl3-tyaaa-aaaaa-aaaba-cai\/chart\/d1$/,
    reply: () => fixture("icp-icpswap-info-token-chart-d1-icp-doc-example.json"),
  },
  {
    method: "GET",
    path: /^\/info\/pool\/p2gzi-iyaaa-aaaag-qneta-cai\/chart\/d1$/,
    reply: () => fixture("icp-icpswap-info-pool-chart-d1-doc-example.json"),
  },
  {
    method: "GET",
    path: /^\/info\/transaction\/find$/,
    // The one recorded transaction swaps ckUSDC for ICP, so only those two tokens have a recording.
    reply: (url) =>
      ["xevnm-gaaaa-aaaar-qafnq-cai", "ryjl3-tyaaa-aaaaa-aaaba-cai"].includes(url.searchParams.get("tokenId") ?? "")
        ? fixture("icp-icpswap-info-transaction-find-doc-example.json")
        : { status: 404, body: JSON.stringify({ error: "no recording for this tokenId" }) },
  },
  ...COINGECKO_ROUTES,
];
