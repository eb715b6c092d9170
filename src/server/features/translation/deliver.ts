import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { pathOf } from "../../../core/contract";
import { translationRoutes } from "../../../core/routes/translation";
import { DELIVERY_LINK_TTL_MS, DELIVERY_TOKEN } from "../../../core/translation";
import { recordAudit } from "../audit";
import type { Db } from "../../db/client";
import { translationDeliveries, translationDownloads, translationRequests } from "../../db/schema";
import type { Actor } from "../../http/access";
import { enqueueMail } from "../../mail/outbox";
import type { BlobStore } from "../../storage/blob-store";
import { receiveRequestDocument } from "../../storage/document-upload";
import { hashUploadToken, newUploadToken } from "../../storage/upload-tokens";
import { findTranslationRequest, logTranslationAccess } from "./requests";

const R = translationRequests;

/** The customer's link: a random token (only its hash is stored), no account needed. */
export const deliveryLink = (publicUrl: string, token: string) => `${publicUrl}${pathOf(translationRoutes.delivery, { token })}`;

/**
 * Deliver (or deliver again) the English summary: the file is streamed to
 * private storage under the document rules, then — in one transaction — the request records it
 * and turns Delivered, earlier links stop working, a new 7-day link is made and the customer
 * is emailed it in their language. A summary it replaces is deleted after the commit.
 */
export async function deliverSummary(
  db: Db,
  store: BlobStore,
  actor: Actor,
  id: string,
  req: FastifyRequest,
  ctx: { now: Date; publicUrl: string; ip: string; log: FastifyRequest["log"] },
): Promise<void> {
  await findTranslationRequest(db, actor, id); // 404 before reading the body
  const { replaced } = await receiveRequestDocument(req, {
    store,
    keyPrefix: "summaries",
    now: ctx.now,
    record: (file) =>
      db.transaction(async (tx) => {
        const { request, upload } = await findTranslationRequest(tx, actor, id, { forUpdate: true });
        await tx
          .update(R)
          .set({
            summaryStorageKey: file.key,
            summaryFileName: file.fileName,
            summaryContentType: file.contentType,
            summarySize: file.size,
            summaryDeletedAt: null,
            status: "delivered",
            deliveredAt: ctx.now,
            deliveredBy: actor.userId,
            updatedAt: ctx.now,
          })
          .where(eq(R.id, request.id));
        // A new summary makes the links to the old one end now.
        await tx
          .update(translationDeliveries)
          .set({ expiresAt: ctx.now })
          .where(and(eq(translationDeliveries.requestId, request.id), gt(translationDeliveries.expiresAt, ctx.now)));
        const token = newUploadToken();
        const expiresAt = new Date(ctx.now.getTime() + DELIVERY_LINK_TTL_MS);
        await tx.insert(translationDeliveries).values({ requestId: request.id, tokenHash: hashUploadToken(token), expiresAt, createdAt: ctx.now });
        await logTranslationAccess(tx, { requestId: request.id, actor, action: "summary_delivered", ip: ctx.ip, at: ctx.now });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: "translation.summary_delivered",
          entity: "translation_request",
          entityId: request.id,
          before: { status: request.status },
          after: { status: "delivered", fileName: file.fileName },
          at: ctx.now,
        });
        await enqueueMail(
          tx,
          {
            template: "translationDelivered",
            to: request.email,
            data: { lang: request.language, name: request.name, documentName: upload.fileName, link: deliveryLink(ctx.publicUrl, token), expiresAt: expiresAt.toISOString() },
          },
          ctx.now,
        );
        // An object, never null: null from `record` means a refused type to receiveDocument.
        return { replaced: request.summaryStorageKey && !request.summaryDeletedAt ? request.summaryStorageKey : null };
      }),
  });
  if (replaced) {
    try {
      await store.delete(replaced);
    } catch (err) {
      ctx.log.warn({ err, requestId: id }, "translation: could not delete a replaced summary");
    }
  }
}

/**
 * The summary a delivery token opens, while the link is valid (not expired, not replaced, the
 * file still kept); null otherwise. A malformed token never reaches the database.
 */
export async function findDelivery(db: Db, token: string, now: Date) {
  if (!DELIVERY_TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      deliveryId: translationDeliveries.id,
      key: R.summaryStorageKey,
      fileName: R.summaryFileName,
      contentType: R.summaryContentType,
    })
    .from(translationDeliveries)
    .innerJoin(R, eq(R.id, translationDeliveries.requestId))
    .where(
      and(
        eq(translationDeliveries.tokenHash, hashUploadToken(token)),
        gt(translationDeliveries.expiresAt, now),
        isNotNull(R.summaryStorageKey),
        isNull(R.summaryDeletedAt),
      ),
    );
  return row?.key && row.fileName && row.contentType ? { deliveryId: row.deliveryId, key: row.key, fileName: row.fileName, contentType: row.contentType } : null;
}

export async function recordDownload(db: Db, deliveryId: string, ip: string, at: Date) {
  await db.insert(translationDownloads).values({ deliveryId, ip, at });
}
