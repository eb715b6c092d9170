import { and, eq, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { LATE_REMINDER_DAYS, REMIND_GAP_MS } from "../../core/receivables";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { paymentRequests } from "../db/schema";
import { type ReminderKind, sendReminder } from "../payments/reminders";

export type PaymentRemindersOptions = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  log: { info(o: object, m: string): void };
  batchSize?: number;
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Reminders of open payment requests (issue 25 item 2): one when a request falls due, one a
 * week after that one, each sent once whatever the number of instances; none once it is paid
 * or cancelled. Each pass claims its rows with FOR UPDATE SKIP LOCKED and marks them in the
 * transaction that writes their mails (like jobs/overdue.ts): a second instance skips rows
 * being claimed and, after the commit, finds them marked; a failed pass sends nothing.
 * The 24-hour gap holds for the job too: right after the operator's Remind, it waits.
 */
export function createPaymentRemindersJob(opts: PaymentRemindersOptions) {
  const batchSize = opts.batchSize ?? 100;

  async function pass(kind: Exclude<ReminderKind, "manual">, now: Date): Promise<number> {
    const due: SQL | undefined =
      kind === "due"
        ? and(isNull(paymentRequests.dueReminderAt), lte(paymentRequests.dueAt, at(now)))
        : and(
            isNotNull(paymentRequests.dueReminderAt),
            isNull(paymentRequests.lateReminderAt),
            lte(paymentRequests.dueReminderAt, at(new Date(now.getTime() - LATE_REMINDER_DAYS * 86_400_000))),
          );
    return opts.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(
          and(
            eq(paymentRequests.status, "open"),
            due,
            or(isNull(paymentRequests.lastRemindedAt), lte(paymentRequests.lastRemindedAt, at(new Date(now.getTime() - REMIND_GAP_MS)))),
          ),
        )
        .orderBy(paymentRequests.dueAt)
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const row of rows) await sendReminder(tx, { publicUrl: opts.publicUrl, requestId: row.id, kind, now });
      if (rows.length) opts.log.info({ kind, count: rows.length }, "payment reminders sent");
      return rows.length;
    });
  }

  /** One pass of each reminder; answers how many were sent (a full batch: run again). */
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    return (await pass("due", now)) + (await pass("late", now));
  }

  return { runOnce };
}
