import type { FastifyInstance, FastifyRequest } from "fastify";
import { checkUploadFile, extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadExtension } from "../../core/upload";
import { HttpError } from "../http/errors";
import { checkDocumentContent } from "./content-check";

/**
 * Receiving one document as a raw request body (Content-Type: application/octet-stream,
 * name URI-encoded in X-File-Name), so the browser's XMLHttpRequest reports real progress.
 * Every document upload path goes through `receiveDocument`: the spec's size and extension
 * rules, the content (magic-byte) check and the name clean-up live here once. The body is
 * buffered (≤ 5 MB); a streamed receiver can replace `acceptRawDocuments` without touching
 * the routes.
 */

/**
 * A person uploads a few documents; a script filling our disk uploads hundreds. Counted per
 * signed-in user (every document route needs one), so people behind one address do not share it.
 */
export const DOCUMENT_UPLOAD_RATE = { max: 60, windowMs: 10 * 60_000 };
export const uploaderKey = (req: FastifyRequest) => `user:${req.actor?.userId ?? req.ip}`;

/** Above the file limit, so an oversized body meets the spec's message rather than Fastify's. */
export const DOCUMENT_BODY_LIMIT = MAX_UPLOAD_BYTES + 512 * 1024;

const tooLarge = () => new HttpError(413, "file_too_large", UPLOAD_MESSAGES.tooLarge);
const invalidType = () => new HttpError(400, "invalid_file_type", UPLOAD_MESSAGES.invalidType);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|*?:]/g;

/** A file name fit to store and show: last path segment, no control or bidi characters, ≤ 200 characters. */
export function sanitiseFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? "").replace(UNSAFE_IN_NAME, "").trim().replace(/^\.+/, "");
  return base.slice(-200);
}

export function fileNameFromHeader(headers: FastifyRequest["headers"]): string {
  const header = headers["x-file-name"];
  if (typeof header !== "string" || !header) throw new HttpError(400, "file_name_missing", "The file's name is missing (X-File-Name header).");
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new HttpError(400, "file_name_invalid", "The file's name could not be read.");
  }
  const safe = sanitiseFileName(name);
  if (!safe) throw new HttpError(400, "file_name_invalid", "The file's name could not be read.");
  return safe;
}

/** Lets the routes of the calling plugin take a raw document body (JSON stays accepted). */
export function acceptRawDocuments(app: FastifyInstance): void {
  app.addContentTypeParser("application/octet-stream", (req, payload, done) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) return done(tooLarge(), undefined);
    try {
      if (!isAllowedExtension(extensionOf(fileNameFromHeader(req.headers)))) return done(invalidType(), undefined);
    } catch (err) {
      return done(err as Error, undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      done(err, body);
    };
    payload.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        payload.removeAllListeners("data");
        payload.resume();
        return finish(tooLarge());
      }
      chunks.push(chunk);
    });
    payload.on("end", () => finish(null, Buffer.concat(chunks, size)));
    payload.on("error", (err) => finish(err));
  });
}

export type ReceivedDocument = { fileName: string; ext: UploadExtension; data: Buffer; contentType: string };

/** The checked document of a request, or the spec's error (413 too large, 400 wrong type or content). */
export async function receiveDocument(req: FastifyRequest): Promise<ReceivedDocument> {
  const data = req.body;
  if (!Buffer.isBuffer(data)) throw new HttpError(400, "file_missing", UPLOAD_MESSAGES.empty);
  const fileName = fileNameFromHeader(req.headers);
  const problem = checkUploadFile({ name: fileName, size: data.length });
  if (problem) throw new HttpError(problem === UPLOAD_MESSAGES.tooLarge ? 413 : 400, problem === UPLOAD_MESSAGES.tooLarge ? "file_too_large" : "invalid_file", problem);
  const ext = extensionOf(fileName);
  if (!isAllowedExtension(ext)) throw invalidType();
  const contentType = await checkDocumentContent(ext, data);
  if (!contentType) throw invalidType();
  return { fileName, ext, data, contentType };
}
