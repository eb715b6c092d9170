import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { paymentRequests, profiles, user } from "../db/schema";
import { mailLang } from "../mail/language";
import { enqueueMail } from "../mail/outbox";
import { mintPayLink, payLinkUrl } from "./pay-links";

/** Which reminder: the job's on the due date, its second a week later, or the operator's Remind. */
export type ReminderKind = "due" | "late" | "manual";

/**
 * Emails the client a reminder of an open request, with a fresh pay link, and counts it — in
 * the caller's transaction, which holds the request's row (claimed by the job, or locked by
 * Remind): the mail and the mark that it was sent commit together or not at all.
 */
export async function sendReminder(tx: DbOrTx, opts: { publicUrl: string; requestId: string; kind: ReminderKind; now: Date }): Promise<void> {
  const { now, kind } = opts;
  const [r] = await tx
    .select({ request: paymentRequests, email: user.email, name: user.name, fullName: profiles.fullName, lang: profiles.preferredLanguage })
    .from(paymentRequests)
    .innerJoin(user, eq(user.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .where(eq(paymentRequests.id, opts.requestId));
  if (!r) return;
  const token = await mintPayLink(tx, r.request.id, now);
  await enqueueMail(
    tx,
    {
      template: "paymentReminder",
      to: r.email,
      data: {
        lang: mailLang(r.lang),
        name: r.fullName || r.name,
        amount: r.request.amount,
        currency: r.request.currency,
        description: r.request.description,
        dueAt: r.request.dueAt.toISOString(),
        overdue: now >= r.request.dueAt,
        link: payLinkUrl(opts.publicUrl, token),
      },
    },
    now,
  );
  await tx
    .update(paymentRequests)
    .set({
      remindersSent: sql`${paymentRequests.remindersSent} + 1`,
      lastRemindedAt: now,
      ...(kind === "due" ? { dueReminderAt: now } : kind === "late" ? { lateReminderAt: now } : {}),
    })
    .where(eq(paymentRequests.id, r.request.id));
}
