import { pathOf, type ResponseOf } from "@core/contract";
import { translationRoutes } from "@core/routes/translation";
import type { translationContract } from "@core/translation";
import { sendFile, type UploadProgress } from "@web/lib/upload";

export type { UploadProgress };

/** Sends the document to private storage and resolves with its upload token, reporting real progress. */
export function uploadDocument(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal) {
  return sendFile<ResponseOf<typeof translationContract.upload>>({ url: pathOf(translationRoutes.upload), body: file, onProgress, signal });
}
