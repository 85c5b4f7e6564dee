import { sql } from "drizzle-orm";
import { transactions } from "../../schema/ledger";
import { spotPositions } from "../../schema/tables";
import type { Db } from "../db";
import { coinIdForPosition } from "../db/coin-quotes";
import {
  type SpotRow,
  type SpotValues,
  deleteSpotPositionGuarded,
  findSpotPosition,
  updateSpotPositionGuarded,
} from "../db/positions";
import {
  type NewTransaction,
  deleteTransaction,
  findBackingBuy,
  insertTransactions,
  listLedger,
  toLedgerTransaction,
  updateTransaction,
} from "../db/transactions";
import { assertCovered, changeLedger } from "./ledger";

/**
 * Spot positions and the ledger (docs/decisions.md, "Spot positions and the ledger"): each spot position is an
 * open lot backed by one buy (`transactions.spot_position_id`). Creating a position writes both, editing it edits
 * the buy, deleting it deletes the buy; each in one version-guarded batch, refused (409) when it would leave a
 * later sale uncovered.
 */

const backingBuy = (
  coinId: string,
  values: Pick<SpotValues, "symbol" | "name" | "amount" | "entryPrice">,
  executedAt: Date,
): NewTransaction => ({
  coinId,
  symbol: values.symbol,
  name: values.name,
  type: "buy",
  quantity: values.amount,
  price: values.entryPrice,
  fee: "0",
  executedAt,
  note: null,
  source: "manual",
});

const named = (rows: Awaited<ReturnType<typeof listLedger>>) =>
  rows.map((r) => ({ ...toLedgerTransaction(r), symbol: r.symbol }));

/** Creates a position and the buy that backs it; answers the new position. */
/**
 * Creates a position and the buy that backs it in one guarded batch, or answers null when the user already
 * holds `cap` spot positions: the count is checked inside the INSERT, and the buy is written only when the
 * position was (`changes()` of the statement before), so parallel requests cannot pass the cap.
 */
export async function createSpotWithBuy(
  db: Db,
  userId: number,
  values: SpotValues,
  cap: number,
): Promise<SpotRow | null> {
  const coinId = await coinIdForPosition(db, values.symbol);
  const now = new Date();
  const id = await changeLedger(db, userId, async (guard) => ({
    statements: [
      sql`INSERT INTO ${spotPositions} (user_id, symbol, name, amount, entry_price, current_price, created_at)
        SELECT ${userId}, ${values.symbol}, ${values.name}, ${values.amount}, ${values.entryPrice}, ${values.currentPrice}, ${now.getTime()}
        WHERE ${guard} AND (SELECT count(*) FROM ${spotPositions} WHERE user_id = ${userId}) < ${cap} RETURNING id`,
      // The position just inserted is the user's newest (ids only grow), inside this same transaction.
      sql`INSERT INTO ${transactions} (user_id, coin_id, symbol, name, type, quantity, price, fee, executed_at, source, spot_position_id)
        SELECT ${userId}, ${coinId}, ${values.symbol}, ${values.name}, 'buy', ${values.amount}, ${values.entryPrice}, '0', ${now.getTime()}, 'manual',
          (SELECT max(id) FROM ${spotPositions} WHERE user_id = ${userId})
        WHERE ${guard} AND changes() = 1`,
    ],
    done: (results) => (results[0]!.results[0] as { id: number } | undefined)?.id ?? null,
  }));
  return id === null ? null : findSpotPosition(db, userId, id);
}

/**
 * Edits a position and its buy (symbol, name, amount, entry price); a change of symbol may move the buy to
 * another coin. Answers null when the position is not the user's.
 */
export async function updateSpotWithBuy(db: Db, userId: number, id: number, patch: Partial<SpotValues>) {
  const position = await findSpotPosition(db, userId, id);
  if (!position) return null;
  const next = { ...position, ...patch };
  const coinId = patch.symbol === undefined ? null : await coinIdForPosition(db, next.symbol);
  await changeLedger(db, userId, async (guard) => {
    const [buy] = await findBackingBuy(db, userId, [id]);
    const targetCoin = coinId ?? buy?.coinId ?? (await coinIdForPosition(db, next.symbol));
    const rows = await listLedger(db, userId, [...new Set([targetCoin, ...(buy ? [buy.coinId] : [])])]);
    const edited = backingBuy(targetCoin, next, buy?.executedAt ?? position.createdAt);
    if (buy) {
      assertCovered(named(rows.map((row) => (row.id === buy.id ? { ...row, ...edited } : row))), null);
    }
    return {
      statements: [
        updateSpotPositionGuarded(db, userId, id, guard, patch),
        buy
          ? updateTransaction(db, userId, buy.id, guard, edited)
          : insertTransactions(userId, guard, [{ ...edited, spotPositionId: id }])[0]!,
      ],
      done: () => undefined,
    };
  });
  return findSpotPosition(db, userId, id);
}

/** Deletes a position and its buy; false when the position is not the user's. */
export async function deleteSpotWithBuy(db: Db, userId: number, id: number): Promise<boolean> {
  if (!(await findSpotPosition(db, userId, id))) return false;
  await changeLedger(db, userId, async (guard) => {
    const [buy] = await findBackingBuy(db, userId, [id]);
    if (buy)
      assertCovered(named((await listLedger(db, userId, [buy.coinId])).filter((row) => row.id !== buy.id)), null);
    return {
      statements: [
        ...(buy ? [deleteTransaction(db, userId, buy.id, guard)] : []),
        deleteSpotPositionGuarded(db, userId, id, guard),
      ],
      done: () => undefined,
    };
  });
  return true;
}
