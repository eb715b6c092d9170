import { and, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { hoursLedger, payments, tasks } from "../../db/schema";
import { afterCursor, cursorText, type Keyset } from "../../http/keyset";

/**
 * The hours ledger's one read: the rows `scope` allows (hoursLedgerPolicy),
 * newest first, each with the payment or task that caused it. GET /api/hours (the member's
 * own) and the client detail (the operator's view of one client) map these rows each to
 * their own shape.
 */
export function ledgerRows(db: DbOrTx, scope: SQL, page: { cursor?: Keyset | null; limit: number }) {
  return db
    .select({
      id: hoursLedger.id,
      cursorAt: cursorText(hoursLedger.createdAt),
      createdAt: hoursLedger.createdAt,
      hours: hoursLedger.hours,
      reason: hoursLedger.reason,
      description: hoursLedger.description,
      line: hoursLedger.line,
      paymentId: payments.id,
      paymentType: payments.paymentType,
      amount: payments.amount,
      currency: payments.currency,
      taskId: tasks.id,
      taskTitle: tasks.title,
    })
    .from(hoursLedger)
    .leftJoin(payments, eq(payments.id, hoursLedger.paymentId))
    .leftJoin(tasks, eq(tasks.id, hoursLedger.taskId))
    .where(and(scope, page.cursor ? afterCursor(hoursLedger.createdAt, hoursLedger.id, page.cursor) : undefined))
    .orderBy(desc(hoursLedger.createdAt), desc(hoursLedger.id))
    .limit(page.limit);
}
