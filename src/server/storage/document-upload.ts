import { msg } from "../../core/i18n/messages/message";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../../core/upload";
import { HttpError } from "../http/errors";
import type { BlobStore } from "./blob-store";
import { documentTooLarge, receiveDocument, type StoredDocument } from "./receive-upload";

/**
 * Receiving one document as a raw request body (Content-Type: application/octet-stream,
 * name URI-encoded in X-File-Name), so the browser's XMLHttpRequest reports real progress.
 * Every document upload path (translation, staged documents, a task's attachments) goes
 * through here: the headers are checked before the body is read, then the body is streamed
 * to storage by `receiveDocument` (never held whole in memory).
 */

/**
 * A person uploads a few documents; a script filling our disk uploads hundreds. Counted per
 * signed-in user (every document route needs one), so people behind one address do not share it.
 */
export const DOCUMENT_UPLOAD_RATE = { max: 60, windowMs: 10 * 60_000 };
export const uploaderKey = (req: FastifyRequest) => `user:${req.actor?.userId ?? req.ip}`;

/** A member's document upload, before its body is read: the uploader's rate, then their account's storage quota. */
export async function admitAccountUpload(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  await app.rateLimiter.hit("document-upload", uploaderKey(req), DOCUMENT_UPLOAD_RATE);
  await app.storageBudget.checkAccount(req);
}

export const invalidDocumentType = () => new HttpError(400, "invalid_file_type", UPLOAD_MESSAGES.invalidType);

// Control, bidi and invisible (zero-width, word joiner, BOM) characters, and those Windows refuses in a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"<>|*?:]/g;

/** Names Windows keeps for devices, whatever the extension: saving "CON.pdf" there fails or writes to a device. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * A file name fit to store and show: last path segment, NFC, no control, bidi or invisible
 * characters, not a Windows device name (prefixed "_"), ≤ 200 characters.
 */
export function sanitiseFileName(raw: string): string {
  const base = (raw.normalize("NFC").split(/[\\/]/).pop() ?? "").replace(UNSAFE_IN_NAME, "").trim().replace(/^\.+/, "");
  const safe = base.slice(-200);
  if (!WINDOWS_DEVICE.test(safe)) return safe;
  return `_${safe.length < 200 ? safe : safe.slice(1)}`;
}

/** The file's name travels URI-encoded in X-File-Name (headers are ASCII); only a safe name is kept. */
export function fileNameFromHeader(headers: FastifyRequest["headers"]): string {
  const header = headers["x-file-name"];
  if (typeof header !== "string" || !header) throw new HttpError(400, "file_name_missing", msg("api.fileNameMissing"));
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new HttpError(400, "file_name_invalid", msg("api.fileNameUnreadable"));
  }
  const safe = sanitiseFileName(name);
  if (!safe) throw new HttpError(400, "file_name_invalid", msg("api.fileNameUnreadable"));
  return safe;
}

/**
 * Lets the routes of the calling plugin take a raw document body (other parsers, JSON
 * included, stay as they are). The parser only checks the headers — a size announced over
 * 5 MB, an extension outside the allow-list — and hands the body on unread, as a stream.
 */
export function acceptDocumentStreams(app: FastifyInstance): void {
  app.addContentTypeParser("application/octet-stream", (req, payload, done) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) return done(documentTooLarge(), undefined);
    try {
      if (!isAllowedExtension(extensionOf(fileNameFromHeader(req.headers)))) return done(invalidDocumentType(), undefined);
    } catch (err) {
      return done(err as Error, undefined);
    }
    done(null, payload);
  });
}

/**
 * The request's document, streamed to `store` and checked by `receiveDocument`, then recorded
 * by `record` (whose failure removes the file again). Throws the product's errors: 413 past
 * 5 MB, 400 for an empty body or a type or content that is refused.
 */
export async function receiveRequestDocument<T>(
  req: FastifyRequest,
  opts: { store: BlobStore; keyPrefix: string; now: Date; record: (doc: StoredDocument) => Promise<T> },
): Promise<T> {
  const body = req.body;
  if (!(body instanceof Readable)) throw new HttpError(400, "file_missing", UPLOAD_MESSAGES.empty);
  const result = await receiveDocument(body, { ...opts, fileName: fileNameFromHeader(req.headers) });
  if (result === null) throw invalidDocumentType();
  return result;
}
