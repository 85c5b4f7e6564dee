import Decimal from "decimal.js";
import { csvLine } from "../../domain/csv";
import { type CostBasisMethod, moneySum, replayLedger, unrealized } from "../../domain/cost-basis";
import type { Holding, HoldingsResponse, RealizedResponse, RealizedRow } from "../../schema/ledger-api";
import type { Db } from "../db";
import { findCoinQuotes } from "../db/coin-quotes";
import { type ReplayRow, enteredPrices, listReplayRows, readLedgerHead, toLedgerTransaction } from "../db/transactions";
import { keptByVersion } from "./kept-by-version";

/** Holdings and realized gains of one user, replayed from the ledger by domain/cost-basis.ts. */

type CoinLabel = { symbol: string; name: string; count: number; last: number };

/** Each coin's symbol and name as its latest transaction has them, and how many transactions it has. */
export function labels(rows: readonly ReplayRow[]) {
  const byCoin = new Map<string, CoinLabel>();
  for (const row of rows) {
    const at = row.executedAt.getTime();
    const label = byCoin.get(row.coinId);
    if (!label) byCoin.set(row.coinId, { symbol: row.symbol, name: row.name, count: 1, last: at });
    else {
      label.count += 1;
      if (at >= label.last) Object.assign(label, { symbol: row.symbol, name: row.name, last: at });
    }
  }
  return byCoin;
}

type Replay = ReturnType<typeof replayLedger> & { labels: Map<string, CoinLabel> };

/**
 * Replays kept per user and method for the ledger version they were made from (every ledger write moves the
 * version on, so a kept replay is never stale): a portfolio opened again costs one small read instead of all
 * its transactions. Bounded; the oldest goes first.
 */
const replays = keptByVersion<Replay>(200);

async function replay(db: Db, userId: number, method: CostBasisMethod): Promise<Replay> {
  const head = await readLedgerHead(db, userId);
  const key = `${userId}:${method}`;
  const kept = head ? replays.get(key, String(head.version)) : undefined;
  if (kept) return kept;
  // Rows read after the version can only be as new or newer; a newer one is simply replayed again next time.
  const rows = await listReplayRows(db, userId);
  const fresh = { ...replayLedger(rows.map(toLedgerTransaction), method), labels: labels(rows) };
  if (head) replays.set(key, String(head.version), fresh);
  return fresh;
}

const percentOf = (part: string, whole: string) =>
  new Decimal(whole).isZero() ? "0" : new Decimal(part).div(whole).times(100).toDecimalPlaces(8).toFixed();

export async function loadHoldings(db: Db, userId: number, method: CostBasisMethod): Promise<HoldingsResponse> {
  const ledger = await replay(db, userId, method);
  const label = (coinId: string) => ledger.labels.get(coinId)!;
  const held = ledger.holdings.filter((h) => h.quantity !== "0");
  // Both lookups at once (they are independent reads); a market quote wins over an entered price.
  const [quotes, entered] = await Promise.all([
    findCoinQuotes(
      db,
      held.map((h) => ({ coinId: h.coinId, symbol: label(h.coinId).symbol })),
    ),
    enteredPrices(
      db,
      userId,
      held.map((h) => h.coinId),
    ),
  ]);
  for (const [coinId, { price, at }] of entered) {
    if (!quotes.has(coinId)) quotes.set(coinId, { price, source: "entered", asOf: at.toISOString() });
  }
  const holdings: Holding[] = ledger.holdings.map((h) => {
    const quote = h.quantity === "0" ? null : (quotes.get(h.coinId) ?? null);
    const open = quote ? unrealized(h, quote.price) : null;
    return {
      coinId: h.coinId,
      symbol: label(h.coinId).symbol,
      name: label(h.coinId).name,
      quantity: h.quantity,
      cost: h.cost,
      averageCost: h.averageCost,
      quote,
      value: open?.value ?? null,
      unrealizedPnl: open?.gain ?? null,
      unrealizedPercent: open?.percent ?? null,
      realizedPnl: h.realized,
      transactionCount: label(h.coinId).count,
    };
  });
  holdings.sort(
    (a, b) =>
      Number(b.quantity !== "0") - Number(a.quantity !== "0") ||
      new Decimal(b.value ?? -1).comparedTo(a.value ?? -1) ||
      a.symbol.localeCompare(b.symbol),
  );
  const priced = holdings.filter((h) => h.value !== null);
  const pricedCost = moneySum(priced.map((h) => h.cost));
  const unrealizedPnl = moneySum(priced.map((h) => h.unrealizedPnl!));
  return {
    method,
    holdings,
    totals: {
      value: moneySum(priced.map((h) => h.value!)),
      cost: moneySum(held.map((h) => h.cost)),
      unrealizedPnl,
      unrealizedPercent: percentOf(unrealizedPnl, pricedCost),
      realizedPnl: moneySum(holdings.map((h) => h.realizedPnl)),
      unpriced: holdings.filter((h) => h.quantity !== "0" && h.value === null).length,
    },
  };
}

export async function loadRealized(
  db: Db,
  userId: number,
  method: CostBasisMethod,
  year: number | null,
): Promise<RealizedResponse> {
  const ledger = await replay(db, userId, method);
  const disposals: RealizedRow[] = ledger.disposals
    .filter((d) => year === null || Number(d.soldAt.slice(0, 4)) === year)
    .map((d) => ({
      sellId: d.sellId,
      date: d.soldAt,
      acquiredAt: d.acquiredAt,
      coinId: d.coinId,
      symbol: ledger.labels.get(d.coinId)!.symbol,
      name: ledger.labels.get(d.coinId)!.name,
      quantity: d.quantity,
      proceeds: d.proceeds,
      cost: d.cost,
      gain: d.gain,
      holdingDays: d.holdingDays,
      term: d.term,
    }))
    .reverse();
  const gains = (term?: "short" | "long") =>
    moneySum(disposals.filter((d) => !term || d.term === term).map((d) => d.gain));
  return {
    method,
    year,
    disposals,
    totals: {
      proceeds: moneySum(disposals.map((d) => d.proceeds)),
      cost: moneySum(disposals.map((d) => d.cost)),
      gain: gains(),
      shortTerm: gains("short"),
      longTerm: gains("long"),
    },
  };
}

const REALIZED_HEADER = [
  "date_sold",
  "date_acquired",
  "symbol",
  "coin_id",
  "quantity",
  "proceeds_usd",
  "cost_usd",
  "gain_usd",
  "holding_days",
  "term",
];

/** The realized-gains report as CSV, one row per lot closed (as a Form 8949 lists them). */
export const realizedCsv = (report: RealizedResponse) =>
  `${[
    REALIZED_HEADER.join(","),
    ...report.disposals.map((d) =>
      csvLine([
        d.date,
        d.acquiredAt,
        d.symbol.toUpperCase(),
        d.coinId,
        d.quantity,
        d.proceeds,
        d.cost,
        d.gain,
        String(d.holdingDays),
        d.term,
      ]),
    ),
  ].join("\r\n")}\r\n`;
