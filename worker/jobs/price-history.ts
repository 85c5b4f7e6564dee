import type { Env } from "../env";
import { getDb } from "../db";
import { rollUpPriceHistory } from "../db/price-history";

/** The hourly roll-up of the price history (worker/db/price-history.ts says what it keeps). */
export const rollUpHistory = (env: Env, now: Date) => rollUpPriceHistory(getDb(env.DB), now);
