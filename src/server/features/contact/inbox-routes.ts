import { z } from "zod";
import {
  CONTACT_INBOX_MESSAGES as M,
  contactActionResultSchema,
  contactConvertClientSchema,
  contactConvertTaskSchema,
  contactDetailsSchema,
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactReplySchema,
  contactStatusSchema,
} from "../../../core/contact-inbox";
import type { Actor } from "../../http/access";
import type { AppInstance } from "../../http/types";
import { listSubmissions, submissionDetails } from "./inbox";
import { convertToClient, convertToTask, replyToSubmission, setSubmissionStatus } from "./inbox-actions";
import { declareRoutes } from "../../http/route";

const Params = z.object({ id: z.string().max(100) });

/** The operator's Contact inbox (routes listed in core/contact.ts). Admin only: members get 403. */
export async function contactInboxRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const ctx = () => ({ now: clock.now(), publicUrl: config.publicUrl, operatorEmail: config.OPERATOR_EMAIL });
  const result = async (actor: Actor, message: string, id: string) => ({ message, submission: await submissionDetails(db, actor, id) });

  route.get(
    "/api/contact/submissions",
    { access: "admin", schema: { querystring: contactInboxQuerySchema, response: { 200: contactInboxPageSchema } } },
    async (req) => listSubmissions(db, req.actor, req.query),
  );

  route.get(
    "/api/contact/submissions/:id",
    { access: "admin", schema: { params: Params, response: { 200: contactDetailsSchema } } },
    async (req) => submissionDetails(db, req.actor, req.params.id),
  );

  route.post(
    "/api/contact/submissions/:id/replies",
    { access: "admin", schema: { params: Params, body: contactReplySchema, response: { 201: contactActionResultSchema } } },
    async (req, reply) => {
      await replyToSubmission(db, req.actor, req.params.id, req.body, ctx());
      return reply.status(201).send(await result(req.actor, M.replySent, req.params.id));
    },
  );

  route.patch(
    "/api/contact/submissions/:id",
    { access: "admin", schema: { params: Params, body: contactStatusSchema, response: { 200: contactActionResultSchema } } },
    async (req) => {
      await setSubmissionStatus(db, req.actor, req.params.id, req.body.status, clock.now());
      return result(req.actor, M.statusChanged, req.params.id);
    },
  );

  route.post(
    "/api/contact/submissions/:id/convert-to-client",
    {
      access: "admin",
      schema: { params: Params, body: contactConvertClientSchema, response: { 200: contactActionResultSchema, 201: contactActionResultSchema } },
    },
    async (req, reply) => {
      const { created } = await convertToClient(db, req.actor, req.params.id, req.body, ctx());
      return reply.status(created ? 201 : 200).send(await result(req.actor, created ? M.convertedToClient : M.linkedToClient, req.params.id));
    },
  );

  route.post(
    "/api/contact/submissions/:id/convert-to-task",
    { access: "admin", schema: { params: Params, body: contactConvertTaskSchema, response: { 201: contactActionResultSchema } } },
    async (req, reply) => {
      await convertToTask(db, req.actor, req.params.id, req.body, clock.now());
      return reply.status(201).send(await result(req.actor, M.convertedToTask, req.params.id));
    },
  );
}
