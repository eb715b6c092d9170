import { said, type Said } from "../../http/errors";
import { contactInboxContract, CONTACT_INBOX_MESSAGES as M } from "../../../core/contact-inbox";
import type { Actor } from "../../http/access";
import type { AppInstance } from "../../http/types";
import { listSubmissions, submissionDetails } from "./inbox";
import { convertToClient, convertToTask, replyToSubmission, setSubmissionStatus } from "./inbox-actions";
import { declareRoutes } from "../../http/route";

/** The operator's Contact inbox (core/routes/contact.ts). Admin only: members get 403. */
export async function contactInboxRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const ctx = () => ({ now: clock.now(), publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), replyDomain: config.replyDomain });
  const result = async (actor: Actor, message: Said, id: string) => ({ ...said(message), submission: await submissionDetails(db, actor, id) });

  route.from(contactInboxContract.list, {}, async (req) => listSubmissions(db, req.actor, req.query));

  route.from(contactInboxContract.get, {}, async (req) => submissionDetails(db, req.actor, req.params.id));

  route.from(contactInboxContract.reply, {}, async (req, reply) => {
    await replyToSubmission(db, req.actor, req.params.id, req.body, ctx());
    return reply.status(201).send(await result(req.actor, M.replySent, req.params.id));
  });

  route.from(contactInboxContract.setStatus, {}, async (req) => {
    await setSubmissionStatus(db, req.actor, req.params.id, req.body.status, clock.now());
    return result(req.actor, M.statusChanged, req.params.id);
  });

  route.from(contactInboxContract.convertToClient, {}, async (req, reply) => {
    const { created } = await convertToClient(db, req.actor, req.params.id, req.body, ctx());
    return reply.status(created ? 201 : 200).send(await result(req.actor, created ? M.convertedToClient : M.linkedToClient, req.params.id));
  });

  route.from(contactInboxContract.convertToTask, {}, async (req, reply) => {
    await convertToTask(db, req.actor, req.params.id, req.body, clock.now());
    return reply.status(201).send(await result(req.actor, M.convertedToTask, req.params.id));
  });
}
