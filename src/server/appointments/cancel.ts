import { and, eq } from "drizzle-orm";
import { CANCEL_BEFORE_MS } from "../../core/appointments";
import type { DbOrTx } from "../db/client";
import { appointments, payments } from "../db/schema";
import { type ChangedBy, enqueueCancellation, type MailCtx } from "./confirmation";

type Appointment = typeof appointments.$inferSelect;

/** The customer may still cancel or move it online (by its link or on the dashboard): confirmed, and more than 24 hours away. */
export const changeableOnline = (a: Appointment, now: Date) => a.status === "confirmed" && now.getTime() < a.startsAt.getTime() - CANCEL_BEFORE_MS;

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
