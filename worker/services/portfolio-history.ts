import { RANGE_RULES, HOUR_MS, type HistoryRange, rangeWindow } from "../../domain/price-history";
import { allocation, coinReturns, historyGrid, performanceOf, portfolioHistory } from "../../domain/portfolio-history";
import type { PortfolioHistory } from "../../schema/portfolio-history-api";
import type { Db } from "../db";
import type { DataState } from "../db/market-meta";
import { ensureHistorySeeded, readHistories } from "../db/price-history";
import { listReplayRows, readLedgerHead, toLedgerTransaction } from "../db/transactions";
import { labels } from "./holdings";
import { keptByVersion } from "./kept-by-version";

/** A price is used at a time for at most this long after it was recorded (docs/decisions.md). */
const staleAfter = (bucketMs: number) => Math.max(2 * bucketMs, 6 * HOUR_MS);

/**
 * Answers kept per user and range for the ledger version and the market refresh they were computed from: a
 * chart opened again, or switched back to a range, costs one small read until the ledger is written or the
 * prices are refreshed (every minute live), like the holdings' replays. Bounded; the oldest goes first.
 */
const kept = keptByVersion<PortfolioHistory>(200);

/** The value of a user's holdings over a range, from the ledger and the recorded prices. */
export async function loadPortfolioHistory(
  db: Db,
  userId: number,
  range: HistoryRange,
  state: DataState,
  now: Date,
): Promise<PortfolioHistory> {
  const head = await readLedgerHead(db, userId);
  const key = `${userId}:${range}`;
  const version = head && `${head.version}:${state.source}:${state.updatedAt.getTime()}`;
  const hit = version ? kept.get(key, version) : undefined;
  if (hit) return hit;
  const history = await computePortfolioHistory(db, userId, range, state, now);
  if (version) kept.set(key, version, history);
  return history;
}

async function computePortfolioHistory(
  db: Db,
  userId: number,
  range: HistoryRange,
  state: DataState,
  now: Date,
): Promise<PortfolioHistory> {
  if (state.source === "snapshot") await ensureHistorySeeded(db);
  // Offline the data's time is the snapshot's: the range ends there, as the coin charts do.
  const { from, to } = rangeWindow(range, state.source === "snapshot" ? state.updatedAt.getTime() : now.getTime());
  const rows = await listReplayRows(db, userId);
  const names = labels(rows);
  const coin = (coinId: string) => ({ coinId, symbol: names.get(coinId)!.symbol, name: names.get(coinId)!.name });
  const transactions = rows.map(toLedgerTransaction);
  const firstAt = Math.min(...transactions.map((t) => Date.parse(t.executedAt)));
  const empty: PortfolioHistory = {
    points: [],
    source: state.source,
    from,
    to,
    performance: { valueChange: null, returnOnInvested: null, timeWeighted: null, best: null, worst: null },
    allocation: [],
    missing: [],
  };
  if (transactions.length === 0 || firstAt > to) return empty;
  const bucketMs = RANGE_RULES[range].bucketMs;
  const staleMs = staleAfter(bucketMs);
  const coinIds = [...names.keys()];
  const prices = await readHistories(db, coinIds, Math.max(0, from - staleMs), to, bucketMs);
  // The chart starts at the first slot boundary holding the first transaction.
  const grid = historyGrid(Math.max(from, firstAt), to, bucketMs);
  const { points, held, last } = portfolioHistory({ transactions, prices, grid, staleMs });
  const returns = coinReturns(prices, held, from, to);
  const performer = (r: (typeof returns)[number] | undefined) => (r ? { ...coin(r.coinId), percent: r.percent } : null);
  const missingIds = [...new Set(points.flatMap((p) => p.missing))];
  return {
    ...empty,
    points: points.map((p) => [p.t, p.value, p.invested]),
    performance: {
      ...performanceOf(points),
      best: performer(returns[0]),
      worst: returns.length > 1 ? performer(returns.at(-1)) : null,
    },
    allocation: allocation(last.flatMap((l) => (l.value === null ? [] : [{ coinId: l.coinId, value: l.value }]))).map(
      (s) => ({
        ...(s.coinId === null ? { coinId: null, symbol: "", name: "Others" } : coin(s.coinId)),
        value: s.value,
        percent: s.percent,
      }),
    ),
    missing: missingIds.map((id) => ({
      ...coin(id),
      pricedFrom: points[points.findLastIndex((p) => p.missing.includes(id)) + 1]?.t ?? null,
    })),
  };
}
