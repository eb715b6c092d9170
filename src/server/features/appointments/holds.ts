import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { appointments, orders } from "../../db/schema";
import { enqueueConfirmation, type MailCtx } from "./confirmation";

/** How long a card payment may hold a slot. */
export const HOLD_MS = 10 * 60_000;

/** Whether PostgreSQL failed `err` (or the error it wraps) with SQLSTATE `code`. */
function hasSqlState(err: unknown, code: string): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) if (e.code === code) return true;
  return false;
}

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping appointment. */
export const isOverlap = (err: unknown): boolean => hasSqlState(err, "23P01");

/**
 * SQLSTATE 40P01: PostgreSQL ended a deadlock by failing this transaction. Two transactions
 * writing overlapping times at once can each wait on the other's row in the exclusion
 * constraint's check; run again, the loser sees the winner's committed row.
 */
export const isDeadlock = (err: unknown): boolean => hasSqlState(err, "40P01");

/**
 * Holds past their time give their slot back. A booking runs this first, in its own transaction,
 * and so does the sweep. An order whose checkout was never opened (the visitor never followed the
 * pay link) is expired with its hold, as settleUnpaid expires one whose session ran out; one with
 * an open session stays pending until the sweep has closed that session at the provider.
 */
export async function releaseExpiredHolds(db: DbOrTx, now: Date) {
  const released = await db
    .update(appointments)
    .set({ status: "released", updatedAt: now })
    .where(and(eq(appointments.status, "held"), lt(appointments.heldUntil, now)))
    .returning({ id: appointments.id, orderId: appointments.orderId });
  const orderIds = released.flatMap((r) => (r.orderId ? [r.orderId] : []));
  if (orderIds.length) {
    await db
      .update(orders)
      .set({ status: "expired", updatedAt: now })
      .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending"), isNull(orders.providerSessionId)));
  }
  return released;
}

/** The provider refused to open the checkout: the order failed and its slot goes back at once. */
export async function giveUpHold(db: Db, hold: { id: string; orderId: string }, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ status: "failed", updatedAt: now }).where(eq(orders.id, hold.orderId));
    await tx.update(appointments).set({ status: "released", updatedAt: now }).where(and(eq(appointments.id, hold.id), eq(appointments.status, "held")));
  });
}

/** A failed or expired card payment releases its hold at once. */
export async function releaseHoldOfSession(db: DbOrTx, sessionId: string, now: Date) {
  const paying = db.select({ id: orders.id }).from(orders).where(eq(orders.providerSessionId, sessionId));
  await db.update(appointments).set({ status: "released", updatedAt: now }).where(and(eq(appointments.status, "held"), inArray(appointments.orderId, paying)));
}

/**
 * The payment's transaction confirms the appointment it paid for (exactly once: fulfilment runs
 * once per order). A hold released meanwhile (the buyer took longer than 10 minutes) is taken
 * back if the slot is still free; when someone else booked it, a savepoint keeps the payment and
 * the answer is "taken", so the caller marks the money for a refund.
 */
export async function confirmPaidAppointment(tx: Tx, orderId: string, ctx: MailCtx): Promise<"confirmed" | "taken" | "none"> {
  const { now } = ctx;
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .update(appointments)
        .set({ status: "confirmed", heldUntil: null, confirmedAt: now, updatedAt: now })
        .where(and(eq(appointments.orderId, orderId), inArray(appointments.status, ["held", "released"])))
        .returning({ id: appointments.id });
      if (!row) return "none";
      // The confirmation and its invite commit with the payment, once.
      await enqueueConfirmation(sp, row.id, ctx);
      return "confirmed";
    });
  } catch (err) {
    if (isOverlap(err)) return "taken";
    throw err;
  }
}
