import { type AnyColumn, and, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../db/audit-log";
import type { Tx } from "../db/client";
import { appointments, orders, payments, user } from "../db/schema";

export type GuestHistoryLinked = { orders: number; payments: number; appointments: number };

const NOTHING: GuestHistoryLinked = { orders: 0, payments: 0, appointments: 0 };

/** A typed address matches the account's whatever its case and stray spaces (the account's is stored lower-case). */
const sameAddress = (column: AnyColumn, email: string) => sql`lower(trim(${column})) = ${email}`;

/**
 * What someone did as a visitor under an address becomes their account's once that account
 * has proven the address (docs/decisions/0005-accounts-and-sessions.md): orders, their payments
 * (so receipts and invoices open from Payment History) and appointments that still have no
 * owner. Only rows nobody owns move: whatever already belongs to an account stays there.
 *
 * Runs in the caller's transaction, and claims nothing unless the account is a member whose
 * address is verified at this moment (re-read under the user row's lock), so a sign-up with
 * someone else's address, never confirmed, sees nothing of theirs. Translation requests
 * follow their order (members reach them only through it).
 */
export async function linkGuestHistory(tx: Tx, userId: string, now: Date): Promise<GuestHistoryLinked> {
  const [account] = await tx.select({ email: user.email, verified: user.emailVerified, role: user.role }).from(user).where(eq(user.id, userId)).for("update");
  if (!account?.verified || account.role !== "member") return NOTHING;
  const email = account.email.trim().toLowerCase();

  const claimedOrders = await tx
    .update(orders)
    .set({ userId, updatedAt: now })
    .where(and(isNull(orders.userId), sameAddress(orders.customerEmail, email)))
    .returning({ id: orders.id });
  const orderIds = claimedOrders.map((o) => o.id);
  const claimedPayments = orderIds.length
    ? await tx
        .update(payments)
        .set({ userId })
        .where(and(isNull(payments.userId), inArray(payments.orderId, orderIds)))
        .returning({ id: payments.id })
    : [];
  const claimedAppointments = await tx
    .update(appointments)
    .set({ userId, updatedAt: now })
    .where(and(isNull(appointments.userId), sameAddress(appointments.email, email)))
    .returning({ id: appointments.id });

  const linked = { orders: orderIds.length, payments: claimedPayments.length, appointments: claimedAppointments.length };
  if (linked.orders + linked.appointments === 0) return linked;
  await recordAudit(tx, { actorId: null, action: "client.guest_history_linked", entity: "client", entityId: userId, clientId: userId, after: linked, at: now });
  return linked;
}
