import { extensionOf, isAllowedExtension } from "../../../core/upload";
import type { Db } from "../../db/client";
import { translationUploads } from "../../db/schema";
import { type BlobStore, newBlobKey } from "../../storage/blob-store";
import { checkDocumentContent } from "../../storage/content-check";
import { hashUploadToken, newUploadToken, UPLOAD_TOKEN_TTL_MS } from "../../storage/upload-tokens";

/**
 * Checks a document's content, stores it privately under a generated name and records it.
 * Returns the upload token (shown once; only its hash is kept), or null when the content
 * is not what the extension claims.
 */
export async function saveUpload(db: Db, store: BlobStore, file: { fileName: string; data: Buffer; now: Date }) {
  const ext = extensionOf(file.fileName);
  if (!isAllowedExtension(ext)) return null;
  const contentType = await checkDocumentContent(ext, file.data);
  if (!contentType) return null;

  const key = newBlobKey("translations", ext, file.now);
  await store.put(key, file.data);
  const token = newUploadToken();
  const expiresAt = new Date(file.now.getTime() + UPLOAD_TOKEN_TTL_MS);
  try {
    await db.insert(translationUploads).values({
      tokenHash: hashUploadToken(token),
      storageKey: key,
      fileName: file.fileName,
      contentType,
      size: file.data.length,
      createdAt: file.now,
      expiresAt,
    });
  } catch (err) {
    await store.delete(key).catch(() => {});
    throw err;
  }
  return { uploadId: token, fileName: file.fileName, size: file.data.length, contentType, expiresAt: expiresAt.toISOString() };
}
