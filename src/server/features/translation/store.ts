import type { Readable } from "node:stream";
import type { Db } from "../../db/client";
import { translationUploads } from "../../db/schema";
import type { BlobStore } from "../../storage/blob-store";
import { receiveDocument } from "../../storage/receive-upload";
import { hashUploadToken, newUploadToken, UPLOAD_TOKEN_TTL_MS } from "../../storage/upload-tokens";

/**
 * Streams a document into private storage under a generated name, checks its content and
 * records it. Returns the upload token (shown once; only its hash is kept), or null when the
 * content is not what the extension claims; then, as on any error, no file is kept.
 */
export async function saveUpload(db: Db, store: BlobStore, file: { fileName: string; body: Readable; now: Date }) {
  const token = newUploadToken();
  const expiresAt = new Date(file.now.getTime() + UPLOAD_TOKEN_TTL_MS);
  return receiveDocument(file.body, {
    store,
    keyPrefix: "translations",
    fileName: file.fileName,
    now: file.now,
    record: async ({ key, size, contentType }) => {
      await db.insert(translationUploads).values({
        tokenHash: hashUploadToken(token),
        storageKey: key,
        fileName: file.fileName,
        contentType,
        size,
        createdAt: file.now,
        expiresAt,
      });
      return { uploadId: token, fileName: file.fileName, size, contentType, expiresAt: expiresAt.toISOString() };
    },
  });
}
