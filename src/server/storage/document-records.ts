import { and, eq, sql } from "drizzle-orm";
import type { DocumentRow, DocumentStatus } from "../../core/documents";
import type { DbOrTx } from "../db/client";
import { clientNameSql } from "../db/client-name";
import { documentAccessLog, documents, profiles, tasks, user } from "../db/schema";
import type { Actor } from "../http/access";
import { documentPolicy } from "../policies/document";
import type { StoredDocument } from "./receive-upload";


/** Columns for a DocumentRow; use with `documentRowsFrom`. */
export const documentRowColumns = {
  id: documents.id,
  taskId: documents.taskId,
  title: sql<string | null>`${tasks.title}`,
  clientId: documents.userId,
  clientName: clientNameSql,
  fileName: documents.fileName,
  fileType: documents.fileType,
  contentType: documents.contentType,
  size: documents.size,
  createdAt: documents.createdAt,
  uploadedByAdmin: documents.uploadedByAdmin,
  deletedAt: documents.deletedAt,
  deletedReason: documents.deletedReason,
};

/** documents ⋈ their task and client: the FROM of every document listing. */
export function documentRowsFrom(db: DbOrTx) {
  return db
    .select(documentRowColumns)
    .from(documents)
    .leftJoin(tasks, eq(tasks.id, documents.taskId))
    .innerJoin(user, eq(user.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId));
}

export const documentStatusOf = (d: { deletedAt: Date | null; deletedReason: string | null }): DocumentStatus =>
  d.deletedAt ? (d.deletedReason === "retention" ? "expired" : "deleted") : "available";

export function toDocumentRow(r: {
  id: string;
  taskId: string | null;
  title: string | null;
  clientId: string;
  clientName: string;
  fileName: string;
  fileType: string;
  contentType: string;
  size: number;
  createdAt: Date;
  uploadedByAdmin: boolean;
  deletedAt: Date | null;
  deletedReason: string | null;
}): DocumentRow {
  return {
    id: r.id,
    taskId: r.taskId,
    title: r.title ?? r.fileName,
    clientId: r.clientId,
    clientName: r.clientName,
    fileName: r.fileName,
    fileType: r.fileType,
    contentType: r.contentType,
    size: Number(r.size),
    uploadedAt: r.createdAt.toISOString(),
    uploadedByAdmin: r.uploadedByAdmin,
    status: documentStatusOf(r),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

export async function documentRowById(db: DbOrTx, id: string): Promise<DocumentRow | null> {
  const [row] = await documentRowsFrom(db).where(eq(documents.id, id));
  return row ? toDocumentRow(row) : null;
}

export type AccessAction = "upload" | "download" | "delete";

export async function logDocumentAccess(db: DbOrTx, entry: { documentId: string; actor: Actor | null; action: AccessAction; ip: string; at: Date }) {
  await db.insert(documentAccessLog).values({
    documentId: entry.documentId,
    actorId: entry.actor?.userId ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    ip: entry.ip,
    at: entry.at,
  });
}

/** Records a stored, checked file (with its 'upload' log entry) in the caller's transaction. */
export async function insertDocument(
  tx: DbOrTx,
  doc: { file: StoredDocument; ownerId: string; taskId: string | null; actor: Actor; ip: string; now: Date },
) {
  const [row] = await tx
    .insert(documents)
    .values({
      userId: doc.ownerId,
      taskId: doc.taskId,
      uploadedBy: doc.actor.userId,
      uploadedByAdmin: documentPolicy.uploadsAsOperator(doc.actor),
      fileName: doc.file.fileName,
      fileType: doc.file.ext,
      storageKey: doc.file.key,
      contentType: doc.file.contentType,
      size: doc.file.size,
      createdAt: doc.now,
    })
    .returning();
  await logDocumentAccess(tx, { documentId: row!.id, actor: doc.actor, action: "upload", ip: doc.ip, at: doc.now });
  return row!;
}

/** Documents a user uploaded that no task or message holds yet (from POST /api/documents/uploads). */
export const stagedBy = (actor: Actor) =>
  and(eq(documents.uploadedBy, actor.userId), sql`${documents.taskId} is null`, sql`${documents.messageId} is null`, sql`${documents.deletedAt} is null`);
