import { isApiErrorBody } from "@core/api-error";
import { type Message, msg } from "@core/i18n/messages/message";
import { ApiError, apiErrorOf, messagesIn } from "./api";

const uploadFailed = (status: number): Message => msg("web.uploadFailed", { status });

export type UploadProgress = { loaded: number; total: number };

type SendFileOptions = {
  /** The route's URL: `pathOf(routes.name, params)` from `@core/contract`. */
  url: string;
  /** A raw file (sent as application/octet-stream, its name in X-File-Name) or a multipart form. */
  body: File | FormData;
  /** Extra headers (ASCII only: encode anything else). */
  headers?: Record<string, string>;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a file and resolves with the route's JSON answer, typed `T` from its contract
 * (`ResponseOf<typeof contract.name>`): as with `client()`, the server's serializer has
 * checked it against the response schema. XMLHttpRequest rather than fetch: only it reports
 * the bytes sent, so progress bars are real.
 */
export function sendFile<T>({ url, body, headers = {}, onProgress, signal }: SendFileOptions): Promise<T> {
  // Its failure is said (a toast): the messages' English is fetched beside it, as apiRequest does.
  const saying = messagesIn();
  return new Promise((resolve, reject) => {
    const fail = (err: () => Error) => void saying.then(() => reject(err()));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (body instanceof File) {
      // The server takes the file as the raw body; its name travels URI-encoded (headers are ASCII).
      xhr.setRequestHeader("Content-Type", "application/octet-stream");
      xhr.setRequestHeader("X-File-Name", encodeURIComponent(body.name));
    }
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      fail(() => (isApiErrorBody(data) ? apiErrorOf(xhr.status, data) : new ApiError(xhr.status, "http_error", uploadFailed(xhr.status))));
    };
    xhr.onerror = () => fail(() => new ApiError(0, "network_error", msg("web.uploadInterrupted")));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    if (signal?.aborted) {
      reject(new DOMException("Upload cancelled", "AbortError"));
      return;
    }
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
