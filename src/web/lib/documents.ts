import { pathOf, type ResponseOf } from "@core/contract";
import type { documentsContract } from "@core/documents";
import { documentsRoutes } from "@core/routes/documents";
import { tasksRoutes } from "@core/routes/tasks";
import type { tasksContract } from "@core/tasks";
import { sendFile, type UploadProgress } from "./upload";

/**
 * Document plumbing shared by the tasks and documents screens (core/routes/documents.ts has the routes).
 * Files reach private storage first; the id then goes with the task or the admin upload.
 */
export function uploadDocumentFile(file: File, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal) {
  return sendFile<ResponseOf<typeof documentsContract.upload>>({ url: pathOf(documentsRoutes.upload), body: file, onProgress, signal });
}

/** POST /api/tasks/:id/documents: another file for an open task. */
export function attachDocumentFile(taskId: string, file: File, onProgress?: (p: UploadProgress) => void) {
  return sendFile<ResponseOf<typeof tasksContract.attach>>({ url: pathOf(tasksRoutes.attach, { id: taskId }), body: file, onProgress });
}

/** The download route: `Content-Disposition: attachment`, so the browser saves it under its name. */
export const downloadUrl = (id: string) => pathOf(documentsRoutes.download, { id });
