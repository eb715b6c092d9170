import { type DocumentRow, documentDownloadUrl, documentRowSchema, type UploadedDocument, uploadedDocumentSchema } from "@core/documents";
import { sendFile, type UploadProgress } from "./upload";

/**
 * Document plumbing shared by the tasks and documents screens (core/documents.ts has the routes).
 * Files reach private storage first; the id then goes with the task or the admin upload.
 */
export function uploadDocumentFile(file: File, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal): Promise<UploadedDocument> {
  return sendFile({ url: "/api/documents/uploads", body: file, schema: uploadedDocumentSchema, onProgress, signal });
}

/** POST /api/tasks/:id/documents: another file for an open task. */
export function attachDocumentFile(taskId: string, file: File, onProgress?: (p: UploadProgress) => void): Promise<DocumentRow> {
  return sendFile({ url: `/api/tasks/${encodeURIComponent(taskId)}/documents`, body: file, schema: documentRowSchema, onProgress });
}

/** The download route: `Content-Disposition: attachment`, so the browser saves it under its name. */
export const downloadUrl = documentDownloadUrl;
