import { eq, sql } from "drizzle-orm";
import { upstreamBudget } from "../../schema/market";
import type { Db } from "./index";

const MINUTE_MS = 60_000;
const windowOf = (now: Date) => Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;

/**
 * Takes `calls` from this minute's budget, all or none, in one statement (so two isolates cannot both
 * take the last call). Refused while a 429 cool-down runs or when the minute's count would pass `limit`.
 */
export async function reserveCalls(
  db: Db,
  provider: string,
  calls: number,
  limit: number,
  now: Date,
): Promise<boolean> {
  if (calls < 1 || calls > limit) return false;
  const window = windowOf(now);
  const b = upstreamBudget;
  const nextCount = sql`CASE WHEN ${b.windowStart} = ${window} THEN ${b.calls} + ${calls} ELSE ${calls} END`;
  const row = await db
    .insert(b)
    .values({ provider, windowStart: window, calls })
    .onConflictDoUpdate({
      target: b.provider,
      set: { calls: nextCount, windowStart: window },
      setWhere: sql`(${b.cooldownUntil} IS NULL OR ${b.cooldownUntil} <= ${now.getTime()}) AND ${nextCount} <= ${limit}`,
    })
    .returning({ calls: b.calls })
    .get();
  return Boolean(row);
}

/** Remembers a 429: no call to this provider before `until` (a later cool-down never shortens). */
export async function startCooldown(db: Db, provider: string, until: Date, now: Date): Promise<void> {
  await db
    .insert(upstreamBudget)
    .values({ provider, windowStart: windowOf(now), calls: 0, cooldownUntil: until.getTime() })
    .onConflictDoUpdate({
      target: upstreamBudget.provider,
      set: { cooldownUntil: sql`MAX(COALESCE(${upstreamBudget.cooldownUntil}, 0), ${until.getTime()})` },
    });
}

export async function getBudget(db: Db, provider: string) {
  return (await db.select().from(upstreamBudget).where(eq(upstreamBudget.provider, provider)).get()) ?? null;
}
