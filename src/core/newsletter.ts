import { saidShape } from "./api-error-schema";
import { messageGroup, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { siteLanguageSchema } from "./contact";
import { emailAddressSchema, undeliverableSchema } from "./email-address";
import { contract } from "./contract";
import { pageOf, tabbedPageParams } from "./list-query";
import { SUBSCRIBER_FILTERS, SUBSCRIBER_STATUSES } from "./newsletter-constants";
import { newsletterRoutes } from "./routes/newsletter";

export const NEWSLETTER_MESSAGES = {
  ...messageGroup("newsletter", ["emailRequired", "emailInvalid"]),
  /** Said for every sign-up, known address or not, so the form reveals nothing. */
  ...messageGroup("newsletter", [
    "pending", "confirmed", "unsubscribed", "invalidLink", "issueNotFound", "issueEmpty", "issueSubjectMissing", "issueBodyMissing", "issueTooLong",
    "issueAlreadySent", "issueNoRecipients", "issueSaved", "testSent", "sendStarted",
  ]),
} as const;

export const newsletterSignupSchema = z.strictObject({
  email: emailAddressSchema({ required: messageText(NEWSLETTER_MESSAGES.emailRequired), invalid: messageText(NEWSLETTER_MESSAGES.emailInvalid) }).toLowerCase(),
  /** The language the visitor used: their confirmation (and later news) is written in it. */
  language: siteLanguageSchema,
});

export const newsletterTokenSchema = z.strictObject({
  token: z.string(messageText(NEWSLETTER_MESSAGES.invalidLink)).regex(/^[A-Za-z0-9_-]{32,64}$/, messageText(NEWSLETTER_MESSAGES.invalidLink)),
});

/** The one-click address's query: the unsubscribe token and the language of the page a GET lands on. */
export const newsletterOneClickQuery = newsletterTokenSchema.extend({ lang: siteLanguageSchema });

const messageSchema = z.object({ ...saidShape });

export { SUBSCRIBER_FILTERS, SUBSCRIBER_STATUSES, type SubscriberFilter } from "./newsletter-constants";
export const SUBSCRIBERS_PAGE_SIZE = 20;
export const SUBSCRIBER_REMOVED = "Subscriber removed";
export const SUBSCRIBER_NOT_FOUND = "Subscriber not found";

export const subscriberListQuerySchema = z.object(tabbedPageParams(SUBSCRIBER_FILTERS, SUBSCRIBERS_PAGE_SIZE));
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  language: siteLanguageSchema,
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Mail to the address bounced for good (the receiving server's answer, when): nothing is sent to it until it is confirmed again. */
  undeliverable: undeliverableSchema.nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

const subscriberPageSchema = z.object({
  ...pageOf(subscriberRowSchema),
  counts: z.object({ all: z.number(), pending: z.number(), confirmed: z.number() }),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** An issue's subject and body in one language; both empty means "no version in this language". */
export const ISSUE_SUBJECT_MAX = 200;
export const ISSUE_BODY_MAX = 20_000;
const issueText = (max: number) => z.string().trim().max(max, messageText(NEWSLETTER_MESSAGES.issueTooLong));
/**
 * What the operator writes: a subject and a plain-text body per language (blank lines make
 * paragraphs; web addresses become links). Never HTML: the body is drawn as text by the mail layout.
 */
export const issueInputSchema = z
  .strictObject({
    subjectEn: issueText(ISSUE_SUBJECT_MAX),
    bodyEn: issueText(ISSUE_BODY_MAX),
    subjectBg: issueText(ISSUE_SUBJECT_MAX),
    bodyBg: issueText(ISSUE_BODY_MAX),
  })
  .superRefine((v, ctx) => {
    for (const lang of ["En", "Bg"] as const) {
      const subject = v[`subject${lang}`];
      const body = v[`body${lang}`];
      if (subject && !body) ctx.addIssue({ code: "custom", path: [`body${lang}`], message: messageText(NEWSLETTER_MESSAGES.issueBodyMissing) });
      if (body && !subject) ctx.addIssue({ code: "custom", path: [`subject${lang}`], message: messageText(NEWSLETTER_MESSAGES.issueSubjectMissing) });
    }
    if (!v.subjectEn && !v.bodyEn && !v.subjectBg && !v.bodyBg) ctx.addIssue({ code: "custom", path: ["subjectEn"], message: messageText(NEWSLETTER_MESSAGES.issueEmpty) });
  });
export type IssueInput = z.input<typeof issueInputSchema>;

export const ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** How far a send has got: deliveries queued, sent, failed (the mail gave up), and who unsubscribed since. */
export const issueProgressSchema = z.object({
  /** Deliveries enqueued plus confirmed subscribers still waiting for theirs. */
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
  remaining: z.number().int(),
});
export type IssueProgress = z.infer<typeof issueProgressSchema>;

export const issueSchema = z.object({
  id: z.string(),
  subjectEn: z.string(), bodyEn: z.string(),
  subjectBg: z.string(), bodyBg: z.string(),
  status: z.enum(ISSUE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  sendStartedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  progress: issueProgressSchema,
});
export type Issue = z.infer<typeof issueSchema>;

const issueIdParams = z.object({ id: z.string().max(100) });
export const issuePreviewQuerySchema = z.object({ lang: siteLanguageSchema });
const issuePreviewSchema = z.object({ lang: siteLanguageSchema, subject: z.string(), html: z.string(), text: z.string() });
export type IssuePreview = z.infer<typeof issuePreviewSchema>;

export const newsletterContract = contract(newsletterRoutes, {
  signUp: { body: newsletterSignupSchema, response: { 202: messageSchema } },
  confirm: { body: newsletterTokenSchema, response: { 200: messageSchema } },
  unsubscribe: { body: newsletterTokenSchema, response: { 200: messageSchema } },
  oneClick: { query: newsletterOneClickQuery, response: { 200: messageSchema } },
  oneClickPage: { query: newsletterOneClickQuery, response: "file" },
  list: { query: subscriberListQuerySchema, response: { 200: subscriberPageSchema } },
  exportCsv: { query: subscriberListQuerySchema.pick({ status: true }), response: "file" },
  remove: { params: z.object({ id: z.string().max(100) }), response: { 200: messageSchema } },
  issues: { response: { 200: z.object({ items: z.array(issueSchema) }) } },
  createIssue: { body: issueInputSchema, response: { 201: issueSchema } },
  getIssue: { params: issueIdParams, response: { 200: issueSchema } },
  updateIssue: { params: issueIdParams, body: issueInputSchema, response: { 200: issueSchema } },
  previewIssue: { params: issueIdParams, query: issuePreviewQuerySchema, response: { 200: issuePreviewSchema } },
  sendTest: { params: issueIdParams, response: { 202: messageSchema } },
  sendIssue: { params: issueIdParams, response: { 202: issueSchema } },
});
