import { isApiErrorBody } from "@core/api-error";
import { UPLOAD_ID } from "@core/translation";
import { ApiError } from "@web/lib/api";

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends the document to private storage and resolves with its upload token. XMLHttpRequest
 * rather than fetch: only it reports the bytes sent, so the progress bar is real (DESIGN §1.10).
 */
export function uploadDocument(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<{ uploadId: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/translation/uploads");
    xhr.setRequestHeader("Accept", "application/json");
    // The server takes the file as the raw body; its name travels URI-encoded (headers are ASCII).
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const uploadId = (data as { uploadId?: unknown } | undefined)?.uploadId;
        if (typeof uploadId === "string" && UPLOAD_ID.test(uploadId)) resolve({ uploadId });
        else reject(new ApiError(xhr.status, "bad_response", "The server's answer to the upload was not understood."));
        return;
      }
      if (isApiErrorBody(data)) reject(new ApiError(xhr.status, data.error.code, data.error.message, data.error.fields));
      else reject(new ApiError(xhr.status, "http_error", `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "The upload was interrupted. Please check your connection."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    xhr.send(file);
  });
}
