import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appointments, payments } from "../../db/schema";
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
