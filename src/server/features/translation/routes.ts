import type { IncomingMessage } from "node:http";
import { z } from "zod";
import { checkUploadFile, extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../../../core/upload";
import type { AppInstance } from "../../app";
import { HttpError } from "../../http/errors";
import { clientKey, type Rule } from "../../http/rate-limit";
import { saveUpload } from "./store";

/** A person uploads a few documents; a script filling our disk uploads hundreds. */
export const UPLOAD_RATE: Rule = { max: 30, windowMs: 10 * 60_000 };

const tooLarge = () => new HttpError(413, "file_too_large", UPLOAD_MESSAGES.tooLarge);
const invalidType = () => new HttpError(400, "invalid_file_type", UPLOAD_MESSAGES.invalidType);

/** The file's name travels URI-encoded in X-File-Name (headers are ASCII); only its last segment is kept. */
export function fileNameFrom(req: { headers: IncomingMessage["headers"] }): string {
  const header = req.headers["x-file-name"];
  if (typeof header !== "string" || !header) throw new HttpError(400, "file_name_missing", "The file's name is missing (X-File-Name header).");
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new HttpError(400, "file_name_invalid", "The file's name could not be read.");
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!base) throw new HttpError(400, "file_name_invalid", "The file's name could not be read.");
  return base.slice(-200);
}

/**
 * POST /api/translation/uploads: one document as the raw request body
 * (Content-Type: application/octet-stream), so the browser's XMLHttpRequest reports real
 * upload progress. Size and extension are refused before the body is read when the headers
 * already tell; the size is enforced again while reading.
 */
export async function translationRoutes(app: AppInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/octet-stream", (req, payload, done) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) return done(tooLarge(), undefined);
    try {
      if (!isAllowedExtension(extensionOf(fileNameFrom(req)))) return done(invalidType(), undefined);
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

  app.post(
    "/api/translation/uploads",
    {
      config: { access: "public" },
      onRequest: async (req) => app.rateLimiter.hit("translation-upload", clientKey(req), UPLOAD_RATE),
      // Above the file limit, so an oversized body meets the spec's message rather than Fastify's.
      bodyLimit: MAX_UPLOAD_BYTES + 512 * 1024,
      schema: {
        response: { 201: z.object({ uploadId: z.string(), fileName: z.string(), size: z.number(), contentType: z.string(), expiresAt: z.string() }) },
      },
    },
    async (req, reply) => {
      const data = req.body;
      if (!Buffer.isBuffer(data)) throw new HttpError(400, "file_missing", UPLOAD_MESSAGES.empty);
      const fileName = fileNameFrom(req);
      const problem = checkUploadFile({ name: fileName, size: data.length });
      if (problem) throw new HttpError(problem === UPLOAD_MESSAGES.tooLarge ? 413 : 400, "invalid_file", problem);
      const saved = await saveUpload(app.deps.db, app.storage, { fileName, data, now: app.deps.clock.now() });
      if (!saved) throw invalidType();
      return reply.status(201).send(saved);
    },
  );
}
