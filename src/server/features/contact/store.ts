import { and, count, eq, gt, sql } from "drizzle-orm";
import { REPLY_DUE_MS } from "../../../core/sla";
import type { Contact } from "../../../core/contact";
import type { Db, DbOrTx } from "../../db/client";
import { nextInSeries, sofiaYear } from "../../db/document-numbers";
import { contactSubmissions, user } from "../../db/schema";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { notifyAdmins } from "../notifications";

/**
 * Acknowledgements one address gets in a day: anyone can type anyone's address into the form,
 * so the form must not become a way to flood a stranger's inbox. Past this the request is
 * still stored and answered; only the automatic email is left out.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const referenceOf = (year: number, n: number) => `C-${year}-${String(n).padStart(6, "0")}`;

/** The member account an address belongs to, if any: the request is then that client's. */
async function clientByEmail(tx: DbOrTx, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "member"), sql`lower(${user.email}) = ${email.trim().toLowerCase()}`));
  return row?.id ?? null;
}

/**
 * Stores a contact request (with the visitor's language, due 24 h later: docs/product.md#promises) under
 * its reference, linked to the client whose address it came from; the visitor's
 * acknowledgement, the operator's notification email and the bell of every administrator —
 * in one transaction.
 */
export async function saveContactSubmission(db: Db, input: Contact, operatorEmail: string, now: Date) {
  return db.transaction(async (tx) => {
    const year = sofiaYear(now);
    const reference = referenceOf(year, await nextInSeries(tx, "contact", year));
    const dueAt = new Date(now.getTime() + REPLY_DUE_MS);
    const [{ recent } = { recent: 0 }] = await tx
      .select({ recent: count() })
      .from(contactSubmissions)
      .where(and(sql`lower(${contactSubmissions.email}) = ${input.email.toLowerCase()}`, gt(contactSubmissions.createdAt, new Date(now.getTime() - DAY_MS))));
    const [row] = await tx
      .insert(contactSubmissions)
      .values({ ...input, reference, clientId: await clientByEmail(tx, input.email), dueAt, createdAt: now, updatedAt: now })
      .returning({ id: contactSubmissions.id, reference: contactSubmissions.reference });
    if (recent < ACKNOWLEDGEMENTS_PER_DAY) {
      await enqueueMail(tx, {
        template: "contactAcknowledgement",
        to: input.email,
        data: { lang: input.language, name: input.name, reference, service: input.service, message: input.message, dueAt: dueAt.toISOString(), replyTo: operatorEmail },
      }, now);
    }
    await enqueueMail(tx, {
      template: "contactNotification",
      to: operatorEmail,
      data: { ...input, reference, lang: await operatorMailLang(tx, operatorEmail), submittedAt: now.toISOString() },
    }, now);
    await notifyAdmins(tx, { kind: "contact_received", data: { name: input.name, service: input.service }, link: "/dashboard/contact" }, now);
    return row!;
  });
}
