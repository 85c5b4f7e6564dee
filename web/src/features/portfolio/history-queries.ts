import { queryOptions } from "@tanstack/react-query";
import type { HistoryRange } from "../../../../domain/price-history";
import type { PortfolioHistory } from "../../../../schema/portfolio-history-api";

export const PORTFOLIO_HISTORY_KEY = "/api/portfolio/history";

/** The value chart's data; the default query function (a 401 answers null). */
export const portfolioHistoryQuery = (range: HistoryRange) =>
  queryOptions<PortfolioHistory | null>({ queryKey: [`${PORTFOLIO_HISTORY_KEY}?range=${range}`], staleTime: 60_000 });
