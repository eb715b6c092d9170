import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { translationUploads } from "../../db/schema";
import type { BlobStore } from "../../storage/blob-store";
import { clientKey } from "../../http/rate-limit";
import { receiveRequestDocument } from "../../storage/document-upload";
import { hashUploadToken, newUploadToken, UPLOAD_TOKEN_TTL_MS } from "../../storage/upload-tokens";

/**
 * Streams a document into private storage under a generated name, checks its content and
 * records it. Returns the upload token (shown once; only its hash is kept); on a refusal or
 * any error no file is kept.
 */
export async function saveUpload(db: Db, store: BlobStore, req: FastifyRequest, now: Date) {
  const token = newUploadToken();
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS);
  return receiveRequestDocument(req, {
    store,
    keyPrefix: "translations",
    now,
    record: async ({ key, fileName, size, contentType }) => {
      await db.insert(translationUploads).values({
        tokenHash: hashUploadToken(token),
        storageKey: key,
        fileName,
        contentType,
        size,
        createdAt: now,
        expiresAt,
        uploaderAddress: clientKey(req),
      });
      return { uploadId: token, fileName, size, contentType, expiresAt: expiresAt.toISOString() };
    },
  });
}
