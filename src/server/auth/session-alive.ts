import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { session, user } from "../db/schema";

/**
 * Whether a session a long-lived request opened with still stands: the row is there (not
 * signed out, reset, revoked), not expired, and its user not banned (a ban that has run out
 * counts as lifted, as Better Auth treats it). One indexed lookup; the live streams call it on
 * every wake-up and heartbeat (issue 23), so a stream never outlives its session.
 */
export async function sessionAlive(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        eq(session.id, sessionId),
        gt(session.expiresAt, now),
        or(isNull(user.banned), eq(user.banned, false), and(eq(user.banned, true), lte(user.banExpires, now))),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
