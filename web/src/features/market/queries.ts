import { queryOptions } from "@tanstack/react-query";
import { formatSourceLabel } from "../../../../domain/format";
import type { MarketCoin, MarketStatus } from "../../../../schema/market-api";
import { type ApiAnswer, api, apiUrl, throwIfNotOk } from "../../lib/api";

/** product.md § Refresh intervals: the market list, its sparklines, its status and the ticker refresh every 5 minutes. */
const MARKET_REFRESH_MS = 5 * 60 * 1000;
/** product.md § Refresh intervals: ecosystem tokens and the ecosystem ticker every 60 s. */
const ECOSYSTEM_REFRESH_MS = 60 * 1000;

/** product.md § Market page: the market page asks for the top 1000. */
export const MARKET_LIMIT = 1000;
const TICKER_LIMIT = 20;

const every = (ms: number) => ({ refetchInterval: ms, staleTime: ms });

export const topCoinsQueryOptions = queryOptions({
  queryKey: [`/api/top-coins?limit=${MARKET_LIMIT}`],
  queryFn: ({ signal }) => api.get("/api/top-coins", { query: { limit: String(MARKET_LIMIT) } }, { signal }),
  ...every(MARKET_REFRESH_MS),
});

/** The sparkline shapes of the same coins; asked for after the list, which never waits for them. */
export const sparklinesQueryOptions = queryOptions({
  queryKey: [`/api/sparklines?limit=${MARKET_LIMIT}`],
  queryFn: ({ signal }) => api.get("/api/sparklines", { query: { limit: String(MARKET_LIMIT) } }, { signal }),
  ...every(MARKET_REFRESH_MS),
});

export const marketStatusQueryOptions = queryOptions({
  queryKey: ["/api/market-status"],
  queryFn: ({ signal }) => api.get("/api/market-status", {}, { signal }),
  ...every(MARKET_REFRESH_MS),
});

/** GET /api/status for the shell's data indicator: whether each source is live, checked every minute. */
export const apiStatusQueryOptions = queryOptions({
  queryKey: ["/api/status"],
  queryFn: ({ signal }) => api.get("/api/status", {}, { signal }),
  ...every(60 * 1000),
});

/** The shell ticker's coins (a small request of its own, so other pages never load the whole list). */
export const tickerCoinsQueryOptions = queryOptions({
  queryKey: [`/api/top-coins?limit=${TICKER_LIMIT}`],
  queryFn: ({ signal }) => api.get("/api/top-coins", { query: { limit: String(TICKER_LIMIT) } }, { signal }),
  ...every(MARKET_REFRESH_MS),
});

/** An ecosystem's tokens and where they come from (its list is refreshed on its own cycle, apart from the top list). */
export type EcosystemTokens = { coins: MarketCoin[]; status: MarketStatus | null };

/**
 * The source and as-of time every market answer carries in its X-Data-Source and X-Data-Updated-At headers
 * (and X-Data-Failing-Since while live refreshes fail).
 */
function statusFromHeaders(headers: Headers): MarketStatus | null {
  const source = headers.get("X-Data-Source");
  const updatedAt = headers.get("X-Data-Updated-At");
  if ((source !== "coingecko" && source !== "snapshot") || !updatedAt || Number.isNaN(Date.parse(updatedAt)))
    return null;
  const since = headers.get("X-Data-Failing-Since");
  const failingSince = since && !Number.isNaN(Date.parse(since)) ? since : null;
  return { source, updatedAt, failingSince, label: formatSourceLabel(source, updatedAt, failingSince) };
}

/** product.md § Market API: GET /api/ecosystem-tokens with the ecosystem id as the key, refetched every 60 s. */
export const ecosystemTokensQueryOptions = (ecosystemId: string) =>
  queryOptions({
    queryKey: ["/api/ecosystem-tokens", ecosystemId],
    queryFn: async ({ signal }): Promise<EcosystemTokens> => {
      // Its own fetch: the answer's headers say where the list comes from.
      const res = await fetch(apiUrl("/api/ecosystem-tokens/:ecosystemId", { param: { ecosystemId } }), {
        credentials: "include",
        signal,
      });
      await throwIfNotOk(res);
      const coins: ApiAnswer<"get", "/api/ecosystem-tokens/:ecosystemId"> = await res.json();
      return { coins, status: statusFromHeaders(res.headers) };
    },
    ...every(ECOSYSTEM_REFRESH_MS),
  });
