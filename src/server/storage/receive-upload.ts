import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { HttpError } from "../http/errors";
import type { BlobStore } from "./blob-store";

/** Enough of a file for its content check (magic bytes, and a text file's NUL scan). */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

export type ReceivedUpload = { size: number; head: Buffer };

/** The client went away (or was cut by the request timeout) before the whole file arrived. */
export class UploadAbortedError extends HttpError {
  constructor() {
    super(400, "upload_aborted", "The upload was interrupted before the whole file arrived. Please try again.");
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
