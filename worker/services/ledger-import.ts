import { sql } from "drizzle-orm";
import { sortLedger } from "../../domain/cost-basis";
import { csvLine } from "../../domain/csv";
import {
  GENERIC_HEADER,
  HeaderError,
  type ImportFormat,
  type ImportedRow,
  fingerprint,
  readImport,
  uncoveredNew,
} from "../../domain/ledger-import";
import { customCoinId } from "../../domain/ledger-input";
import { icpTokens } from "../../schema/icp";
import type { ImportResult, ImportRowView } from "../../schema/ledger-api";
import { marketCoins } from "../../schema/market";
import type { Db } from "../db";
import { knownCoins } from "../db/coin-quotes";
import { ensureTopSeeded } from "./market-seed";
import {
  type NewTransaction,
  type TransactionRow,
  insertTransactions,
  listLedger,
  toLedgerTransaction,
} from "../db/transactions";
import { HttpError, badRequest } from "../http/errors";
import { MAX_TRANSACTIONS, changeLedger, tooManyTransactions } from "./ledger";

/** CSV import and export of the ledger (docs/decisions.md, "CSV import"). */

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Rows of the file the preview shows (the counts cover all). */
export const PREVIEW_ROWS = 200;

const tooLarge = (message: string) => new HttpError(413, "payload_too_large", message);

type Resolved = ImportedRow & { coinId: string };

/** Symbols to coin ids through the caches: the best-ranked top-list coin, else an ICP token, else custom. */
async function resolveCoins(
  db: Db,
  rows: readonly ImportedRow[],
  rejected: Map<number, { column: string; reason: string }>,
) {
  await ensureTopSeeded(db);
  const symbols = [...new Set(rows.filter((r) => !r.coinId).map((r) => r.symbol))];
  const json = JSON.stringify(symbols);
  const lower = sql<string>`lower(${marketCoins.symbol})`;
  const market = await db
    .select({ symbol: lower, id: marketCoins.id })
    .from(marketCoins)
    .where(sql`${lower} IN (SELECT value FROM json_each(${json}))`)
    .orderBy(marketCoins.position)
    .all();
  const icpLower = sql<string>`lower(${icpTokens.symbol})`;
  const icp = await db
    .select({ symbol: icpLower, id: icpTokens.canisterId })
    .from(icpTokens)
    .where(sql`${icpLower} IN (SELECT value FROM json_each(${json}))`)
    .all();
  const candidates = new Map<string, string[]>();
  for (const { symbol, id } of [...market, ...icp]) candidates.set(symbol, [...(candidates.get(symbol) ?? []), id]);

  const givenIds = [...new Set(rows.flatMap((r) => (r.coinId ? [r.coinId] : [])))];
  const known = await knownCoins(db, givenIds);

  const resolved: Resolved[] = [];
  for (const row of rows) {
    if (row.coinId) {
      if (known.has(row.coinId)) resolved.push({ ...row, coinId: row.coinId });
      else
        rejected.set(row.row, {
          column: "coin_id",
          reason: `${row.coinId} is not a coin the market knows (use custom-${row.symbol})`,
        });
      continue;
    }
    const ids = candidates.get(row.symbol) ?? [];
    const notices = [...row.notices];
    if (ids.length > 1)
      notices.push(
        `${row.symbol.toUpperCase()} is ambiguous: taken as ${ids[0]} (best ranked; also ${ids.slice(1, 4).join(", ")})`,
      );
    if (ids.length === 0)
      notices.push(`${row.symbol.toUpperCase()} is not in the market list: kept as ${customCoinId(row.symbol)}`);
    resolved.push({ ...row, coinId: ids[0] ?? customCoinId(row.symbol), notices });
  }
  return resolved;
}

type Plan = { result: ImportResult; newRows: NewTransaction[] };

/** Duplicates and coverage against the ledger as it is now; answers the result and the rows to write. */
function planImport(
  format: ImportFormat,
  dryRun: boolean,
  rowsRead: number,
  rows: readonly Resolved[],
  rejectedRows: Map<number, { column: string; reason: string }>,
  ledger: readonly TransactionRow[],
): Plan {
  const keys = new Set(ledger.flatMap((t) => (t.importKey ? [t.importKey] : [])));
  const stored = new Map<string, number>();
  for (const t of ledger) {
    const f = fingerprint(toLedgerTransaction(t));
    stored.set(f, (stored.get(f) ?? 0) + 1);
  }
  const seenKeys = new Map<string, number>();
  const seenPrints = new Map<string, number>();
  const candidates: Array<Resolved & { id: number; importKey: string; duplicate: boolean }> = [];
  rows.forEach((row, index) => {
    const print = fingerprint({ ...row, executedAt: row.executedAt.toISOString() });
    const base = `${format}:${row.externalId ?? print}`;
    const occurrence = (seenKeys.get(base) ?? 0) + 1;
    seenKeys.set(base, occurrence);
    const printUsed = seenPrints.get(print) ?? 0;
    seenPrints.set(print, printUsed + 1);
    const importKey = `${base}#${occurrence}`;
    const duplicate = keys.has(importKey) || printUsed < (stored.get(print) ?? 0);
    candidates.push({ ...row, id: Number.MAX_SAFE_INTEGER - rows.length + index, importKey, duplicate });
  });
  const fresh = candidates.filter((c) => !c.duplicate);
  const refused = uncoveredNew(
    [
      ...ledger.map((t) => ({ ...toLedgerTransaction(t), symbol: t.symbol, fresh: false })),
      ...fresh.map((c) => ({ ...c, executedAt: c.executedAt.toISOString(), fresh: true })),
    ],
    (tx) => tx.fresh,
  );
  for (const c of fresh) {
    const reason = refused.get(c.id);
    if (reason) rejectedRows.set(c.row, { column: "quantity", reason });
  }
  const written = fresh.filter((c) => !refused.has(c.id));
  if (!dryRun && ledger.length + written.length > MAX_TRANSACTIONS) throw tooManyTransactions();

  const status = (c: (typeof candidates)[number]): ImportRowView["status"] =>
    c.duplicate ? "duplicate" : refused.has(c.id) ? "rejected" : "new";
  const rejected = [...rejectedRows].map(([row, problem]) => ({ row, ...problem })).sort((a, b) => a.row - b.row);
  return {
    result: {
      format,
      dryRun,
      rowsRead,
      rowsValid: written.length,
      duplicates: candidates.length - fresh.length,
      imported: dryRun ? 0 : written.length,
      rejected,
      notices: candidates.flatMap((c) => c.notices.map((message) => ({ row: c.row, message }))),
      rows: candidates.slice(0, PREVIEW_ROWS).map((c) => ({
        row: c.row,
        executedAt: c.executedAt.toISOString(),
        type: c.type,
        symbol: c.symbol,
        coinId: c.coinId,
        quantity: c.quantity,
        price: c.price,
        fee: c.fee,
        status: status(c),
      })),
    },
    newRows: written.map((c) => ({
      coinId: c.coinId,
      symbol: c.symbol,
      name: c.symbol.toUpperCase(),
      type: c.type,
      quantity: c.quantity,
      price: c.price,
      fee: c.fee,
      executedAt: c.executedAt,
      note: c.note,
      source: `import:${format}`,
      importKey: c.importKey,
    })),
  };
}

/**
 * Reads, checks and (unless a dry run) writes an import: every valid new row in one version-guarded D1 batch,
 * all or nothing. Rows already in the ledger (same import key, or the same coin, type, time, quantity, price and
 * fee) are duplicates and skipped, so importing a file twice, or importing an export, adds nothing.
 */
export async function importTransactions(
  db: Db,
  userId: number,
  input: { format: ImportFormat; csv: string; dryRun: boolean },
  now: Date,
): Promise<ImportResult> {
  if (new TextEncoder().encode(input.csv).length > MAX_IMPORT_BYTES) {
    throw tooLarge(`The file is larger than 2 MB; split it into smaller files`);
  }
  let read: ReturnType<typeof readImport>;
  try {
    read = readImport(input.format, input.csv, now);
  } catch (err) {
    if (err instanceof HeaderError) throw badRequest(`csv: ${err.message}`, [{ path: "csv", message: err.message }]);
    throw err;
  }
  if (read.rowsRead > MAX_IMPORT_ROWS) {
    throw tooLarge(
      `The file has ${read.rowsRead} rows; at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} can be imported at once`,
    );
  }
  const rejected = new Map(read.rejected.map((r) => [r.row, { column: r.column, reason: r.reason }]));
  const rows = await resolveCoins(db, read.rows, rejected);
  const names = await coinNames(db, rows);
  const plan = async () => {
    const p = planImport(
      input.format,
      input.dryRun,
      read.rowsRead,
      rows,
      new Map(rejected),
      await listLedger(db, userId),
    );
    for (const row of p.newRows) row.name = names.get(row.coinId) ?? row.name;
    return p;
  };
  if (input.dryRun) return (await plan()).result;
  return changeLedger(db, userId, async (guard) => {
    const { result, newRows } = await plan();
    return { statements: insertTransactions(userId, guard, newRows), done: () => result };
  });
}

/** Names of the resolved coins from the market cache (an import row has a symbol only). */
async function coinNames(db: Db, rows: readonly Resolved[]) {
  const ids = JSON.stringify([...new Set(rows.map((r) => r.coinId))]);
  const found = await db
    .select({ id: marketCoins.id, name: marketCoins.name })
    .from(marketCoins)
    .where(sql`${marketCoins.id} IN (SELECT value FROM json_each(${ids}))`)
    .all();
  return new Map(found.map((r) => [r.id, r.name]));
}

/** The user's ledger in the generic import format, in ledger order: importing it back adds nothing. */
export async function exportTransactions(db: Db, userId: number): Promise<string> {
  const rows = await listLedger(db, userId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = sortLedger(rows.map(toLedgerTransaction)).map((tx) => {
    const row = byId.get(tx.id)!;
    return csvLine([
      tx.executedAt,
      tx.type,
      row.symbol.toUpperCase(),
      tx.coinId,
      tx.quantity,
      tx.price ?? "",
      tx.fee,
      row.note ?? "",
    ]);
  });
  return `${[GENERIC_HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}
