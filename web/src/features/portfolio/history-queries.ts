import { queryOptions } from "@tanstack/react-query";
import type { HistoryRange } from "../../../../domain/price-history";
import { api, nullIfSignedOut } from "../../lib/api";

export const PORTFOLIO_HISTORY_KEY = "/api/portfolio/history";

/** The value chart's data (a 401 answers null). */
export const portfolioHistoryQuery = (range: HistoryRange) =>
  queryOptions({
    queryKey: [`${PORTFOLIO_HISTORY_KEY}?range=${range}`],
    queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/portfolio/history", { query: { range } }, { signal })),
    staleTime: 60_000,
  });
