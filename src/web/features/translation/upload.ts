import { UPLOAD_ID } from "@core/translation";
import { z } from "zod";
import { sendFile, type UploadProgress } from "@web/lib/upload";

export type { UploadProgress };

const UploadAnswer = z.object({ uploadId: z.string().regex(UPLOAD_ID) });

/** Sends the document to private storage and resolves with its upload token, reporting real progress. */
export function uploadDocument(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<{ uploadId: string }> {
  return sendFile<z.infer<typeof UploadAnswer>>({ url: "/api/translation/uploads", body: file, onProgress, signal });
}
