import { eq } from "drizzle-orm";
import type { z } from "zod";
import { CONTACT_INBOX_MESSAGES as M, type contactConvertClientSchema, type contactConvertTaskSchema, type contactReplySchema } from "../../../core/contact-inbox";
import { recordAudit } from "../audit";
import type { Db, DbOrTx } from "../../db/client";
import { REPLY_DUE_MS } from "../../../core/sla";
import { operatorMailLang } from "../../mail/language";
import { notifyAdmins } from "../notifications";
import { issueReplyAddress } from "../messages";
import { contactReplies, contactSubmissions } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { clientForEmail } from "../clients";
import { createTaskForClient } from "../tasks";
import { contactSubmissionPolicy } from "../../policies/contact-submission";
import { findSubmission } from "./inbox";
import type { Locale } from "../../../core/locale";

/*
 * The operator's Contact inbox: writes. Each locks the submission's row first, so two
 * operators acting on one request at once take turns (no double conversion).
 */

/** The audit trail's row for the operator's action on a submission. */
function auditSubmission(tx: DbOrTx, actor: Actor, submissionId: string, change: Omit<Parameters<typeof recordAudit>[1], "actorId" | "entity" | "entityId">) {
  return recordAudit(tx, { actorId: actor.userId, entity: "contact_submission", entityId: submissionId, ...change });
}

type Ctx = { now: Date; publicUrl: string; operatorEmail: string };
const S = contactSubmissions;

/**
 * Reply by email: the reply row, the visitor's email (their language) and status → answered,
 * together. With a reply domain the email's Reply-To is the request's own reply address, so the
 * visitor's answer comes back into this request (reply by email); else the operator.
 */
export async function replyToSubmission(db: Db, actor: Actor, id: string, input: z.output<typeof contactReplySchema>, ctx: Ctx & { replyDomain?: string | null }) {
  await db.transaction(async (tx) => {
    const row = await findSubmission(tx, actor, id, { forUpdate: true });
    await tx.insert(contactReplies).values({ submissionId: row.id, authorId: actor.userId, subject: input.subject, body: input.body, createdAt: ctx.now });
    const replyTo = ctx.replyDomain
      ? await issueReplyAddress(tx, { contactSubmissionId: row.id }, { role: "visitor", email: row.email }, ctx.replyDomain, ctx.now)
      : ctx.operatorEmail;
    await enqueueMail(
      tx,
      {
        template: "contactReply",
        to: row.email,
        data: {
          lang: row.language,
          reference: row.reference,
          name: row.name,
          subject: input.subject,
          body: input.body,
          message: row.message,
          receivedAt: row.createdAt.toISOString(),
          replyTo,
        },
      },
      ctx.now,
    );
    await tx
      .update(S)
      .set({ status: "answered", answeredAt: row.answeredAt ?? ctx.now, updatedAt: ctx.now })
      .where(eq(S.id, row.id));
    // The reply's text stays in contact_replies; the trail says who answered, when, under which subject.
    await auditSubmission(tx, actor, row.id, {
      action: "contact.replied",
      clientId: row.clientId,
      before: { status: row.status },
      after: { status: "answered", subject: input.subject },
      at: ctx.now,
    });
  });
}

/**
 * The visitor answered by email (reply by email): their words join the request's thread, the
 * request is New again with the 24-hour promise from now, and the operator is told (bell and
 * email). Runs in the inbound email's transaction; answers the reply's id.
 */
export async function recordVisitorReply(tx: DbOrTx, p: { submissionId: string; subject: string; body: string; now: Date; operatorEmail: string }): Promise<string> {
  const [row] = await tx.select().from(S).where(eq(S.id, p.submissionId)).for("update");
  if (!row) throw new Error(`contact request ${p.submissionId} is gone`);
  const [reply] = await tx
    .insert(contactReplies)
    .values({ submissionId: row.id, authorId: null, fromVisitor: true, subject: p.subject.slice(0, 200) || `Re: ${row.reference}`, body: p.body, createdAt: p.now })
    .returning({ id: contactReplies.id });
  await tx.update(S).set({ status: "new", dueAt: new Date(p.now.getTime() + REPLY_DUE_MS), updatedAt: p.now }).where(eq(S.id, row.id));
  await enqueueMail(
    tx,
    {
      template: "contactNotification",
      to: p.operatorEmail,
      data: { lang: await operatorMailLang(tx, p.operatorEmail), reference: row.reference, name: row.name, email: row.email, service: row.service, message: p.body, submittedAt: p.now.toISOString(), followUp: true },
    },
    p.now,
  );
  await notifyAdmins(tx, { kind: "contact_received", data: { name: row.name, service: row.service }, link: `/dashboard/contact?id=${row.id}` }, p.now);
  return reply!.id;
}

/** Who wrote a contact request, as an answer to their email greets them: their name and the language they wrote in. */
export async function visitorOf(db: DbOrTx, submissionId: string): Promise<{ name: string; lang: Locale } | null> {
  const [row] = await db.select({ name: S.name, lang: S.language }).from(S).where(eq(S.id, submissionId));
  return row ?? null;
}

/** Close, or Reopen (back to New: due again 24 h after it arrived, as promised). */
export async function setSubmissionStatus(db: Db, actor: Actor, id: string, status: "new" | "closed", now: Date) {
  await db.transaction(async (tx) => {
    const row = await findSubmission(tx, actor, id, { forUpdate: true });
    if (row.status === status) return;
    await tx.update(S).set({ status, updatedAt: now }).where(eq(S.id, row.id));
    await auditSubmission(tx, actor, row.id, {
      action: "contact.status_changed",
      clientId: row.clientId,
      before: { status: row.status },
      after: { status },
      at: now,
    });
  });
}

/**
 * Convert into a client account: Add New Client's code and rules (verified member, temporary
 * password to change, welcome email — in the visitor's language), then the submission points
 * at it. An email that already has a member account links that account instead.
 */
export async function convertToClient(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof contactConvertClientSchema>,
  ctx: Ctx,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const row = await findSubmission(tx, actor, id, { forUpdate: true });
    if (!contactSubmissionPolicy.canConvertToClient(actor, row)) throw new HttpError(409, "already_client", M.alreadyClient);
    const { clientId, created } = await clientForEmail(tx, actor, { email: row.email, ...input }, ctx);
    await tx.update(S).set({ clientId, updatedAt: ctx.now }).where(eq(S.id, row.id));
    await auditSubmission(tx, actor, row.id, {
      action: "contact.converted_to_client",
      clientId,
      before: { clientId: null },
      after: { clientId, accountCreated: created },
      at: ctx.now,
    });
    return { created };
  });
}

/**
 * Convert into a task: Pending, for the linked client (or the one chosen), the message as its
 * description; the submission points at it.
 */
export async function convertToTask(db: Db, actor: Actor, id: string, input: z.output<typeof contactConvertTaskSchema>, now: Date) {
  await db.transaction(async (tx) => {
    const row = await findSubmission(tx, actor, id, { forUpdate: true });
    if (!contactSubmissionPolicy.canConvertToTask(actor, row)) throw new HttpError(409, "already_task", M.alreadyTask);
    const clientId = input.clientId ?? row.clientId;
    if (!clientId) throw new HttpError(409, "needs_client", M.needsClient);
    const taskId = await createTaskForClient(tx, actor, { clientId, title: input.title, description: row.message, urgency: input.urgency }, now);
    await tx
      .update(S)
      .set({ taskId, clientId: row.clientId ?? clientId, updatedAt: now })
      .where(eq(S.id, row.id));
    await auditSubmission(tx, actor, row.id, {
      action: "contact.converted_to_task",
      clientId,
      before: { taskId: null },
      after: { taskId, title: input.title, urgency: input.urgency },
      at: now,
    });
  });
}
