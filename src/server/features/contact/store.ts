import { REPLY_DUE_MS } from "../../../core/sla";
import type { Contact } from "../../../core/contact";
import type { Db } from "../../db/client";
import { contactSubmissions } from "../../db/schema";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { notifyAdmins } from "../../notifications/notify";

/**
 * Stores a contact request (with the visitor's language, due 24 h later: DESIGN §1.21), the
 * operator's notification email and the bell of every administrator, in one transaction.
 */
export async function saveContactSubmission(db: Db, input: Contact, operatorEmail: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({ ...input, dueAt: new Date(now.getTime() + REPLY_DUE_MS), createdAt: now, updatedAt: now })
      .returning({ id: contactSubmissions.id });
    await enqueueMail(tx, {
      template: "contactNotification",
      to: operatorEmail,
      data: { ...input, lang: await operatorMailLang(tx, operatorEmail), submittedAt: now.toISOString() },
    }, now);
    await notifyAdmins(tx, { kind: "contact_received", data: { name: input.name, service: input.service }, link: "/dashboard/contact" }, now);
    return row!;
  });
}
