import type { SQL } from "drizzle-orm";
import { type LedgerTransaction, firstUncovered } from "../../domain/cost-basis";
import { exceedsHoldings } from "../../domain/ledger-input";
import type { Db } from "../db";
import type { Statement } from "../db/batch";
import { atVersion, commitLedger, readLedgerHead } from "../db/transactions";
import { HttpError, badRequest, conflict, unauthorized } from "../http/errors";

/**
 * Ledger writes are optimistic: read the ledger version, plan the change on what was read (coverage checked
 * exactly, in domain/), then commit the writes guarded by that version in one D1 batch that also moves the
 * version on. A write that lost the race changed nothing and is planned again on the new ledger, so 40
 * concurrent sells can never oversell (docs/decisions.md, "Portfolio ledger").
 */
const MAX_ATTEMPTS = 100;

/** Transactions one user may keep: far beyond real use (the bench holds 10,000), a bound on one account. */
export const MAX_TRANSACTIONS = 50_000;

export type LedgerPlan<T> = { statements: Statement[]; done: (results: D1Result[]) => T };

/**
 * One user's ledger writes queue up within an isolate, so concurrent requests that land here do not spend their
 * attempts losing to each other. Correctness never depends on it (other isolates are not in the queue): the
 * version guard is what makes a write safe.
 */
const queues = new Map<number, Promise<unknown>>();

function queued<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(userId, tail);
  void tail.then(() => {
    if (queues.get(userId) === tail) queues.delete(userId);
  });
  return run;
}

export function changeLedger<T>(
  db: Db,
  userId: number,
  plan: (guard: SQL, version: number) => Promise<LedgerPlan<T>>,
): Promise<T> {
  return queued(userId, () => attemptChange(db, userId, plan));
}

async function attemptChange<T>(
  db: Db,
  userId: number,
  plan: (guard: SQL, version: number) => Promise<LedgerPlan<T>>,
): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const head = await readLedgerHead(db, userId);
    if (!head) throw unauthorized();
    const { statements, done } = await plan(atVersion(userId, head.version), head.version);
    const results = await commitLedger(db, userId, head.version, statements);
    if (results) return done(results);
  }
  throw new HttpError(409, "conflict", "The portfolio changed while saving; please try again");
}

type Named = LedgerTransaction & { symbol: string };

/**
 * Refuses a ledger in which a sale or transfer out takes more than was held at its moment: a 400 on `quantity`
 * when it is the transaction being written (`ownId`), a 409 when the change leaves another, later one uncovered.
 */
export function assertCovered(ledger: readonly Named[], ownId: number | null) {
  const shortfall = firstUncovered(ledger);
  if (!shortfall) return;
  const { transaction: tx, held } = shortfall;
  const message = exceedsHoldings(held, tx.symbol, tx.executedAt);
  if (tx.id === ownId) throw badRequest(`quantity: ${message}`, [{ path: "quantity", message }]);
  const what = tx.type === "sell" ? "sale" : "transfer out";
  throw conflict(
    `This would leave the ${what} of ${tx.quantity} ${tx.symbol.toUpperCase()} on ${tx.executedAt.slice(0, 10)} uncovered: it ${message}`,
    [{ path: "quantity", message }],
  );
}

/** The id a not-yet-written transaction replays under: after every stored one at the same instant. */
export const NEW_ID = Number.MAX_SAFE_INTEGER;

export const tooManyTransactions = () =>
  conflict(`You can keep at most ${MAX_TRANSACTIONS} transactions`, [
    { path: "body", message: `at most ${MAX_TRANSACTIONS} transactions` },
  ]);
