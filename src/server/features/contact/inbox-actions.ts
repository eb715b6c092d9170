import { eq } from "drizzle-orm";
import type { z } from "zod";
import { CONTACT_INBOX_MESSAGES as M, type contactConvertClientSchema, type contactConvertTaskSchema, type contactReplySchema } from "../../../core/contact-inbox";
import { recordAudit } from "../../audit/log";
import type { Db } from "../../db/client";
import { contactReplies, contactSubmissions } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { clientForEmail } from "../clients/link";
import { createTaskForClient } from "../tasks/for-client";
import { contactSubmissionPolicy } from "../../policies/contact-submission";
import { findSubmission } from "./inbox";

/*
 * The operator's Contact inbox: writes. Each locks the submission's row first, so two
 * operators acting on one request at once take turns (no double conversion).
 */

type Ctx = { now: Date; publicUrl: string; operatorEmail: string };
const S = contactSubmissions;

/** Reply by email: the reply row, the visitor's email (their language) and status → answered, together. */
export async function replyToSubmission(db: Db, actor: Actor, id: string, input: z.output<typeof contactReplySchema>, ctx: Ctx) {
  await db.transaction(async (tx) => {
    const row = await findSubmission(tx, actor, id, { forUpdate: true });
    await tx.insert(contactReplies).values({ submissionId: row.id, authorId: actor.userId, subject: input.subject, body: input.body, createdAt: ctx.now });
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
          replyTo: ctx.operatorEmail,
        },
      },
      ctx.now,
    );
    await tx
      .update(S)
      .set({ status: "answered", answeredAt: row.answeredAt ?? ctx.now, updatedAt: ctx.now })
      .where(eq(S.id, row.id));
    // The reply's text stays in contact_replies; the trail says who answered, when, under which subject.
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "contact.replied",
      entity: "contact_submission",
      entityId: row.id,
      clientId: row.clientId,
      before: { status: row.status },
      after: { status: "answered", subject: input.subject },
      at: ctx.now,
    });
  });
}

/** Close, or Reopen (back to New: due again 24 h after it arrived, as promised). */
export async function setSubmissionStatus(db: Db, actor: Actor, id: string, status: "new" | "closed", now: Date) {
  await db.transaction(async (tx) => {
    const row = await findSubmission(tx, actor, id, { forUpdate: true });
    if (row.status === status) return;
    await tx.update(S).set({ status, updatedAt: now }).where(eq(S.id, row.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "contact.status_changed",
      entity: "contact_submission",
      entityId: row.id,
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
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "contact.converted_to_client",
      entity: "contact_submission",
      entityId: row.id,
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
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "contact.converted_to_task",
      entity: "contact_submission",
      entityId: row.id,
      clientId,
      before: { taskId: null },
      after: { taskId, title: input.title, urgency: input.urgency },
      at: now,
    });
  });
}
