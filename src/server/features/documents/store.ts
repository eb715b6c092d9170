import { msg } from "../../../core/i18n/messages/message";
import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { DocumentStatus } from "../../../core/documents";
import { accessLogLines } from "../../db/access-log";
import type { Db, DbOrTx } from "../../db/client";
import { documentAccessLog, documents, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { afterCursor, cursorText, decodeCursor, pageOf } from "../../http/keyset";
import { enqueueMail } from "../../mail/outbox";
import { wantsEmail } from "../../mail/preferences";
import { documentPolicy } from "../../policies/document";
import { documentRowColumns, documentRowsFrom, stagedBy, toDocumentRow } from "../../storage/document-records";
import { clientOwnNameSql } from "../../db/client-name";
import { pickLocale } from "../../../core/locale";

const STATUS_FILTER: Record<DocumentStatus, SQL> = {
  available: isNull(documents.deletedAt),
  expired: and(isNotNull(documents.deletedAt), eq(documents.deletedReason, "retention"))!,
  deleted: and(isNotNull(documents.deletedAt), eq(documents.deletedReason, "admin"))!,
};

const DAY_MS = 24 * 3600 * 1000;

type ListQuery = { clientId?: string; type?: string; status?: DocumentStatus; from?: string; to?: string; cursor?: string; limit: number };

/** Documents held by tasks, newest first, in the actor's scope, filtered (Document Management, Recent Documents). */
export async function listDocuments(db: DbOrTx, actor: Actor, q: ListQuery) {
  const cursor = decodeCursor(q.cursor);
  const rows = await db
    .select({ ...documentRowColumns, cursorAt: cursorText(documents.createdAt) })
    .from(documents)
    .leftJoin(tasks, eq(tasks.id, documents.taskId))
    .innerJoin(user, eq(user.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId))
    .where(
      and(
        documentPolicy.scope(actor),
        isNotNull(documents.taskId),
        q.clientId ? eq(documents.userId, q.clientId) : undefined,
        q.type ? eq(documents.fileType, q.type) : undefined,
        q.status ? STATUS_FILTER[q.status] : undefined,
        q.from ? gte(documents.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
        q.to ? lt(documents.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
        cursor ? afterCursor(documents.createdAt, documents.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(q.limit + 1);
  const page = pageOf(rows, q.limit);
  return { items: page.rows.map(toDocumentRow), nextCursor: page.nextCursor };
}

/** A document the actor may see, with its storage key, or null (unknown and foreign alike). */
export async function findDocument(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db.select().from(documents).where(and(documentPolicy.scope(actor), eq(documents.id, id)));
  return row ?? null;
}

export async function accessLogOf(db: DbOrTx, documentId: string) {
  const rows = await accessLogLines(db, documentAccessLog, documentAccessLog.documentId, documentId, 500);
  return rows.map((r) => ({ id: r.id, action: r.action, actorId: r.actorId, actorEmail: r.actorEmail, ip: r.ip, at: r.at.toISOString() }));
}

/**
 * The admin's 'Upload Document': a Pending task for the client holding the
 * document the admin uploaded, and the client's email — one transaction.
 */
export async function createTaskForClient(
  db: Db,
  actor: Actor,
  input: { title: string; clientId: string; notes: string; documentId: string },
  ctx: { now: Date; link: string },
) {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: user.id, email: user.email, name: clientOwnNameSql, lang: profiles.preferredLanguage })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, input.clientId));
    if (!client) throw new HttpError(404, "client_not_found", msg("client.notFound"));
    const [task] = await tx
      .insert(tasks)
      .values({ userId: client.id, title: input.title, description: input.notes, status: "pending", createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: tasks.id });
    const [doc] = await tx
      .update(documents)
      .set({ taskId: task!.id, userId: client.id })
      .where(and(eq(documents.id, input.documentId), stagedBy(actor)))
      .returning({ id: documents.id, fileName: documents.fileName });
    if (!doc) throw new HttpError(400, "document_unavailable", msg("api.uploadGone"));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "document.uploaded",
      entity: "document",
      entityId: doc.id,
      clientId: client.id,
      after: { title: input.title, fileName: doc.fileName, taskId: task!.id },
      at: ctx.now,
    });
    if (await wantsEmail(tx, client.id, "documentUpdates")) {
      await enqueueMail(
        tx,
        {
          template: "documentForClient",
          to: client.email,
          data: { lang: pickLocale(client.lang), name: client.name, title: input.title, notes: input.notes, fileName: doc.fileName, link: ctx.link },
        },
        ctx.now,
      );
    }
    const [row] = await documentRowsFrom(tx).where(eq(documents.id, doc.id));
    return { taskId: task!.id, document: toDocumentRow(row!) };
  });
}

/** The file name for Content-Disposition: an ASCII fallback and the exact name (RFC 5987 / 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, "_") || "document";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

