import type { Env } from "../env";
import { getDb } from "../db";
import { deleteViewKeysBefore } from "../db/news";
import { utcDay } from "../../domain/visits";

/** A view key only matters on its own UTC day; earlier days' keys are dropped. */
export const pruneNewsViewKeys = (env: Env, now: Date) => deleteViewKeysBefore(getDb(env.DB), utcDay(now));
