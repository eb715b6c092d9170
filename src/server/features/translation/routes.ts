import { translationContract } from "../../../core/translation";
import type { AppInstance } from "../../http/types";
import { clientKey, type Rule } from "../../http/rate-limit";
import { acceptDocumentStreams } from "../../storage/document-upload";
import { saveUpload } from "./store";
import { declareRoutes } from "../../http/route";

/** A person uploads a few documents; a script filling our disk uploads hundreds. */
export const UPLOAD_RATE: Rule = { max: 30, windowMs: 10 * 60_000 };

/**
 * The public upload (translationRoutes.upload): one document as the raw request body
 * (Content-Type: application/octet-stream), so the browser's XMLHttpRequest reports real
 * upload progress. Size and extension are refused before the body is read when the headers
 * already tell; the body is then streamed to storage (never held whole in memory) and its
 * size enforced while it arrives.
 */
export async function translationRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  // Raw document bodies only (JSON, forms and text answer 415), streamed to the handler.
  app.removeAllContentTypeParsers();
  acceptDocumentStreams(app);

  route.from(
    translationContract.upload,
    {
      onRequest: async (req) => {
        await app.rateLimiter.hit("translation-upload", clientKey(req), UPLOAD_RATE);
        await app.storageBudget.checkAddress(req);
      },
    },
    async (req, reply) => reply.status(201).send(await saveUpload(app.deps.db, app.storage, req, app.deps.clock.now())),
  );
}
