import type { Contact } from "../../../core/contact";
import type { Db } from "../../db/client";
import { contactSubmissions } from "../../db/schema";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";

/** Stores a contact request and the operator's notification in one transaction. */
export async function saveContactSubmission(db: Db, input: Contact, operatorEmail: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactSubmissions).values({ ...input, createdAt: now }).returning({ id: contactSubmissions.id });
    await enqueueMail(tx, {
      template: "contactNotification",
      to: operatorEmail,
      data: { ...input, lang: await operatorMailLang(tx, operatorEmail), submittedAt: now.toISOString().replace("T", " ").slice(0, 16) + " UTC" },
    }, now);
    return row!;
  });
}
