import { msg } from "../../../core/i18n/messages/message";
import { and, eq, inArray } from "drizzle-orm";
import type { CreateTask } from "../../../core/tasks";
import type { Db } from "../../db/client";
import { documents, tasks } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { notifyAdmins } from "../notifications";
import { wantsEmail } from "../../mail/preferences";
import { insertDocument, stagedBy } from "../../storage/document-records";
import type { StoredDocument } from "../../storage/receive-upload";
import { memberOf } from "./store";
import { operatorMailLang } from "../../mail/language";

type Ctx = { now: Date; operatorEmail: string; publicUrl: string };

/**
 * A member's new task, Pending, with the documents they uploaded for it and the operator's
 * email: one transaction, so there is never a task without its mail or a mail without its task.
 */
export async function createTask(db: Db, actor: Actor, input: CreateTask, ctx: Ctx): Promise<string> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({ userId: actor.userId, title: input.title, description: input.description, urgency: input.urgency, status: "pending", createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: tasks.id });
    const ids = [...new Set(input.documentIds)];
    const attached = ids.length
      ? await tx
          .update(documents)
          .set({ taskId: task!.id, userId: actor.userId })
          .where(and(inArray(documents.id, ids), stagedBy(actor)))
          .returning({ fileName: documents.fileName })
      : [];
    if (attached.length !== ids.length) {
      throw new HttpError(400, "document_unavailable", msg("api.taskDocumentGone"));
    }
    const member = await memberOf(tx, actor.userId);
    await enqueueMail(
      tx,
      {
        template: "taskSubmitted",
        to: ctx.operatorEmail,
        data: {
          lang: await operatorMailLang(tx, ctx.operatorEmail),
          title: input.title,
          description: input.description,
          urgency: input.urgency,
          clientName: member?.name || actor.email,
          clientEmail: actor.email,
          documents: attached.map((d) => d.fileName),
          submittedAt: ctx.now.toISOString(),
          link: `${ctx.publicUrl}/dashboard/tasks`,
        },
      },
      ctx.now,
    );
    await notifyAdmins(
      tx,
      { kind: "task_submitted", data: { title: input.title, client: member?.name || actor.email, urgency: input.urgency }, link: `/dashboard/tasks?task=${task!.id}` },
      ctx.now,
    );
    return task!.id;
  });
}

/**
 * Records another document, already stored, on an existing task (the policy decided who may);
 * when this fails the caller (receiveDocument) removes the file. The other side hears of it:
 * the member (if their preferences allow) when the operator added it, else the operator.
 */
export async function attachDocument(
  db: Db,
  actor: Actor,
  task: { id: string; userId: string; title: string },
  file: StoredDocument,
  ctx: Ctx & { ip: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const doc = await insertDocument(tx, { file, ownerId: task.userId, taskId: task.id, actor, ip: ctx.ip, now: ctx.now });
    await tx.update(tasks).set({ updatedAt: ctx.now }).where(eq(tasks.id, task.id));
    const byOperator = actor.userId !== task.userId;
    const member = await memberOf(tx, task.userId);
    if (byOperator && member && (await wantsEmail(tx, task.userId, "documentUpdates"))) {
      await enqueueMail(
        tx,
        {
          template: "taskDocumentAdded",
          to: member.email,
          data: { lang: member.lang, name: member.name, title: task.title, fileName: file.fileName, byOperator, link: `${ctx.publicUrl}/dashboard/tasks` },
        },
        ctx.now,
      );
    } else if (!byOperator) {
      await enqueueMail(
        tx,
        {
          template: "taskDocumentAdded",
          to: ctx.operatorEmail,
          data: { lang: await operatorMailLang(tx, ctx.operatorEmail), name: "", title: task.title, fileName: file.fileName, byOperator, link: `${ctx.publicUrl}/dashboard/tasks` },
        },
        ctx.now,
      );
    }
    return doc.id;
  });
}
