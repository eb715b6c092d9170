import { z } from "zod";
import { siteLanguageSchema } from "./contact";
import { emailAddressSchema, undeliverableSchema } from "./email-address";
import { contract } from "./contract";
import { choiceParam, pageOf, pageParams } from "./list-query";
import { SUBSCRIBER_FILTERS, SUBSCRIBER_STATUSES } from "./newsletter-constants";
import { newsletterRoutes } from "./routes/newsletter";

export const NEWSLETTER_MESSAGES = {
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  /** Said for every sign-up, known address or not, so the form reveals nothing. */
  pending: "Almost there! Check your inbox for a link to confirm your subscription.",
  confirmed: "You're subscribed. Thank you!",
  unsubscribed: "You have been unsubscribed. You will not receive any more emails from us.",
  invalidLink: "This link is invalid or has expired.",
} as const;

export const newsletterSignupSchema = z.strictObject({
  email: emailAddressSchema({ required: NEWSLETTER_MESSAGES.emailRequired, invalid: NEWSLETTER_MESSAGES.emailInvalid }).toLowerCase(),
  /** The language the visitor used: their confirmation (and later news) is written in it. */
  language: siteLanguageSchema,
});

export const newsletterTokenSchema = z.strictObject({
  token: z.string(NEWSLETTER_MESSAGES.invalidLink).regex(/^[A-Za-z0-9_-]{32,64}$/, NEWSLETTER_MESSAGES.invalidLink),
});

/** The one-click address's query: the unsubscribe token and the language of the page a GET lands on. */
export const newsletterOneClickQuery = newsletterTokenSchema.extend({ lang: siteLanguageSchema });

const messageSchema = z.object({ message: z.string() });

export { SUBSCRIBER_FILTERS, SUBSCRIBER_STATUSES, type SubscriberFilter } from "./newsletter-constants";
export const SUBSCRIBERS_PAGE_SIZE = 20;
export const SUBSCRIBER_REMOVED = "Subscriber removed";
export const SUBSCRIBER_NOT_FOUND = "Subscriber not found";

export const subscriberListQuerySchema = z.object({ status: choiceParam(SUBSCRIBER_FILTERS, "all"), ...pageParams(SUBSCRIBERS_PAGE_SIZE) });
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

export const newsletterContract = contract(newsletterRoutes, {
  signUp: { body: newsletterSignupSchema, response: { 202: messageSchema } },
  confirm: { body: newsletterTokenSchema, response: { 200: messageSchema } },
  unsubscribe: { body: newsletterTokenSchema, response: { 200: messageSchema } },
  oneClick: { query: newsletterOneClickQuery, response: { 200: messageSchema } },
  oneClickPage: { query: newsletterOneClickQuery, response: "file" },
  list: { query: subscriberListQuerySchema, response: { 200: subscriberPageSchema } },
  exportCsv: { query: subscriberListQuerySchema.pick({ status: true }), response: "file" },
  remove: { params: z.object({ id: z.string().max(100) }), response: { 200: messageSchema } },
});
