import { z } from "zod";
import { emailAddressSchema } from "./email-address";
import { contract } from "./contract";
import { contactRoutes } from "./routes/contact";
import { SERVICE_OPTIONS, type ServiceOption } from "./contact-services";
import { LENGTH_MESSAGES } from "./length-messages";
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

/** The languages the product speaks; a visitor's emails go out in the one they used. */
export const SITE_LANGUAGES = ["en", "bg"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The language the visitor used: sent by the web with each visitor form, English when absent. */
export const siteLanguageSchema = z.enum(SITE_LANGUAGES).default("en");

/**
 * The product's "simple pattern": something@something.something, no spaces — and no control
 * characters, since an address is written into mail headers and calendar invites.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
export const SIMPLE_EMAIL = /^[^\s@\u0000-\u001f\u007f-\u009f]+@[^\s@\u0000-\u001f\u007f-\u009f]+\.[^\s@\u0000-\u001f\u007f-\u009f]+$/;

export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  service: "Please select the type of help needed",
  message: "Please enter your message",
  allRequired: "Please fill all required fields",
  success: "Message sent successfully!",
  failed: "Failed to save your contact information. Please try again.",
} as const;

/**
 * One schema for the form and the API. Keys are declared in the product's order, so the
 * first issue zod reports is the first message the spec says to show.
 */
export const contactSchema = z.strictObject({
  name: z.string(CONTACT_MESSAGES.name).trim().min(1, CONTACT_MESSAGES.name).max(200, LENGTH_MESSAGES.name(200)).transform(oneLine),
  email: emailAddressSchema({ required: CONTACT_MESSAGES.emailRequired, invalid: CONTACT_MESSAGES.emailInvalid }),
  service: z.enum(serviceValues, CONTACT_MESSAGES.service),
  message: z.string(CONTACT_MESSAGES.message).trim().min(1, CONTACT_MESSAGES.message).max(5000, LENGTH_MESSAGES.message(5000)),
  language: siteLanguageSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export { serviceLabel } from "./contact-services";


export const contactContract = contract(contactRoutes, {
  // `reference`: what the visitor quotes to us ("C-2026-000042"); their acknowledgement email carries it too.
  send: { body: contactSchema, response: { 201: z.object({ id: z.string(), reference: z.string(), message: z.string() }) } },
});
