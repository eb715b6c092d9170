import { msg } from "../../../core/i18n/messages/message";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TRANSLATION_ADMIN_MESSAGES as M, translationContract } from "../../../core/translation";
import type { Actor } from "../../http/access";
import type { AppInstance } from "../../http/types";
import { translationRequestPolicy } from "../../policies/translation-request";
import { translationRequests } from "../../db/schema";
import { recordAudit } from "../audit";
import { errorBody, HttpError, said, type Said } from "../../http/errors";
import { sendPrivateFile } from "../../http/file-download";
import { clientKey, type Rule } from "../../http/rate-limit";
import { acceptDocumentStreams, DOCUMENT_UPLOAD_RATE, uploaderKey } from "../../storage/document-upload";
import { deliverSummary, findDelivery, recordDownload } from "./deliver";
import { findTranslationRequest, listTranslationRequests, logFileDownload, translationRequestDetails } from "./requests";
import { declareRoutes } from "../../http/route";
import { defineCatalogue } from "../../../core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** A customer downloads once or twice; a script guessing tokens asks thousands of times. */
export const DELIVERY_DOWNLOAD_RATE: Rule = { max: 60, windowMs: 10 * 60_000 };

/** The dead-link page's words (locales/*.json). */
const pageCatalogue = defineCatalogue("translationPages", { en, bg });

/** What a person who opened a dead link in a browser sees (both languages: we do not know theirs). */
const DEAD_LINK_PAGE = (() => {
  const [t, tBg] = [pageCatalogue.translate("en"), pageCatalogue.translate("bg")];
  const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t("deadLink.title")}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1c1917">
<h1 style="font-size:1.5rem">${t("deadLink.heading")}</h1>
<p>${t("deadLink.body", { link: link("/contact", t("deadLink.contact")) })}</p>
<hr style="margin:2rem 0;border:none;border-top:1px solid #e7e5e4">
<h2 lang="bg" style="font-size:1.5rem">${tBg("deadLink.heading")}</h2>
<p lang="bg">${tBg("deadLink.body", { link: link("/bg/contact", tBg("deadLink.contact")) })}</p>
</body></html>`;
})();

function deadLink(req: FastifyRequest, reply: FastifyReply) {
  reply.status(404).header("Cache-Control", "no-store");
  if ((req.headers.accept ?? "").includes("text/html")) return reply.type("text/html; charset=utf-8").send(DEAD_LINK_PAGE);
  return reply.send(errorBody("not_found", M.linkInvalid));
}

/**
 * The operator's Translation requests and the customer's delivery link (the routes of
 * core/routes/translation.ts but the public upload). Its own plugin: the public upload's plugin takes raw bodies only,
 * these routes take JSON and (for the summary) a raw document body.
 */
export async function translationRequestRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  acceptDocumentStreams(app);
  const result = async (actor: Actor, message: Said, id: string) => ({ ...said(message), request: await translationRequestDetails(db, actor, id, clock.now()) });

  route.from(translationContract.list, {}, async (req) => listTranslationRequests(db, req.actor, req.query));

  route.from(translationContract.get, {}, async (req) => translationRequestDetails(db, req.actor, req.params.id, clock.now()));

  route.from(
    translationContract.setStatus,
    {},
    async (req) => {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { request } = await findTranslationRequest(tx, req.actor, req.params.id, { forUpdate: true });
        if (!translationRequestPolicy.canChangeStatus(req.actor, request)) throw new HttpError(409, "already_delivered", msg("api.translationDelivered"));
        if (request.status !== req.body.status) {
          await tx.update(translationRequests).set({ status: req.body.status, updatedAt: now }).where(eq(translationRequests.id, request.id));
          await recordAudit(tx, {
            actorId: req.actor.userId,
            action: "translation.status_changed",
            entity: "translation_request",
            entityId: request.id,
            before: { status: request.status },
            after: { status: req.body.status },
            at: now,
          });
        }
      });
      return result(req.actor, M.statusChanged, req.params.id);
    },
  );

  route.from(
    translationContract.document,
    {},
    async (req, reply) => {
      const actor = req.actor;
      const { request, upload } = await findTranslationRequest(db, actor, req.params.id);
      const data = upload.deletedAt ? null : await app.storage.get(upload.storageKey);
      if (!data) throw new HttpError(410, "document_gone", M.gone);
      // A HEAD (link checkers) transfers nothing: it is not a download.
      if (req.method === "GET") await logFileDownload(db, { requestId: request.id, actor, action: "document_download", fileName: upload.fileName, ip: req.ip, at: clock.now() });
      return sendPrivateFile(reply, { data, fileName: upload.fileName, contentType: upload.contentType });
    },
  );

  route.from(
    translationContract.summary,
    {},
    async (req, reply) => {
      const actor = req.actor;
      const { request } = await findTranslationRequest(db, actor, req.params.id);
      const key = request.summaryDeletedAt ? null : request.summaryStorageKey;
      const data = key ? await app.storage.get(key) : null;
      if (!data || !request.summaryFileName || !request.summaryContentType) throw new HttpError(410, "document_gone", M.gone);
      if (req.method === "GET") await logFileDownload(db, { requestId: request.id, actor, action: "summary_download", fileName: request.summaryFileName, ip: req.ip, at: clock.now() });
      return sendPrivateFile(reply, { data, fileName: request.summaryFileName, contentType: request.summaryContentType });
    },
  );

  route.from(
    translationContract.deliver,
    {
      onRequest: async (req) => {
        await app.rateLimiter.hit("document-upload", uploaderKey(req), DOCUMENT_UPLOAD_RATE);
        await app.storageBudget.guardStorage();
      },
    },
    async (req, reply) => {
      const actor = req.actor;
      await deliverSummary(db, app.storage, actor, req.params.id, req, { now: clock.now(), publicUrl: config.publicUrl, ip: req.ip, log: req.log });
      return reply.status(201).send(await result(actor, M.delivered, req.params.id));
    },
  );

  route.from(
    translationContract.delivery,
    { onRequest: async (req) => app.rateLimiter.hit("translation-delivery", clientKey(req), DELIVERY_DOWNLOAD_RATE) },
    async (req, reply) => {
      const now = clock.now();
      const delivery = await findDelivery(db, req.params.token, now);
      const data = delivery ? await app.storage.get(delivery.key) : null;
      if (!delivery || !data) return deadLink(req, reply);
      // A HEAD (link checkers, mail scanners) transfers nothing: it is not a download.
      if (req.method === "GET") await recordDownload(db, delivery.deliveryId, req.ip, now);
      return sendPrivateFile(reply, { data, fileName: delivery.fileName, contentType: delivery.contentType });
    },
  );
}
