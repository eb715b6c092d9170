import { and, asc, eq, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { LATE_REMINDER_DAYS, REMIND_GAP_MS } from "../../../core/receivables";
import type { BatchJobOptions } from "../../jobs/batch-job";
import type { DbOrTx } from "../../db/client";
import { paymentRequests } from "../../db/schema";
import { sendReminder } from "./reminders";

export type PaymentRemindersOptions = BatchJobOptions & { publicUrl: string };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** First key of the transaction-level advisory lock a client's reminder holds (the second is the client's). */
const LOCK_KEY = 0x0d0f;

/** Open requests due a reminder now: the due-date one, or the one a week after it. */
function dueAReminder(now: Date): SQL | undefined {
  return and(
    eq(paymentRequests.status, "open"),
    or(
      and(isNull(paymentRequests.dueReminderAt), lte(paymentRequests.dueAt, at(now))),
      and(
        isNotNull(paymentRequests.dueReminderAt),
        isNull(paymentRequests.lateReminderAt),
        lte(paymentRequests.dueReminderAt, at(new Date(now.getTime() - LATE_REMINDER_DAYS * 86_400_000))),
      ),
    ),
  );
}

/**
 * The 24-hour gap is the client's, not the request's: no reminder of any of their requests
 * (the job's or the operator's Remind) went out within it. Otherwise two requests falling due
 * on different passes would each mail the client within seconds.
 */
function clientNotRemindedSince(since: Date): SQL {
  return sql`not exists (select 1 from ${paymentRequests} as earlier where earlier.user_id = ${paymentRequests.userId} and earlier.last_reminded_at > ${at(since)})`;
}

/** This transaction reminds the client, or another instance is doing it right now (false: skip them). */
async function claimClient(tx: DbOrTx, userId: string): Promise<boolean> {
  const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}, hashtext(${userId})) as ok`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { ok: boolean }[] }).rows) as { ok: boolean }[];
  return rows[0]?.ok === true;
}

/**
 * Reminders of open payment requests: one when a request falls due, one a
 * week after that one, each sent once whatever the number of instances; none once it is paid
 * or cancelled. A client gets at most one reminder mail in 24 hours: every request of theirs
 * due a reminder goes in that one mail, and the 24-hour gap after any reminder (this job's or
 * the operator's Remind) holds for all their requests.
 *
 * Several instances: a pass picks clients, takes a lock per client (another instance holding
 * it is reminding them: skip), then — reading again, so a reminder another instance committed
 * meanwhile counts — claims that client's rows with FOR UPDATE SKIP LOCKED and marks them in
 * the transaction that writes the mail (like jobs/overdue.ts). A failed pass sends nothing.
 */
export function createPaymentRemindersJob(opts: PaymentRemindersOptions) {
  const batchSize = opts.batchSize ?? 100;

  /** One pass; answers how many clients were reminded (a full batch: run again). */
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    const due = and(dueAReminder(now), clientNotRemindedSince(new Date(now.getTime() - REMIND_GAP_MS)));
    return opts.db.transaction(async (tx) => {
      const clients = await tx.selectDistinct({ userId: paymentRequests.userId }).from(paymentRequests).where(due).orderBy(paymentRequests.userId).limit(batchSize);
      let reminded = 0;
      let requests = 0;
      for (const { userId } of clients) {
        if (!(await claimClient(tx, userId))) continue;
        const rows = await tx
          .select({ id: paymentRequests.id, dueReminderAt: paymentRequests.dueReminderAt })
          .from(paymentRequests)
          .where(and(eq(paymentRequests.userId, userId), due))
          .orderBy(asc(paymentRequests.dueAt))
          .for("update", { skipLocked: true });
        if (!rows.length) continue;
        await sendReminder(tx, { publicUrl: opts.publicUrl, now, requests: rows.map((r) => ({ id: r.id, kind: r.dueReminderAt ? "late" : "due" })) });
        reminded += 1;
        requests += rows.length;
      }
      if (reminded) opts.log.info({ clients: reminded, requests }, "payment reminders sent");
      return reminded;
    });
  }

  return { runOnce };
}
