import { eq } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { REFUSAL_MESSAGES, refuseSlot } from "../../../core/appointments/slots";
import type { Db, Tx } from "../../db/client";
import { appointments } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { busyFrom, loadAvailability } from "./store";
import { type ChangedBy, enqueueMove, type MailCtx } from "./confirmation";
import { isDeadlock, isOverlap, releaseExpiredHolds } from "./holds";

type Appointment = typeof appointments.$inferSelect;
/** `by`: who moves it (the operator's notice names them). */
type Ctx = MailCtx & { by: ChangedBy };
const MINUTE = 60_000;

/** The 409 of a time someone else has (the check saw it, or the exclusion constraint refused it). */
export const slotTaken = () => new HttpError(409, "slot_taken", M.taken);

/**
 * Moves a confirmed appointment to a new start: the operator's calendar, the customer's
 * reschedule link and the member's dashboard all come here. `lock` finds and locks the row in
 * the transaction and refuses what its caller may not move (unknown, not confirmed, too late).
 * The start is checked as a booking is (opening hours, notice, horizon, the busy time of every
 * *other* appointment), and the exclusion constraint decides races: 409 `slot_taken` either way.
 * The buffer it was booked with moves with it; the row keeps its UID, SEQUENCE + 1, both
 * calendars get the METHOD:REQUEST update (the customer's mail with fresh links), and the
 * reminders are re-armed for the new time (`confirmed_at` is now, so no reminder whose moment
 * had passed at the move is sent). `inTx` adds the caller's own rows (the operator's audit).
 */
export async function moveAppointment(
  db: Db,
  lock: (tx: Tx) => Promise<Appointment>,
  start: Date,
  ctx: Ctx,
  inTx?: (tx: Tx, before: Appointment, moved: Appointment) => Promise<void>,
): Promise<Appointment> {
  const { now } = ctx;
  const availability = await loadAvailability(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await releaseExpiredHolds(tx, now);
        const a = await lock(tx);
        const refusal = refuseSlot({ availability, durationMinutes: a.durationMinutes, now, busy: await busyFrom(tx, now, a.id) }, start);
        if (refusal === "taken") throw slotTaken();
        if (refusal) throw new HttpError(400, "validation_failed", REFUSAL_MESSAGES[refusal], { start: REFUSAL_MESSAGES[refusal] });
        const end = new Date(start.getTime() + a.durationMinutes * MINUTE);
        const blockedUntil = new Date(end.getTime() + (a.blockedUntil.getTime() - a.endsAt.getTime()));
        const [moved] = await tx
          .update(appointments)
          .set({ startsAt: start, endsAt: end, blockedUntil, sequence: a.sequence + 1, updatedAt: now, reminded24hAt: null, reminded1hAt: null, confirmedAt: now })
          .where(eq(appointments.id, a.id))
          .returning();
        await enqueueMove(tx, moved!, ctx, ctx.by);
        await inTx?.(tx, a, moved!);
        return moved!;
      });
    } catch (err) {
      // Two moves to one time may deadlock on the exclusion constraint: run again, and the loser is refused as taken.
      if (isDeadlock(err) && attempt < 3) continue;
      if (isOverlap(err)) throw slotTaken();
      throw err;
    }
  }
}
