import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { outbox } from "../../../db/schema";
import { enqueueMail } from "../../../mail/outbox";
import type { TemplateData } from "../../../mail/templates";

/**
 * At most one "your email was not added" answer per sender in this long, however many such
 * emails they send: the answer is mail we write to mail we received, so it must stay bounded
 * even if something on the other side answers it back.
 */
export const NOTICE_EVERY_MS = 3_600_000;

export type NotPostedNotice = { to: string; data: TemplateData<"replyNotPosted"> };

/**
 * Tells the sender of an emailed reply that was kept out, in the email's own transaction (so a
 * refetch of the same email, which is a no-op, tells no one again). Only a person's reply that
 * passed every check up to its budget or its words comes here — never an auto-reply, a bounce or
 * our own mail (automatic-mail.ts) — and the answer is counted from the outbox itself: one an hour.
 */
export async function tellNotPosted(tx: DbOrTx, notice: NotPostedNotice, now: Date): Promise<boolean> {
  const [recent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.template, "replyNotPosted"), eq(outbox.to, notice.to), gt(outbox.createdAt, new Date(now.getTime() - NOTICE_EVERY_MS))))
    .limit(1);
  if (recent) return false;
  await enqueueMail(tx, { template: "replyNotPosted", to: notice.to, data: notice.data }, now);
  return true;
}
