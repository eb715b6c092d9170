import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { z } from "zod";
import { extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../../../core/upload";
import type { AppInstance } from "../../app";
import { HttpError } from "../../http/errors";
import { clientKey, type Rule } from "../../http/rate-limit";
import { documentTooLarge as tooLarge } from "../../storage/receive-upload";
import { saveUpload } from "./store";

/** A person uploads a few documents; a script filling our disk uploads hundreds. */
export const UPLOAD_RATE: Rule = { max: 30, windowMs: 10 * 60_000 };

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
 * already tell; the body is then streamed to storage (never held whole in memory) and its
 * size enforced while it arrives.
 */
export async function translationRoutes(app: AppInstance) {
  app.removeAllContentTypeParsers();
  // The parser only checks the headers; the handler reads the body as a stream.
  app.addContentTypeParser("application/octet-stream", (req, payload, done) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) return done(tooLarge(), undefined);
    try {
      if (!isAllowedExtension(extensionOf(fileNameFrom(req)))) return done(invalidType(), undefined);
    } catch (err) {
      return done(err as Error, undefined);
    }
    done(null, payload);
  });

  app.post(
    "/api/translation/uploads",
    {
      config: { access: "public" },
      onRequest: async (req) => app.rateLimiter.hit("translation-upload", clientKey(req), UPLOAD_RATE),
      schema: {
        response: { 201: z.object({ uploadId: z.string(), fileName: z.string(), size: z.number(), contentType: z.string(), expiresAt: z.string() }) },
      },
    },
    async (req, reply) => {
      const body = req.body;
      if (!(body instanceof Readable)) throw new HttpError(400, "file_missing", UPLOAD_MESSAGES.empty);
      const fileName = fileNameFrom(req);
      const saved = await saveUpload(app.deps.db, app.storage, { fileName, body, now: app.deps.clock.now() });
      if (!saved) throw invalidType();
      return reply.status(201).send(saved);
    },
  );
}
