import type { Readable } from "node:stream";
import { extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../../../core/upload";
import type { Db } from "../../db/client";
import { translationUploads } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { type BlobStore, newBlobKey } from "../../storage/blob-store";
import { checkDocumentContent } from "../../storage/content-check";
import { receiveUpload } from "../../storage/receive-upload";
import { hashUploadToken, newUploadToken, UPLOAD_TOKEN_TTL_MS } from "../../storage/upload-tokens";

export const tooLarge = () => new HttpError(413, "file_too_large", UPLOAD_MESSAGES.tooLarge);

/**
 * Streams a document into private storage under a generated name, checks its content and
 * records it. Returns the upload token (shown once; only its hash is kept), or null when the
 * content is not what the extension claims. Whenever it does not return a token, no file
 * is left in storage.
 */
export async function saveUpload(db: Db, store: BlobStore, file: { fileName: string; body: Readable; now: Date }) {
  const ext = extensionOf(file.fileName);
  if (!isAllowedExtension(ext)) return null;

  const key = newBlobKey("translations", ext, file.now);
  const { size, head } = await receiveUpload(file.body, { store, key, maxBytes: MAX_UPLOAD_BYTES, tooLarge });
  const token = newUploadToken();
  const expiresAt = new Date(file.now.getTime() + UPLOAD_TOKEN_TTL_MS);
  let recorded = false;
  try {
    if (size === 0) throw new HttpError(400, "file_missing", UPLOAD_MESSAGES.empty);
    const contentType = await checkDocumentContent(ext, head);
    if (!contentType) return null;
    await db.insert(translationUploads).values({
      tokenHash: hashUploadToken(token),
      storageKey: key,
      fileName: file.fileName,
      contentType,
      size,
      createdAt: file.now,
      expiresAt,
    });
    recorded = true;
    return { uploadId: token, fileName: file.fileName, size, contentType, expiresAt: expiresAt.toISOString() };
  } finally {
    // Refused, or not recorded: the blob goes.
    if (!recorded) await store.delete(key);
  }
}
