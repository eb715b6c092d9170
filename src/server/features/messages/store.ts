import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { type MessageDetails, type MessageFilter, type MessageRow, messagePreview } from "../../../core/messages";
import type { DbOrTx } from "../../db/client";
import { documents, messages, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { afterCursor, cursorText, decodeCursor, pageOf } from "../../http/keyset";
import { messagePolicy } from "../../policies/message";
import { documentRowColumns, toDocumentRow } from "../../storage/document-records";
import { clientNameSql, clientOwnNameSql } from "../../db/client-name";

const rowColumns = {
  id: messages.id,
  userId: messages.userId,
  sender: messages.sender,
  content: messages.content,
  isRead: messages.isRead,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
  dueAt: messages.dueAt,
  answeredAt: messages.answeredAt,
  clientName: clientNameSql,
  clientEmail: user.email,
  cursorAt: cursorText(messages.createdAt),
};

/** messages ⋈ their client: every message read starts here, limited by the actor's scope. */
const messagesFor = (db: DbOrTx, actor: Actor, where?: SQL) =>
  db
    .select(rowColumns)
    .from(messages)
    .innerJoin(user, eq(user.id, messages.userId))
    .leftJoin(profiles, eq(profiles.userId, messages.userId))
    .where(and(messagePolicy.scope(actor), where));

type Row = Awaited<ReturnType<typeof messagesFor>>[number];

/** The attachments of some messages, oldest first, grouped by message. */
async function attachmentsOf(db: DbOrTx, ids: string[]) {
  const byMessage = new Map<string, MessageRow["attachments"]>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({ ...documentRowColumns, messageId: documents.messageId })
    .from(documents)
    .leftJoin(tasks, eq(tasks.id, documents.taskId))
    .innerJoin(user, eq(user.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId))
    .where(inArray(documents.messageId, ids))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  for (const r of rows) {
    const list = byMessage.get(r.messageId!) ?? [];
    list.push(toDocumentRow(r));
    byMessage.set(r.messageId!, list);
  }
  return byMessage;
}

function toMessageRow(actor: Actor, r: Row, attachments: MessageRow["attachments"]): MessageRow {
  return {
    id: r.id,
    client: { id: r.userId, name: r.clientName, email: r.clientEmail },
    sender: r.sender,
    content: r.content,
    preview: messagePreview(r.content),
    isRead: r.isRead,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    dueAt: r.dueAt?.toISOString() ?? null,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    attachments,
    unreadForMe: !r.isRead && messagePolicy.isRecipient(actor, r),
  };
}

async function withAttachments(db: DbOrTx, actor: Actor, rows: Row[]): Promise<MessageRow[]> {
  const att = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMessageRow(actor, r, att.get(r.id) ?? []));
}

/** Member: their conversation; admin: every message (or one client's). Newest first, keyset paginated. */
export async function listMessages(db: DbOrTx, actor: Actor, query: { status: MessageFilter; clientId?: string; cursor?: string; limit: number }) {
  const cursor = decodeCursor(query.cursor);
  const byClient = messagePolicy.canFilterByClient(actor) && query.clientId ? eq(messages.userId, query.clientId) : undefined;
  const [rows, [unread]] = await Promise.all([
    messagesFor(
      db,
      actor,
      and(
        byClient,
        query.status === "unread" ? and(messagePolicy.received(actor), eq(messages.isRead, false)) : undefined,
        cursor ? afterCursor(messages.createdAt, messages.id, cursor) : undefined,
      ),
    )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(messagePolicy.unreadForActor(actor), byClient)),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    items: await withAttachments(db, actor, page.rows),
    nextCursor: page.nextCursor,
    unread: Number(unread?.n ?? 0),
    abilities: { canSend: messagePolicy.canSend(actor), canCompose: messagePolicy.canCompose(actor), canMarkRead: messagePolicy.canMarkRead(actor) },
  };
}

/** A message the actor may see, or null (unknown and foreign ids alike). */
export async function findMessage(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db.select().from(messages).where(and(messagePolicy.scope(actor), eq(messages.id, id)));
  return row ?? null;
}

export async function messageRow(db: DbOrTx, actor: Actor, id: string): Promise<MessageRow | null> {
  const [row] = await messagesFor(db, actor, eq(messages.id, id));
  if (!row) return null;
  const [item] = await withAttachments(db, actor, [row]);
  return item ?? null;
}

/** Message Details: the row and what the actor may do with it. */
export async function messageDetails(db: DbOrTx, actor: Actor, id: string): Promise<MessageDetails | null> {
  const item = await messageRow(db, actor, id);
  return item && { ...item, abilities: { canReply: messagePolicy.canReply(actor, { userId: item.client.id }) } };
}

/** Opening a message marks it read when the actor is its recipient; never reverted. */
export async function markOpened(db: DbOrTx, actor: Actor, m: { id: string; sender: "client" | "admin"; userId: string; isRead: boolean }, now: Date) {
  if (m.isRead || !messagePolicy.isRecipient(actor, m)) return;
  await db
    .update(messages)
    .set({ isRead: true, readAt: now })
    .where(and(eq(messages.id, m.id), eq(messages.isRead, false)));
}

/** The member opened their conversation: every operator message in it is read. */
export async function markConversationRead(db: DbOrTx, actor: Actor, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true, readAt: now })
    .where(messagePolicy.unreadForActor(actor))
    .returning({ id: messages.id });
  return rows.length;
}

/** A client's conversation for the operator's thread: the newest `limit` messages, oldest first, with attachments. */
export async function messagesOfConversation(db: DbOrTx, actor: Actor, clientId: string, limit: number): Promise<MessageRow[]> {
  const rows = await messagesFor(db, actor, eq(messages.userId, clientId)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
  return withAttachments(db, actor, rows.reverse());
}

/** The operator opened a client's conversation: every message of theirs in it is read (as opening one in Message Details). */
export async function markConversationOpened(db: DbOrTx, actor: Actor, clientId: string, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ isRead: true, readAt: now })
    .where(and(messagePolicy.unreadForActor(actor), eq(messages.userId, clientId)));
}

/** A client (role member) by id, with what their emails need; null for unknown ids and admins. */
export async function clientOf(db: DbOrTx, userId: string) {
  const [m] = await db
    .select({ id: user.id, email: user.email, name: clientOwnNameSql, lang: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(user.id, userId), eq(user.role, "member")));
  return m ? { id: m.id, email: m.email, name: m.name, lang: m.lang === "bg" ? ("bg" as const) : ("en" as const) } : null;
}
