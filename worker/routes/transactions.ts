import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idParam } from "../../schema/portfolio";
import {
  importInput,
  priceIssue,
  transactionInput,
  transactionPatch,
  transactionsQuery,
} from "../../schema/ledger-api";
import type { AppEnv } from "../env";
import { type Db, getDb } from "../db";
import { isKnownCoin } from "../db/coin-quotes";
import { ensureTopSeeded } from "../services/market-seed";
import { syncSpotFromBuy, deleteSpotPositionGuarded } from "../db/positions";
import {
  type TransactionRow,
  countTransactions,
  deleteTransaction,
  findTransaction,
  insertTransactions,
  listLedger,
  pageTransactions,
  toLedgerTransaction,
  toTransaction,
  updateTransaction,
} from "../db/transactions";
import { HttpError, badRequest, notFound } from "../http/errors";
import { MAX_IMPORT_BYTES, exportTransactions, importTransactions } from "../services/ledger-import";
import { MAX_TRANSACTIONS, NEW_ID, assertCovered, changeLedger, tooManyTransactions } from "../services/ledger";
import { validate } from "../http/validate";
import { requireUser, sessionUser } from "../middleware/session";

const TRANSACTION_NOT_FOUND = "Transaction not found";

/** The import's own body limit (the app's is 256 KiB): a 2 MB file, JSON-escaped, with room to spare. */
const MAX_IMPORT_BODY_BYTES = Math.ceil(MAX_IMPORT_BYTES * 1.5);

const named = (
  row: Pick<TransactionRow, "id" | "coinId" | "symbol" | "type" | "quantity" | "price" | "fee" | "executedAt">,
) => ({
  ...toLedgerTransaction(row),
  symbol: row.symbol,
});

async function assertKnownCoin(db: Db, coinId: string) {
  await ensureTopSeeded(db);
  if (!(await isKnownCoin(db, coinId))) {
    const message = "is not a coin the market knows; use custom-<symbol> for a coin outside it";
    throw badRequest(`coinId: ${message}`, [{ path: "coinId", message }]);
  }
}

export const transactionRoutes = new Hono<AppEnv>()
  .post(
    "/import",
    requireUser,
    bodyLimit({
      maxSize: MAX_IMPORT_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, "payload_too_large", "The file is larger than 2 MB; split it into smaller files");
      },
    }),
    validate("json", importInput),
    async (c) => c.json(await importTransactions(getDb(c.env.DB), sessionUser(c).id, c.req.valid("json"), new Date())),
  )
  .get("/export.csv", requireUser, async (c) => {
    const csv = await exportTransactions(getDb(c.env.DB), sessionUser(c).id);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="coinfolio-transactions.csv"',
    });
  })
  .get("/", requireUser, validate("query", transactionsQuery), async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await pageTransactions(getDb(c.env.DB), sessionUser(c).id, query);
    return c.json({ items: items.map(toTransaction), page: query.page, limit: query.limit, total });
  })
  .post("/", requireUser, validate("json", transactionInput), async (c) => {
    const db = getDb(c.env.DB);
    const userId = sessionUser(c).id;
    const input = c.req.valid("json");
    await assertKnownCoin(db, input.coinId);
    const id = await changeLedger(db, userId, async (guard) => {
      const [rows, total] = await Promise.all([listLedger(db, userId, [input.coinId]), countTransactions(db, userId)]);
      if (total >= MAX_TRANSACTIONS) throw tooManyTransactions();
      assertCovered([...rows.map(named), named({ ...input, id: NEW_ID })], NEW_ID);
      return {
        statements: insertTransactions(userId, guard, [{ ...input, source: "manual" }]),
        done: (results) => (results[0]!.results[0] as { id: number }).id,
      };
    });
    const row = await findTransaction(db, userId, id);
    return c.json(toTransaction(row!), 201);
  })
  .patch("/:id", requireUser, validate("param", idParam), validate("json", transactionPatch), async (c) => {
    const db = getDb(c.env.DB);
    const userId = sessionUser(c).id;
    const { id } = c.req.valid("param");
    const patch = c.req.valid("json");
    const current = await findTransaction(db, userId, id);
    if (!current) throw notFound(TRANSACTION_NOT_FOUND);
    const next = { ...current, ...patch };
    const issue = priceIssue(next);
    if (issue) throw badRequest(`${issue.path}: ${issue.message}`, [issue]);
    if (current.spotPositionId !== null && next.type !== "buy") {
      const message = "must stay buy: this buy backs a spot position (delete the position instead)";
      throw badRequest(`type: ${message}`, [{ path: "type", message }]);
    }
    if (next.coinId !== current.coinId) await assertKnownCoin(db, next.coinId);
    await changeLedger(db, userId, async (guard) => {
      const rows = await listLedger(db, userId, [...new Set([current.coinId, next.coinId])]);
      const stored = rows.find((row) => row.id === id);
      if (!stored) throw notFound(TRANSACTION_NOT_FOUND);
      const edited = { ...stored, ...patch };
      assertCovered(
        rows.map((row) => named(row.id === id ? edited : row)),
        id,
      );
      return {
        statements: [
          updateTransaction(db, userId, id, guard, patch),
          ...(stored.spotPositionId === null
            ? []
            : [syncSpotFromBuy(db, userId, stored.spotPositionId, guard, edited)]),
        ],
        done: () => undefined,
      };
    });
    return c.json(toTransaction((await findTransaction(db, userId, id))!));
  })
  .delete("/:id", requireUser, validate("param", idParam), async (c) => {
    const db = getDb(c.env.DB);
    const userId = sessionUser(c).id;
    const { id } = c.req.valid("param");
    const current = await findTransaction(db, userId, id);
    if (!current) throw notFound(TRANSACTION_NOT_FOUND);
    await changeLedger(db, userId, async (guard) => {
      const rows = await listLedger(db, userId, [current.coinId]);
      const stored = rows.find((row) => row.id === id);
      if (!stored) throw notFound(TRANSACTION_NOT_FOUND);
      assertCovered(rows.filter((row) => row.id !== id).map(named), null);
      return {
        statements: [
          deleteTransaction(db, userId, id, guard),
          ...(stored.spotPositionId === null
            ? []
            : [deleteSpotPositionGuarded(db, userId, stored.spotPositionId, guard)]),
        ],
        done: () => undefined,
      };
    });
    return c.json({ ok: true });
  });
