import { z } from "zod";
import { SIMPLE_EMAIL, siteLanguageSchema } from "./contact";
import { contract } from "./contract";
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
  email: z
    .string(NEWSLETTER_MESSAGES.emailRequired)
    .trim()
    .toLowerCase()
    .min(1, NEWSLETTER_MESSAGES.emailRequired)
    .max(254, NEWSLETTER_MESSAGES.emailInvalid)
    .regex(SIMPLE_EMAIL, NEWSLETTER_MESSAGES.emailInvalid),
  /** The language the visitor used: their confirmation (and later news) is written in it. */
  language: siteLanguageSchema,
});

export const newsletterTokenSchema = z.strictObject({
  token: z.string(NEWSLETTER_MESSAGES.invalidLink).regex(/^[A-Za-z0-9_-]{32,64}$/, NEWSLETTER_MESSAGES.invalidLink),
});

const messageSchema = z.object({ message: z.string() });

export const newsletterContract = contract(newsletterRoutes, {
  signUp: { body: newsletterSignupSchema, response: { 202: messageSchema } },
  confirm: { body: newsletterTokenSchema, response: { 200: messageSchema } },
  unsubscribe: { body: newsletterTokenSchema, response: { 200: messageSchema } },
});
