import { saidShape } from "./api-error-schema";
import { messageGroup, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { emailAddressSchema } from "./email-address";
import { contract } from "./contract";
import { contactRoutes } from "./routes/contact";
import { SERVICE_OPTIONS, type ServiceOption } from "./contact-services";
import { LENGTH_MESSAGES } from "./length-messages";
import { LOCALES } from "./locale";
import { oneLine } from "./one-line";

/** Kept here too: the contact form's modules import them from this file. */
export { hasControl, oneLine } from "./one-line";

/*
 * Contact: the public form (/contact) and the operator's Contact inbox
 *. A submission is due 24 h after it arrives
 * (REPLY_DUE_MS, core/sla.ts) until it is answered or closed.
 *
 * The inbox's schemas live in core/contact-inbox.ts, so the storefront's contact form does not
 * carry the admin's code (tasks, password rules) in its bundle.
 */

export { SERVICE_OPTIONS, type ServiceOption };
const serviceValues = SERVICE_OPTIONS.map((o) => o.value) as [ServiceOption, ...ServiceOption[]];

/** The language the visitor used (their emails go out in it): sent by the web with each visitor form, English when absent. */
export const siteLanguageSchema = z.enum(LOCALES).default("en");

/**
 * The product's "simple pattern": something@something.something, no spaces — and no control
 * characters, since an address is written into mail headers and calendar invites.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
export const SIMPLE_EMAIL = /^[^\s@\u0000-\u001f\u007f-\u009f]+@[^\s@\u0000-\u001f\u007f-\u009f]+\.[^\s@\u0000-\u001f\u007f-\u009f]+$/;

export const CONTACT_MESSAGES = {
  ...messageGroup("contact", ["name", "emailRequired", "emailInvalid", "service", "message", "allRequired", "success", "failed"]),
} as const;

/**
 * One schema for the form and the API. Keys are declared in the product's order, so the
 * first issue zod reports is the first message the spec says to show.
 */
export const contactSchema = z.strictObject({
  name: z.string(messageText(CONTACT_MESSAGES.name)).trim().min(1, messageText(CONTACT_MESSAGES.name)).max(200, messageText(LENGTH_MESSAGES.name(200))).transform(oneLine),
  email: emailAddressSchema({ required: messageText(CONTACT_MESSAGES.emailRequired), invalid: messageText(CONTACT_MESSAGES.emailInvalid) }),
  service: z.enum(serviceValues, messageText(CONTACT_MESSAGES.service)),
  message: z.string(messageText(CONTACT_MESSAGES.message)).trim().min(1, messageText(CONTACT_MESSAGES.message)).max(5000, messageText(LENGTH_MESSAGES.message(5000))),
  language: siteLanguageSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;



export const contactContract = contract(contactRoutes, {
  // `reference`: what the visitor quotes to us ("C-2026-000042"); their acknowledgement email carries it too.
  send: { body: contactSchema, response: { 201: z.object({ id: z.string(), reference: z.string(), ...saidShape }) } },
});
