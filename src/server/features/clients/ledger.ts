import { and, desc, eq, sql } from "drizzle-orm";
import type { LedgerPage } from "../../../core/clients";
import type { DbOrTx } from "../../db/client";
import { hoursLedger, payments, tasks } from "../../db/schema";
import { afterCursor, decodeCursor, pageOf } from "../../http/keyset";

/** One client's hours ledger, newest first, each row with its payment or task (DESIGN §1.20). */
export async function ledgerPage(db: DbOrTx, userId: string, balance: number, query: { cursor?: string; limit: number }): Promise<LedgerPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({
      id: hoursLedger.id,
      cursorAt: sql<string>`${hoursLedger.createdAt}::text`,
      createdAt: hoursLedger.createdAt,
      hours: hoursLedger.hours,
      reason: hoursLedger.reason,
      description: hoursLedger.description,
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
    .where(and(eq(hoursLedger.userId, userId), cursor ? afterCursor(hoursLedger.createdAt, hoursLedger.id, cursor) : undefined))
    .orderBy(desc(hoursLedger.createdAt), desc(hoursLedger.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return {
    balance,
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      hours: Number(r.hours),
      reason: r.reason,
      description: r.description,
      payment: r.paymentId ? { id: r.paymentId, type: r.paymentType!, amount: r.amount!, currency: r.currency! } : null,
      task: r.taskId ? { id: r.taskId, title: r.taskTitle! } : null,
    })),
  };
}
