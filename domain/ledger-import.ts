import Decimal from "decimal.js";
import { type LedgerTransaction, fromUnits, isDisposal, sortLedger, toUnits } from "./cost-basis";
import { IMPORT_FORMATS, type ImportFormat, type TransactionType, TRANSACTION_TYPES } from "./ledger-constants";
import { parseCsv, unguardField } from "./csv";
import {
  NOTE_MAX,
  canonicalFee,
  coinIdProblem,
  exceedsHoldings,
  feeProblem,
  instantProblem,
  parseInstant,
} from "./ledger-input";
import { moneyProblem, canonicalDecimal } from "./money";
import { symbolProblem } from "./positions";

/**
 * Reading exchange exports into ledger rows (docs/decisions.md, "CSV import", which cites each format's source).
 * Pure: symbols are resolved to coin ids, duplicates found and coverage checked by the worker.
 */

export { IMPORT_FORMATS, type ImportFormat };

export const GENERIC_HEADER = [
  "date",
  "type",
  "symbol",
  "coin_id",
  "quantity",
  "price_usd",
  "fee_usd",
  "note",
] as const;

/** One row read from a file, in USD, before its coin is resolved. */
export type ImportedRow = {
  /** Line number in the file (the header is line 1 of its block). */
  row: number;
  executedAt: Date;
  type: TransactionType;
  symbol: string;
  coinId: string | null;
  quantity: string;
  price: string | null;
  fee: string;
  note: string | null;
  /** The exchange's own id of the trade, when the export has one. */
  externalId: string | null;
  notices: string[];
};

export type RowProblem = { row: number; column: string; reason: string };
export type ReadResult = { rows: ImportedRow[]; rejected: RowProblem[]; rowsRead: number };

class RowError extends Error {
  constructor(
    readonly column: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}
const fail = (column: string, reason: string): never => {
  throw new RowError(column, reason);
};

/** Quotes taken as US dollars: USD itself, and the dollar stablecoins at 1:1 (said in the row's notices). */
const USD = new Set(["USD", "ZUSD"]);
const USD_STABLECOINS = new Set(["USDT", "USDC", "BUSD", "FDUSD", "TUSD", "USDP", "DAI", "PYUSD"]);

function usdQuote(currency: string, column: string, at: Date, notices: string[]) {
  const code = currency.trim().toUpperCase();
  if (USD.has(code)) return;
  if (USD_STABLECOINS.has(code)) {
    notices.push(`priced in ${code}, taken 1:1 as USD`);
    return;
  }
  fail(column, `quoted in ${code || "an unknown currency"}: no USD rate for ${at.toISOString().slice(0, 10)} is known`);
}

const PRICE_DECIMALS = 8;

/** A number as exchanges write it ("$57,000.00", "-0.5", "1 234.5"): its absolute value as a plain decimal. */
function looseNumber(text: string, column: string): Decimal {
  const plain = text.replace(/[\s,$€£¥]/g, "").replace(/^[A-Z]{3}/i, "");
  if (!/^-?\d+(\.\d+)?$/.test(plain)) fail(column, `"${text}" is not a number`);
  return new Decimal(plain).abs();
}

function quantityOf(value: Decimal, column: string): string {
  const text = value.toFixed();
  const problem = moneyProblem(text);
  if (problem) fail(column, problem);
  return canonicalDecimal(text);
}

/** A price or fee in USD: computed ones are rounded to 8 decimals (as much as money keeps). */
const usd = (value: Decimal) => value.toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed();

function instant(text: string, column: string, now: Date): Date {
  const problem = instantProblem(text, now);
  if (problem) fail(column, problem);
  return parseInstant(text)!;
}

function symbolOf(text: string, column: string): string {
  const symbol = text.trim().toLowerCase();
  const problem = symbolProblem(symbol);
  if (problem) fail(column, problem);
  return symbol;
}

/** Records of a header-led block: each as a map from header name to cell, with its line number. */
function records(table: string[][], headerIndex: number) {
  const header = table[headerIndex]!.map((h) => h.trim());
  return table.slice(headerIndex + 1).map((cells, i) => ({
    row: headerIndex + i + 2,
    get: (name: string) => (cells[header.indexOf(name)] ?? "").trim(),
  }));
}

type Reader = { columns: readonly string[]; read: (get: (name: string) => string, now: Date) => ImportedRow[] };

const GENERIC: Reader = {
  columns: GENERIC_HEADER.filter((c) => c !== "coin_id" && c !== "note" && c !== "fee_usd" && c !== "price_usd"),
  read(get, now) {
    const type = get("type").toLowerCase() as TransactionType;
    if (!TRANSACTION_TYPES.includes(type)) fail("type", "must be buy, sell, transfer_in or transfer_out");
    const coinId = get("coin_id").toLowerCase() || null;
    if (coinId) {
      const problem = coinIdProblem(coinId);
      if (problem) fail("coin_id", problem);
    }
    const quantity = get("quantity");
    const quantityProblem = moneyProblem(quantity);
    if (quantityProblem) fail("quantity", quantityProblem);
    const priceText = get("price_usd");
    const priceProblem = priceText ? moneyProblem(priceText) : null;
    if (priceProblem) fail("price_usd", priceProblem);
    if (!priceText && (type === "buy" || type === "sell")) fail("price_usd", "is required for a buy or a sell");
    const feeText = get("fee_usd") || "0";
    const feeIssue = feeProblem(feeText);
    if (feeIssue) fail("fee_usd", feeIssue);
    const note = unguardField(get("note"));
    if (note.length > NOTE_MAX) fail("note", `must be at most ${NOTE_MAX} characters`);
    return [
      {
        row: 0,
        executedAt: instant(get("date"), "date", now),
        type,
        symbol: symbolOf(get("symbol"), "symbol"),
        coinId,
        quantity: canonicalDecimal(quantity),
        price: priceText ? canonicalDecimal(priceText) : null,
        fee: canonicalFee(feeText),
        note: note || null,
        externalId: null,
        notices: [],
      },
    ];
  },
};

/** "0.00100000BTC" → amount and asset (Binance writes both in one cell). */
function amountWithAsset(text: string, column: string) {
  const m = /^([\d.,]+)\s*([A-Z0-9]+)$/i.exec(text.trim());
  if (!m) return fail(column, `"${text}" is not an amount with its asset, such as 0.001BTC`);
  return { amount: looseNumber(m[1]!, column), asset: m[2]!.toUpperCase() };
}

const BINANCE: Reader = {
  columns: ["Date(UTC)", "Pair", "Side", "Price", "Executed", "Amount", "Fee"],
  read(get, now) {
    const executedAt = instant(get("Date(UTC)"), "Date(UTC)", now);
    const side = get("Side").toUpperCase();
    if (side !== "BUY" && side !== "SELL") fail("Side", "must be BUY or SELL");
    const executed = amountWithAsset(get("Executed"), "Executed");
    const amount = amountWithAsset(get("Amount"), "Amount");
    const fee = amountWithAsset(get("Fee"), "Fee");
    const notices: string[] = [];
    usdQuote(amount.asset, "Pair", executedAt, notices);
    const price = looseNumber(get("Price"), "Price");
    let quantity = executed.amount;
    let feeUsd = new Decimal(0);
    if (fee.asset === executed.asset) {
      // A fee in the coin itself: a buy receives that much less, a sale gives that much more.
      quantity = side === "BUY" ? quantity.minus(fee.amount) : quantity.plus(fee.amount);
      feeUsd = fee.amount.times(price);
    } else if (fee.asset === amount.asset) feeUsd = fee.amount;
    else if (!fee.amount.isZero())
      notices.push(`fee of ${fee.amount.toFixed()} ${fee.asset} not counted: no USD rate is known`);
    return [
      {
        row: 0,
        executedAt,
        type: side === "BUY" ? "buy" : "sell",
        symbol: symbolOf(executed.asset, "Executed"),
        coinId: null,
        quantity: quantityOf(quantity, "Executed"),
        price: usd(price),
        fee: usd(feeUsd),
        note: null,
        externalId: null,
        notices,
      },
    ];
  },
};

const COINBASE_TYPES: Record<string, TransactionType> = {
  buy: "buy",
  "advanced trade buy": "buy",
  sell: "sell",
  "advanced trade sell": "sell",
  send: "transfer_out",
  withdrawal: "transfer_out",
  receive: "transfer_in",
  deposit: "transfer_in",
  "rewards income": "transfer_in",
  "staking income": "transfer_in",
  "learning reward": "transfer_in",
  "inflation reward": "transfer_in",
  "coinbase earn": "transfer_in",
};
const FIAT = new Set(["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "JPY", "SGD"]);

const COINBASE: Reader = {
  columns: ["Timestamp", "Transaction Type", "Asset", "Quantity Transacted"],
  read(get, now) {
    const executedAt = instant(get("Timestamp"), "Timestamp", now);
    const kind = get("Transaction Type");
    const type = COINBASE_TYPES[kind.toLowerCase()];
    if (!type)
      fail("Transaction Type", `"${kind}" rows are not read (add them by hand, e.g. a Convert as a sell and a buy)`);
    const asset = get("Asset").toUpperCase();
    if (FIAT.has(asset)) fail("Asset", `${asset} is a fiat movement, not a coin`);
    const notices: string[] = [];
    const currency = get("Price Currency") || get("Spot Price Currency") || "USD";
    const priceText = get("Price at Transaction") || get("Spot Price at Transaction");
    const quantity = looseNumber(get("Quantity Transacted"), "Quantity Transacted");
    let price: string | null = null;
    let fee = "0";
    const trade = type === "buy" || type === "sell";
    if (trade || priceText) {
      usdQuote(currency, "Price Currency", executedAt, notices);
      price = usd(looseNumber(priceText, "Price at Transaction"));
      const subtotal = get("Subtotal");
      // The subtotal is what the coins cost (the price shown is rounded), so it fixes the unit price exactly.
      if (subtotal && trade) price = usd(looseNumber(subtotal, "Subtotal").div(quantity));
      const fees = get("Fees and/or Spread");
      if (fees) fee = usd(looseNumber(fees, "Fees and/or Spread"));
      if (new Decimal(price).isZero()) {
        if (trade) fail("Price at Transaction", "must be greater than 0");
        price = null;
      }
    }
    return [
      {
        row: 0,
        executedAt,
        type,
        symbol: symbolOf(asset, "Asset"),
        coinId: null,
        quantity: quantityOf(quantity, "Quantity Transacted"),
        price,
        fee,
        note: get("Notes").slice(0, NOTE_MAX) || null,
        externalId: get("ID") || null,
        notices,
      },
    ];
  },
};

/** Kraken's own asset codes (X… crypto, Z… fiat) for the common ones; others are the code itself. */
const KRAKEN_ASSETS: Record<string, string> = {
  XXBT: "BTC",
  XBT: "BTC",
  XETH: "ETH",
  XXDG: "DOGE",
  XDG: "DOGE",
  XLTC: "LTC",
  XXRP: "XRP",
  XXLM: "XLM",
  XETC: "ETC",
  XXMR: "XMR",
  XZEC: "ZEC",
  XMLN: "MLN",
  XREP: "REP",
  ZUSD: "USD",
  ZEUR: "EUR",
  ZGBP: "GBP",
  ZCAD: "CAD",
  ZJPY: "JPY",
  ZAUD: "AUD",
  ZCHF: "CHF",
};
const KRAKEN_QUOTES = [
  "ZUSD",
  "ZEUR",
  "ZGBP",
  "ZCAD",
  "ZJPY",
  "ZAUD",
  "ZCHF",
  "USDT",
  "USDC",
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "JPY",
  "AUD",
  "CHF",
  "DAI",
  "XXBT",
  "XBT",
  "XETH",
  "ETH",
];
const krakenAsset = (code: string) => KRAKEN_ASSETS[code] ?? code;

function krakenPair(pair: string) {
  const text = pair.trim().toUpperCase();
  if (text.includes("/")) {
    const [base = "", quote = ""] = text.split("/");
    return { base: krakenAsset(base), quote: krakenAsset(quote) };
  }
  const quote = KRAKEN_QUOTES.find((q) => text.endsWith(q) && text.length > q.length);
  if (!quote) return fail("pair", `"${pair}" is not a pair Kraken writes, such as XXBTZUSD`);
  return { base: krakenAsset(text.slice(0, -quote.length)), quote: krakenAsset(quote) };
}

const KRAKEN: Reader = {
  columns: ["txid", "pair", "time", "type", "price", "fee", "vol"],
  read(get, now) {
    const executedAt = instant(get("time"), "time", now);
    const type = get("type").toLowerCase();
    if (type !== "buy" && type !== "sell") fail("type", "must be buy or sell");
    const { base, quote } = krakenPair(get("pair"));
    const notices: string[] = [];
    usdQuote(quote, "pair", executedAt, notices);
    return [
      {
        row: 0,
        executedAt,
        type: type as TransactionType,
        symbol: symbolOf(base, "pair"),
        coinId: null,
        quantity: quantityOf(looseNumber(get("vol"), "vol"), "vol"),
        price: usd(looseNumber(get("price"), "price")),
        fee: usd(looseNumber(get("fee") || "0", "fee")),
        note: null,
        externalId: get("txid") || null,
        notices,
      },
    ];
  },
};

const READERS: Record<ImportFormat, Reader> = {
  generic: GENERIC,
  binance: BINANCE,
  coinbase: COINBASE,
  kraken: KRAKEN,
};

export class HeaderError extends Error {}

/**
 * Reads a whole file of one format. The header row is found among the first lines (Coinbase puts a preamble
 * above it); without one, HeaderError says which columns are missing. Every data row is either read or
 * rejected with its line, column and reason.
 */
export function readImport(format: ImportFormat, text: string, now: Date): ReadResult {
  const reader = READERS[format];
  const table = parseCsv(text);
  const headerIndex = table.slice(0, 10).findIndex((cells) => {
    const names = cells.map((c) => c.trim());
    return reader.columns.every((c) => names.includes(c));
  });
  if (headerIndex < 0) {
    const first = (table[0] ?? []).map((c) => c.trim());
    const missing = reader.columns.filter((c) => !first.includes(c));
    throw new HeaderError(`This is not a ${format} file: the header lacks ${missing.join(", ")}`);
  }
  const rows: ImportedRow[] = [];
  const rejected: RowProblem[] = [];
  const all = records(table, headerIndex);
  for (const { row, get } of all) {
    try {
      for (const read of reader.read(get, now)) rows.push({ ...read, row });
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      rejected.push({ row, column: err.column, reason: err.reason });
    }
  }
  return { rows, rejected, rowsRead: all.length };
}

/**
 * Which new transactions a ledger cannot take: each disposal must be covered by what was held at its moment.
 * One pass in ledger order; a new disposal beyond its holdings is refused, and when a stored disposal would be
 * left uncovered the latest new disposals of that coin before it are refused until it is covered again.
 */
export function uncoveredNew<T extends LedgerTransaction & { symbol: string }>(
  ledger: readonly T[],
  isNew: (tx: T) => boolean,
): Map<number, string> {
  const refused = new Map<number, string>();
  const balance = new Map<string, bigint>();
  const accepted = new Map<string, T[]>();
  const units = (text: string) => toUnits(text, 8);
  for (const tx of sortLedger(ledger)) {
    const held = balance.get(tx.coinId) ?? 0n;
    const quantity = units(tx.quantity);
    if (!isDisposal(tx.type)) {
      balance.set(tx.coinId, held + quantity);
      continue;
    }
    if (isNew(tx)) {
      if (quantity > held) {
        refused.set(tx.id, exceedsHoldings(fromUnits(held, 8), tx.symbol, tx.executedAt));
        continue;
      }
      const list = accepted.get(tx.coinId);
      if (list) list.push(tx);
      else accepted.set(tx.coinId, [tx]);
      balance.set(tx.coinId, held - quantity);
      continue;
    }
    let covered = held;
    const stack = accepted.get(tx.coinId) ?? [];
    while (quantity > covered && stack.length > 0) {
      const undone = stack.pop()!;
      covered += units(undone.quantity);
      const what = tx.type === "sell" ? "sale" : "transfer out";
      refused.set(
        undone.id,
        `would leave the ${what} of ${tx.quantity} ${tx.symbol.toUpperCase()} on ${tx.executedAt.slice(0, 10)} uncovered`,
      );
    }
    balance.set(tx.coinId, covered - quantity);
  }
  return refused;
}

/** What makes two transactions the same for duplicate detection (the note may differ). */
export const fingerprint = (tx: {
  coinId: string;
  type: string;
  executedAt: string;
  quantity: string;
  price: string | null;
  fee: string;
}) => [tx.coinId, tx.type, tx.executedAt, tx.quantity, tx.price ?? "", tx.fee].join("|");
