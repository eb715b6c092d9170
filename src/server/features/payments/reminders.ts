import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentRequests, profiles, user } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { mintPayLink, payLinkUrl } from "./pay-links";
import { pickLocale } from "../../../core/locale";

/** Which reminder: the job's on the due date, its second a week later, or the operator's Remind. */
export type ReminderKind = "due" | "late" | "manual";

/** One request to remind, and which of its reminders this is. */
export type RequestToRemind = { id: string; kind: ReminderKind };

/**
 * Emails one client one reminder of their open requests (the job passes all of a client's
 * requests due a reminder, the operator's Remind one), each with a fresh pay link, and counts it
 * on each — in the caller's transaction, which holds the requests' rows (claimed by the job, or
 * locked by Remind): the mail and the marks that it was sent commit together or not at all.
 */
export async function sendReminder(tx: DbOrTx, opts: { publicUrl: string; requests: RequestToRemind[]; now: Date }): Promise<void> {
  const { now } = opts;
  const kinds = new Map(opts.requests.map((r) => [r.id, r.kind]));
  const rows = await tx
    .select({ request: paymentRequests, email: user.email, name: user.name, fullName: profiles.fullName, lang: profiles.preferredLanguage })
    .from(paymentRequests)
    .innerJoin(user, eq(user.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .where(inArray(paymentRequests.id, [...kinds.keys()]))
    .orderBy(asc(paymentRequests.dueAt));
  const client = rows[0];
  if (!client) return;
  if (rows.some((r) => r.request.userId !== client.request.userId)) throw new Error("A reminder speaks of one client's requests only");

  const items = [];
  for (const { request } of rows) {
    const link = payLinkUrl(opts.publicUrl, await mintPayLink(tx, request.id, now));
    items.push({ amount: request.amount, currency: request.currency, description: request.description, dueAt: request.dueAt.toISOString(), overdue: now >= request.dueAt, link });
  }
  const [first, ...more] = items;
  await enqueueMail(
    tx,
    { template: "paymentReminder", to: client.email, data: { lang: pickLocale(client.lang), name: client.fullName || client.name, ...first!, ...(more.length ? { more } : {}) } },
    now,
  );
  for (const { request } of rows) {
    const kind = kinds.get(request.id);
    await tx
      .update(paymentRequests)
      .set({
        remindersSent: sql`${paymentRequests.remindersSent} + 1`,
        lastRemindedAt: now,
        ...(kind === "due" ? { dueReminderAt: now } : kind === "late" ? { lateReminderAt: now } : {}),
      })
      .where(eq(paymentRequests.id, request.id));
  }
}
