import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * The PostgreSQL channel every instance LISTENs on (db/client.ts's NotificationListener; the
 * notifications feature's hub reads it). The payload is the recipient's user id, or
 * `SESSION_ENDED_PREFIX` + a user id when some of that user's sessions ended (sign-out, reset,
 * password set, ban, revoked): their open streams check their own session at once.
 */
export const NOTIFY_CHANNEL = "notifications";
export const SESSION_ENDED_PREFIX = "session-ended:";

/**
 * pg_notify on the channel, one statement for every payload (a round trip each would hold the
 * transaction open a thousand times over). Inside a transaction it is delivered on commit.
 */
export async function notifyChannel(tx: DbOrTx, payloads: string[]): Promise<void> {
  const unique = [...new Set(payloads)];
  if (unique.length === 0) return;
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, p) from unnest(array[${sql.join(unique.map((p) => sql`${p}`), sql`, `)}]::text[]) as p`);
}

/**
 * Tells every instance that sessions of `userIds` ended, so their open streams re-check their
 * own session now instead of at the next heartbeat. Inside a transaction it is
 * delivered on commit; outside one, at once.
 */
export async function signalSessionsEnded(tx: DbOrTx, userIds: string[]): Promise<void> {
  await notifyChannel(
    tx,
    userIds.map((id) => SESSION_ENDED_PREFIX + id),
  );
}
