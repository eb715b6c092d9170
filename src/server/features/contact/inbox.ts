import { and, asc, eq, sql } from "drizzle-orm";
import type { ContactDetails, ContactInboxPage, ContactInboxQuery, ContactRow } from "../../../core/contact-inbox";
import { CONTACT_INBOX_MESSAGES, contactInboxQuerySchema } from "../../../core/contact-inbox";
import type { DbOrTx } from "../../db/client";
import { statusTabPage } from "../../db/status-tab-page";
import { contactReplies, contactSubmissions, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { notFound } from "../../http/errors";
import { decodeCursor, dueFirstKey, dueInboxOrder, isUuid } from "../../http/keyset";
import { contactSubmissionPolicy } from "../../policies/contact-submission";
import { clientNameSql } from "../../db/client-name";

/*
 * The operator's Contact inbox: reads. Every route using these is declared `admin`, and every
 * query goes through contactSubmissionPolicy.scope as well (empty for anyone but the operator).
 */

const S = contactSubmissions;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One line of the message for the list: whitespace collapsed, 140 characters. */
export const previewOf = (message: string) => {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 140)}…` : flat;
};

const rowColumns = {
  id: S.id,
  reference: S.reference,
  name: S.name,
  email: S.email,
  service: S.service,
  message: S.message,
  language: S.language,
  status: S.status,
  createdAt: S.createdAt,
  dueAt: S.dueAt,
  answeredAt: S.answeredAt,
  clientId: S.clientId,
  taskId: S.taskId,
};
type RawRow = { [K in keyof typeof rowColumns]: (typeof S.$inferSelect)[K extends "message" ? "message" : K] };

function toRow(r: RawRow): ContactRow {
  const { id, reference, name, email, service, language, status, clientId, taskId } = r;
  const times = { createdAt: r.createdAt.toISOString(), dueAt: iso(r.dueAt), answeredAt: iso(r.answeredAt) };
  return { id, reference, name, email, service, preview: previewOf(r.message), language, status, ...times, clientId, taskId };
}

/** "Due first": open (New) requests by due time, then the answered and closed ones newest first. */
const dueKey = dueFirstKey(sql`${S.status} = 'new'`, S.dueAt, S.createdAt);

export async function listSubmissions(db: DbOrTx, actor: Actor, rawQuery: ContactInboxQuery): Promise<ContactInboxPage> {
  const q = contactInboxQuerySchema.parse(rawQuery);
  const order = dueInboxOrder(q.sort, dueKey, S, decodeCursor(q.cursor));
  const inbox = { table: S, status: S.status, scope: contactSubmissionPolicy.scope(actor) };
  const { rows, nextCursor, counts: n } = await statusTabPage(db, inbox, q.status, (cursorAt) => db.select({ ...rowColumns, cursorAt }).from(S), order, q.limit);
  return { items: rows.map(toRow), nextCursor, counts: { all: n.all, new: n.of("new"), answered: n.of("answered"), closed: n.of("closed") } };
}

export const submissionNotFound = () => notFound(CONTACT_INBOX_MESSAGES.notFound);

/** The raw row (for actions), or 404 for an unknown or non-UUID id. */
export async function findSubmission(db: DbOrTx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) return submissionNotFound();
  const query = db
    .select()
    .from(S)
    .where(and(contactSubmissionPolicy.scope(actor), eq(S.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row ?? submissionNotFound();
}

export async function submissionDetails(db: DbOrTx, actor: Actor, id: string): Promise<ContactDetails> {
  const row = await findSubmission(db, actor, id);
  const replies = await db
    .select({ id: contactReplies.id, subject: contactReplies.subject, body: contactReplies.body, fromVisitor: contactReplies.fromVisitor, createdAt: contactReplies.createdAt, authorName: user.name, authorEmail: user.email })
    .from(contactReplies)
    .leftJoin(user, eq(user.id, contactReplies.authorId))
    .where(eq(contactReplies.submissionId, row.id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const [client] = row.clientId
    ? await db
        .select({ id: user.id, name: clientNameSql, email: user.email })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, row.clientId))
    : [];
  const [task] = row.taskId ? await db.select({ id: tasks.id, title: tasks.title, status: tasks.status }).from(tasks).where(eq(tasks.id, row.taskId)) : [];
  return {
    ...toRow(row),
    message: row.message,
    replies: replies.map((r) => ({
      id: r.id,
      subject: r.subject,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      author: r.authorEmail ? { name: r.authorName || r.authorEmail, email: r.authorEmail } : null,
      fromVisitor: r.fromVisitor,
    })),
    client: client ?? null,
    task: task ?? null,
    abilities: {
      canReply: contactSubmissionPolicy.canReply(actor),
      canChangeStatus: contactSubmissionPolicy.canChangeStatus(actor),
      canConvertToClient: contactSubmissionPolicy.canConvertToClient(actor, row),
      canConvertToTask: contactSubmissionPolicy.canConvertToTask(actor, row),
    },
  };
}
