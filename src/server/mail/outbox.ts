import { type MailAttachmentRef, outbox } from "../db/schema";
import type { DbOrTx } from "../db/client";
import type { TemplateData, TemplateName, Templates } from "./templates";

/**
 * Adds an email to the outbox inside the caller's transaction, so the business write and
 * its email commit together or not at all. The worker sends it later.
 */
export async function enqueueMail<K extends TemplateName>(
  tx: DbOrTx,
  mail: { template: K; to: string; data: TemplateData<K>; attachments?: MailAttachmentRef[] },
  /** The app clock's time: the mail is due from then. */
  now: Date,
): Promise<{ id: string }> {
  // The templates, React Email and its renderer load with the first mail, not with the server.
  const { templates } = await import("./templates");
  const render = templates[mail.template] as (d: TemplateData<K>) => ReturnType<Templates[K]>;
  const rendered = await render(mail.data);
  const [row] = await tx.insert(outbox).values({
    template: mail.template,
    to: mail.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers: rendered.headers ?? {},
    attachments: mail.attachments ?? [],
    createdAt: now,
    nextAttemptAt: now,
  }).returning({ id: outbox.id });
  return row!;
}
