import { createHash } from "node:crypto";
import { and, eq, gt, gte, sql } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import type { Availability } from "../../../core/appointments/availability";
import { SLOT_STEP_MINUTES } from "../../../core/appointments/services";
import { freeSlots } from "../../../core/appointments/slots";
import type { DbOrTx, Tx } from "../../db/client";
import { appointments } from "../../db/schema";
import { HttpError } from "../../http/errors";

/**
 * Unpaid card holds are bounded, so nobody can empty the calendar by booking without paying
 * (docs/decisions/0026-appointments.md, "Holds are bounded"): per client address and per email (and
 * per member account) at most HOLDS_PER_CLIENT live holds, and all live holds together at most
 * HOLDS_SHARE of the bookable time of the horizon, never less than HOLDS_FLOOR_MINUTES.
 */
export const HOLDS_PER_CLIENT = 2;
/** A twentieth: the holds of a busy moment fit many times over, and an attack leaves 95 % of the times free. */
export const HOLDS_SHARE = 0.05;
/** The longest service (4 hours): a quiet calendar always lets one card booking of any length wait for its payment. */
export const HOLDS_FLOOR_MINUTES = 240;

/** The live holds of every booking transaction take turns under this lock, so concurrent bookings cannot all pass the count. */
const LOCK_KEY = "appointment-holds";

/** The stored form of a hold's client address: a salted SHA-256, so the booking keeps no raw address. */
export const hashHoldClient = (clientKey: string) => createHash("sha256").update(`appointment-hold:${clientKey}`).digest("hex");

/** The booker: their address's hash, the emails they book with (the form's, and a member's account's), a member's account. */
export type HoldBooker = { clientHash: string; emails: string[]; userId: string | null };

/**
 * Card bookings take turns under a transaction-level advisory lock, held to their commit, so the
 * count in boundLiveHolds and the insert after it are one step on every instance. Taken first in
 * the booking's transaction, before any other write, so it never waits while holding row locks.
 */
export async function lockHolds(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
}

/**
 * Refuses a new card hold of `blockMinutes` (its time and buffer) beyond the bounds: 429, and
 * nothing is written (the caller's transaction rolls back). Under lockHolds.
 */
export async function boundLiveHolds(tx: Tx, booker: HoldBooker, blockMinutes: number, availability: Availability, now: Date): Promise<void> {
  const emails = [...new Set(booker.emails.map((e) => e.trim().toLowerCase()))];
  const [live] = await tx
    .select({
      byClient: sql<number>`(count(*) filter (where ${appointments.holdClientHash} = ${booker.clientHash}))::int`,
      byEmail: sql<number>`(count(*) filter (where lower(${appointments.email}) in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})))::int`,
      byAccount: booker.userId ? sql<number>`(count(*) filter (where ${appointments.userId} = ${booker.userId}))::int` : sql<number>`0`,
      minutes: sql<number>`coalesce(sum(extract(epoch from ${appointments.blockedUntil} - ${appointments.startsAt}) / 60), 0)::float8`,
    })
    .from(appointments)
    .where(and(eq(appointments.status, "held"), gte(appointments.heldUntil, now)));
  const { byClient = 0, byEmail = 0, byAccount = 0, minutes = 0 } = live ?? {};
  if (Math.max(byClient, byEmail, byAccount) >= HOLDS_PER_CLIENT) throw new HttpError(429, "too_many_holds", M.tooManyHolds);
  if (Number(minutes) + blockMinutes > (await holdsCapMinutes(tx, availability, now))) throw new HttpError(429, "holds_full", M.holdsFull);
}

/**
 * The minutes live holds may cover together: HOLDS_SHARE of the time the availability still offers
 * over the horizon (confirmed appointments taken out, holds not, so the cap does not shrink as
 * holds fill it), and at least HOLDS_FLOOR_MINUTES.
 */
export async function holdsCapMinutes(db: DbOrTx, availability: Availability, now: Date): Promise<number> {
  const confirmed = await db
    .select({ start: appointments.startsAt, end: appointments.blockedUntil })
    .from(appointments)
    .where(and(eq(appointments.status, "confirmed"), gt(appointments.blockedUntil, now)));
  const open = freeSlots({ availability, durationMinutes: SLOT_STEP_MINUTES, now, busy: confirmed }).length * SLOT_STEP_MINUTES;
  return Math.max(HOLDS_FLOOR_MINUTES, Math.floor(open * HOLDS_SHARE));
}
