import { msg } from "../../core/i18n/messages/message";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadExtension } from "../../core/upload";
import { HttpError } from "../http/errors";
import { type BlobStore, newBlobKey } from "./blob-store";
import { checkDocumentContent } from "./content-check";

/** Enough of a file for its content check (magic bytes, and a text file's NUL scan). */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

/** The product's answer to a document over 5 MB. */
export const documentTooLarge = () => new HttpError(413, "file_too_large", UPLOAD_MESSAGES.tooLarge);

export type ReceivedUpload = { size: number; head: Buffer };

/** The client went away (or was cut by the request timeout) before the whole file arrived. */
export class UploadAbortedError extends HttpError {
  constructor() {
    super(400, "upload_aborted", msg("api.uploadAborted"));
  }
}

/**
 * Streams a request body into `store` under `key`, counting bytes as they arrive, so a
 * document is never held whole in memory (only its first UPLOAD_HEAD_BYTES, returned for the
 * content check). Past `maxBytes` the upload fails with `tooLarge()`; the rest of the body is
 * read and discarded so the client still receives our answer. Whatever fails — the limit,
 * a client that goes away, the store — nothing stays under `key` and the error is thrown.
 * The caller checks `head` and deletes the blob when it refuses the content.
 */
export async function receiveUpload(
  body: Readable,
  opts: { store: BlobStore; key: string; maxBytes: number; tooLarge: () => Error },
): Promise<ReceivedUpload> {
  let size = 0;
  const headChunks: Buffer[] = [];
  let headSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > opts.maxBytes) return callback(opts.tooLarge());
      if (headSize < UPLOAD_HEAD_BYTES) {
        const part = chunk.subarray(0, UPLOAD_HEAD_BYTES - headSize);
        headChunks.push(Buffer.from(part));
        headSize += part.length;
      }
      callback(null, chunk);
    },
  });
  const fail = (err: Error) => {
    if (!counter.destroyed) counter.destroy(err);
  };
  const onError = () => fail(new UploadAbortedError());
  const onClose = () => {
    if (!body.readableEnded) fail(new UploadAbortedError());
  };
  if (body.destroyed && !body.readableEnded) throw new UploadAbortedError();
  body.on("error", onError);
  body.on("close", onClose);
  // A failed counter is unpiped from the body; drain what is left so the answer can be sent.
  counter.on("error", () => {
    body.unpipe(counter);
    body.resume();
  });
  body.pipe(counter);
  try {
    await opts.store.putStream(opts.key, counter);
  } finally {
    body.off("error", onError);
    body.off("close", onClose);
  }
  return { size, head: Buffer.concat(headChunks, headSize) };
}

export type StoredDocument = { key: string; fileName: string; ext: UploadExtension; size: number; contentType: string };

/**
 * A user's document, from request body to committed record: the extension
 * must be allowed, the body is streamed to `store` under a generated key (5 MB at most, the
 * spec's 413 message past it), must not be empty, and its first bytes must match the
 * extension. Only then does `record` write the caller's row. Returns null when the type is
 * refused; whenever it does not return a record — refusal, an error, `record` failing — the
 * file is gone from storage.
 */
export async function receiveDocument<T>(
  body: Readable,
  opts: { store: BlobStore; keyPrefix: string; fileName: string; now: Date; record: (doc: StoredDocument) => Promise<T> },
): Promise<T | null> {
  const ext = extensionOf(opts.fileName);
  if (!isAllowedExtension(ext)) return null;
  const key = newBlobKey(opts.keyPrefix, ext, opts.now);
  const { size, head } = await receiveUpload(body, { store: opts.store, key, maxBytes: MAX_UPLOAD_BYTES, tooLarge: documentTooLarge });
  let recorded = false;
  try {
    if (size === 0) throw new HttpError(400, "file_missing", UPLOAD_MESSAGES.empty);
    const contentType = await checkDocumentContent(ext, head);
    if (!contentType) return null;
    const result = await opts.record({ key, fileName: opts.fileName, ext, size, contentType });
    recorded = true;
    return result;
  } finally {
    if (!recorded) await opts.store.delete(key);
  }
}
