import { saidShape } from "./api-error-schema";
import { messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { clientRefSchema, convertedFields, personFields } from "./row-fields";
import { contract } from "./contract";
import { choiceParam, pageOf, tabbedPageParams, tabCounts } from "./list-query";
import { hasControl, oneLine } from "./contact";
import { serviceLabel } from "./contact-service-label";
import { contactInboxRoutes } from "./routes/contact";
import { TASK_STATUSES, URGENCIES } from "./tasks";
import { CONTACT_STATUSES, CONTACT_FILTERS, INBOX_SORTS, CONTACT_PAGE_SIZE, CONTACT_INBOX_MESSAGES } from "./contact-inbox-constants";
import { LENGTH_MESSAGES } from "./length-messages";
import { LOCALES } from "./locale";

/*
 * The operator's Contact inbox: the schemas of its admin routes
 * (core/routes/contact.ts), request and response, used by the routes and the web client.
 */

export { CONTACT_STATUSES, CONTACT_FILTERS, INBOX_SORTS, CONTACT_PAGE_SIZE, CONTACT_INBOX_MESSAGES, type ContactStatus, type ContactFilter, type InboxSort } from "./contact-inbox-constants";
const IM = CONTACT_INBOX_MESSAGES;

export const contactInboxQuerySchema = z.object({
  ...tabbedPageParams(CONTACT_FILTERS, CONTACT_PAGE_SIZE),
  sort: choiceParam(INBOX_SORTS, "newest"),
});
export type ContactInboxQuery = z.input<typeof contactInboxQuerySchema>;

const serviceSchema = z.string();
export const contactRowSchema = z.object({
  id: z.string(),
  /** "C-2026-000042": the visitor's acknowledgement email and the operator's replies carry it. */
  reference: z.string(),
  ...personFields,
  service: serviceSchema,
  /** The message's first 140 characters (one line); the full text is in ContactDetails. */
  preview: z.string(),
  language: z.enum(LOCALES),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  /** When a reply is due (24 h after it arrived); shown while status is new. */
  dueAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  ...convertedFields,
});
export type ContactRow = z.infer<typeof contactRowSchema>;

export const contactInboxPageSchema = z.object({ ...pageOf(contactRowSchema), counts: tabCounts(CONTACT_FILTERS) });
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

export const contactReplyRowSchema = z.object({
  id: z.string(),
  subject: z.string(), body: z.string(),
  createdAt: z.string(),
  author: z.object(personFields).nullable(),
  /** The visitor's own answer, by email (reply by email); otherwise the operator's reply. */
  fromVisitor: z.boolean(),
});
export type ContactReplyRow = z.infer<typeof contactReplyRowSchema>;

export const contactDetailsSchema = contactRowSchema.extend({
  message: z.string(),
  replies: z.array(contactReplyRowSchema),
  client: clientRefSchema.nullable(),
  task: z.object({ id: z.string(), title: z.string(), status: z.enum(TASK_STATUSES) }).nullable(),
  /** What the actor may do with it (contactSubmissionPolicy): the dialog shows a button only when it is allowed. */
  abilities: z.object({
    canReply: z.boolean(),
    canChangeStatus: z.boolean(),
    /** Not once it is linked to a client. */
    canConvertToClient: z.boolean(),
    /** Not once it has become a task. */
    canConvertToTask: z.boolean(),
  }),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const contactActionResultSchema = z.object({ ...saidShape, submission: contactDetailsSchema });
export type ContactActionResult = z.infer<typeof contactActionResultSchema>;

/** The Reply form. The subject becomes a mail header: a line break is refused, not obeyed. */
export const contactReplySchema = z.strictObject({
  subject: z
    .string(messageText(IM.subjectRequired))
    .trim()
    .min(1, messageText(IM.subjectRequired))
    .max(200, messageText(LENGTH_MESSAGES.subject(200)))
    .refine((s) => !hasControl(s), messageText(IM.subjectOneLine)),
  body: z.string(messageText(IM.bodyRequired)).trim().min(1, messageText(IM.bodyRequired)).max(10_000, messageText(LENGTH_MESSAGES.reply(10_000))),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;

/** Close, or Reopen (back to New). 'answered' only comes from a reply. */
export const contactStatusSchema = z.strictObject({ status: z.enum(["new", "closed"], messageText(msg("order.statusRequired"))) });
export type ContactStatusInput = z.input<typeof contactStatusSchema>;

/** Convert to client: the Add New Client rules; the email is the submission's. */
export const contactConvertClientSchema = z.strictObject({
  fullName: z.string(messageText(msg("client.fillAllFields"))).trim().min(1, messageText(msg("client.fillAllFields"))).max(200, messageText(LENGTH_MESSAGES.fullName(200))).transform(oneLine),
  /** The invitation's language; the dialog starts from the one the visitor wrote in. */
  language: z.enum(LOCALES, messageText(msg("client.languageRequired"))),
});
export type ContactConvertClientInput = z.input<typeof contactConvertClientSchema>;

/** Convert to task: a Pending task for the linked client (or `clientId`), the message as description. */
export const contactConvertTaskSchema = z.strictObject({
  title: z.string(messageText(msg("task.titleRequired"))).trim().min(1, messageText(msg("task.titleRequired"))).max(200, messageText(LENGTH_MESSAGES.title(200))),
  urgency: z.enum(URGENCIES, messageText(msg("schema.urgencyRequired"))).default("normal"),
  clientId: z.string().max(100).optional(),
});
export type ContactConvertTaskInput = z.input<typeof contactConvertTaskSchema>;

/** A default task title for a submission: "Paperwork setup — Maria Petrova". */
export const taskTitleFor = (s: { service: string; name: string }) => `${serviceLabel(s.service)} — ${s.name}`.slice(0, 200);

export { replySubjectFor } from "./contact-service-label";

/** A submission's id in the path. */
const submissionParamsSchema = z.object({ id: z.string().max(100) });

export const contactInboxContract = contract(contactInboxRoutes, {
  list: { query: contactInboxQuerySchema, response: { 200: contactInboxPageSchema } },
  get: { params: submissionParamsSchema, response: { 200: contactDetailsSchema } },
  reply: { params: submissionParamsSchema, body: contactReplySchema, response: { 201: contactActionResultSchema } },
  setStatus: { params: submissionParamsSchema, body: contactStatusSchema, response: { 200: contactActionResultSchema } },
  convertToClient: { params: submissionParamsSchema, body: contactConvertClientSchema, response: { 200: contactActionResultSchema, 201: contactActionResultSchema } },
  convertToTask: { params: submissionParamsSchema, body: contactConvertTaskSchema, response: { 201: contactActionResultSchema } },
});
