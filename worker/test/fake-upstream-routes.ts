import { COINGECKO_ROUTES } from "./fake-upstream-coingecko";

export type FakeReply = { status?: number; body: string; headers?: Record<string, string> };
export type FakeRoute = { method: string; path: RegExp; reply: (url: URL, body: string) => FakeReply };

/** Upstream paths the fake server answers, each from a real recorded response. Each adapter adds its own. */
export const FAKE_ROUTES: FakeRoute[] = [
  { method: "GET", path: /^\/ping$/, reply: () => ({ body: JSON.stringify({ pong: true }) }) },
  ...COINGECKO_ROUTES,
];
