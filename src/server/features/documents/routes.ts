import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../audit";
import { DOCUMENT_MESSAGES, documentsContract } from "../../../core/documents";
import type { AppInstance } from "../../http/types";
import { documents, tasks } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { documentRowById, insertDocument, logDocumentAccess } from "../../storage/document-records";
import { acceptDocumentStreams, admitAccountUpload, receiveRequestDocument } from "../../storage/document-upload";
import { accessLogOf, contentDisposition, createTaskForClient, findDocument, listDocuments } from "./store";
import { declareRoutes } from "../../http/route";

/** Private documents. The routes of core/routes/documents.ts. */
export async function documentRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  acceptDocumentStreams(app);

  app.accountData.register({
    name: "documents",
    export: (_db, owner) =>
      db
        .select({ id: documents.id, taskId: documents.taskId, fileName: documents.fileName, size: documents.size, createdAt: documents.createdAt, deletedAt: documents.deletedAt })
        .from(documents)
        .where(eq(documents.userId, owner.userId)),
    // The files go now; the rows go with the user row (ON DELETE CASCADE).
    erase: async (tx, owner) => {
      const held = await tx
        .select({ key: documents.storageKey })
        .from(documents)
        .where(and(eq(documents.userId, owner.userId), isNull(documents.deletedAt)));
      for (const d of held) await app.storage.delete(d.key);
    },
  });

  route.from(
    documentsContract.upload,
    { onRequest: (req) => admitAccountUpload(app, req) },
    async (req, reply) => {
      const actor = req.actor;
      const now = clock.now();
      const doc = await receiveRequestDocument(req, {
        store: app.storage,
        keyPrefix: "documents",
        now,
        record: (file) => db.transaction((tx) => insertDocument(tx, { file, ownerId: actor.userId, taskId: null, actor, ip: req.ip, now })),
      });
      return reply.status(201).send({ id: doc.id, fileName: doc.fileName, size: doc.size, contentType: doc.contentType });
    },
  );

  route.from(
    documentsContract.create,
    { deniedMessages: { forbidden: DOCUMENT_MESSAGES.adminOnly } },
    async (req, reply) => {
      const result = await createTaskForClient(db, req.actor, req.body, { now: clock.now(), link: `${config.publicUrl}/dashboard/tasks` });
      return reply.status(201).send(result);
    },
  );

  route.from(documentsContract.list, {}, async (req) => listDocuments(db, req.actor, req.query));

  route.from(
    documentsContract.download,
    {},
    async (req, reply) => {
      const actor = req.actor;
      const doc = (await findDocument(db, actor, uuidOr404(req.params.id))) ?? notFound();
      // Streamed from storage as it is sent: a download never holds the file in memory.
      const data = doc.deletedAt ? null : await app.storage.getStream(doc.storageKey);
      if (!data) throw new HttpError(410, "document_gone", DOCUMENT_MESSAGES.gone);
      try {
        await logDocumentAccess(db, { documentId: doc.id, actor, action: "download", ip: req.ip, at: clock.now() });
      } catch (err) {
        data.destroy(); // no download without its log entry; the opened blob is let go
        throw err;
      }
      return reply
        .header("Content-Type", doc.contentType)
        .header("Content-Disposition", contentDisposition(doc.fileName))
        .header("Cache-Control", "private, no-store")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .send(data);
    },
  );

  route.from(
    documentsContract.remove,
    {},
    async (req) => {
      const actor = req.actor;
      const doc = (await findDocument(db, actor, uuidOr404(req.params.id))) ?? notFound();
      if (!doc.deletedAt) {
        // The file first: a record marked deleted whose file survived would be a lie.
        await app.storage.delete(doc.storageKey);
        const now = clock.now();
        await db.transaction(async (tx) => {
          await tx.update(documents).set({ deletedAt: now, deletedReason: "admin" }).where(and(eq(documents.id, doc.id), isNull(documents.deletedAt)));
          if (doc.taskId) await tx.update(tasks).set({ updatedAt: now }).where(eq(tasks.id, doc.taskId));
          await logDocumentAccess(tx, { documentId: doc.id, actor, action: "delete", ip: req.ip, at: now });
          await recordAudit(tx, {
            actorId: actor.userId,
            action: "document.deleted",
            entity: "document",
            entityId: doc.id,
            clientId: doc.userId,
            before: { fileName: doc.fileName, deletedAt: null },
            after: { deletedAt: now.toISOString() },
            at: now,
          });
        });
      }
      return (await documentRowById(db, doc.id)) ?? notFound();
    },
  );

  route.from(
    documentsContract.accessLog,
    {},
    async (req) => {
      const doc = (await findDocument(db, req.actor, uuidOr404(req.params.id))) ?? notFound();
      return { items: await accessLogOf(db, doc.id) };
    },
  );
}
