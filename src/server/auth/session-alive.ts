import { and, eq, gt, inArray, isNull, lte, or, type Placeholder, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { batched, perDatabase } from "../db/batched";
import { session, user } from "../db/schema";

/**
 * A session (joined to its user) stands at `now`: not expired, its user not banned (a ban that
 * has run out counts as lifted). Signed-out, reset and revoked sessions have no row at all.
 */
export const sessionStands = (now: Date | Placeholder): SQL =>
  and(gt(session.expiresAt, now), or(isNull(user.banned), eq(user.banned, false), and(eq(user.banned, true), lte(user.banExpires, now)))) as SQL;

/** The sessions among `ids` that still stand at `now`, in one query. */
async function aliveAmong(db: DbOrTx, ids: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(inArray(session.id, ids), sessionStands(now)));
  return new Set(rows.map((r) => r.id));
}

const checks = perDatabase((db: DbOrTx) =>
  batched(async (keys: { sessionId: string; now: Date }[]) => {
    // One wall clock for the batch: its calls were made within the same turn.
    const alive = await aliveAmong(db, [...new Set(keys.map((k) => k.sessionId))], keys[0]!.now);
    return keys.map((k) => alive.has(k.sessionId));
  }),
);

/**
 * Whether a session a long-lived request opened with still stands: the row is there (not
 * signed out, reset, revoked), not expired, and its user not banned (a ban that has run out
 * counts as lifted, as Better Auth treats it). The live streams call it on every wake-up and
 * heartbeat, so a stream never outlives its session; the checks of the same turn
 * share one indexed query (db/batched.ts).
 */
export function sessionAlive(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  return checks(db)({ sessionId, now });
}
