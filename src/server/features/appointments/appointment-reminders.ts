import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { customerLang, mailData } from "./confirmation";
import type { BatchJobOptions } from "../../jobs/batch-job";
import { appointments } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Reminders of confirmed appointments: 24 hours and 1 hour before, each sent
 * once whatever the number of instances. A pass claims its rows with FOR UPDATE SKIP LOCKED and
 * marks them in the transaction that queues their mails (like jobs/payment-reminders.ts), so a
 * second instance skips rows being claimed and, after the commit, finds them marked. A reminder
 * whose moment had already passed when the appointment was confirmed (booked 12 hours ahead: no
 * "tomorrow" mail) is never sent; nor one for an appointment that has started.
 */
export function createAppointmentRemindersJob(opts: BatchJobOptions) {
  const batchSize = opts.batchSize ?? 100;

  async function pass(hours: 24 | 1, now: Date): Promise<number> {
    const mark = hours === 24 ? appointments.reminded24hAt : appointments.reminded1hAt;
    const lead = sql`${appointments.startsAt} - make_interval(hours => ${hours})`;
    return opts.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.status, "confirmed"),
            isNull(mark),
            gt(appointments.startsAt, at(now)),
            lte(lead, at(now)),
            sql`${appointments.confirmedAt} < ${lead}`,
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const a of rows) {
        await enqueueMail(tx, { template: "appointmentReminder", to: a.email, data: { ...mailData(a), lang: await customerLang(tx, a), hours } }, now);
        await tx.update(appointments).set(hours === 24 ? { reminded24hAt: now } : { reminded1hAt: now }).where(eq(appointments.id, a.id));
      }
      if (rows.length) opts.log.info({ hours, count: rows.length }, "appointment reminders sent");
      return rows.length;
    });
  }

  /** One pass of each reminder; answers how many were sent (a full batch: run again). */
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    return (await pass(24, now)) + (await pass(1, now));
  }
  return { runOnce };
}
