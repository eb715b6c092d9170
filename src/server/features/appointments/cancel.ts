import { and, eq, type SQL } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import type { Db, DbOrTx } from "../../db/client";
import { appointments, payments } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { appointmentPolicy } from "../../policies/appointment";
import { type ChangedBy, enqueueCancellation, type MailCtx } from "./confirmation";

type Appointment = typeof appointments.$inferSelect;

/**
 * Cancels a confirmed appointment (locked by the caller), by its link or by the operator: the slot
 * is freed (a cancelled row is outside the exclusion constraint), a member's reserved hours go
 * back (only confirmed rows reserve), a card payment is marked refund due, and both calendars get
 * METHOD:CANCEL with the next SEQUENCE; the operator's notice names who cancelled (`by`).
 */
export async function cancelConfirmed(tx: DbOrTx, a: Appointment, ctx: MailCtx, by: ChangedBy): Promise<Appointment> {
  const [cancelled] = await tx
    .update(appointments)
    .set({ status: "cancelled", cancelledAt: ctx.now, updatedAt: ctx.now, sequence: a.sequence + 1 })
    .where(and(eq(appointments.id, a.id), eq(appointments.status, "confirmed")))
    .returning();
  if (a.orderId) await tx.update(payments).set({ refundDue: true }).where(eq(payments.orderId, a.orderId));
  await enqueueCancellation(tx, cancelled!, ctx, by);
  return cancelled!;
}

/**
 * The customer's own cancel, by the confirmation mail's link or on the dashboard (`which`: the
 * policy's link or customer scope), in one transaction: the row is locked, and only a confirmed
 * appointment more than 24 hours away is cancelled (409 otherwise); nothing found is `missing`.
 */
export async function cancelOnline(db: Db, which: SQL, missing: () => HttpError, ctx: MailCtx): Promise<Appointment> {
  return db.transaction(async (tx) => {
    const [a] = await tx.select().from(appointments).where(which).for("update");
    if (!a) throw missing();
    if (a.status === "cancelled") throw new HttpError(409, "already_cancelled", M.alreadyCancelled);
    if (!appointmentPolicy.canChangeOnline(a, ctx.now)) throw new HttpError(409, "cancel_closed", M.cancelClosed);
    return cancelConfirmed(tx, a, ctx, "client");
  });
}
