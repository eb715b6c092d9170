import { z } from "zod";

/** The kinds of help a visitor can pick on the contact form (spec §5). */
export const SERVICE_OPTIONS = [
  { value: "translation", label: "Document translation" },
  { value: "calls", label: "Phone calls & appointments" },
  { value: "inperson", label: "In-person help" },
  { value: "paperwork", label: "Paperwork setup" },
  { value: "custom", label: "Custom request" },
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number]["value"];
const serviceValues = SERVICE_OPTIONS.map((o) => o.value) as [ServiceOption, ...ServiceOption[]];

/** The languages the product speaks (DESIGN §1.16); a visitor's emails go out in the one they used. */
export const SITE_LANGUAGES = ["en", "bg"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The language the visitor used: sent by the web with each visitor form, English when absent. */
export const siteLanguageSchema = z.enum(SITE_LANGUAGES).default("en");

/** The spec's "simple pattern": something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
 * One schema for the form and the API. Keys are declared in the spec's order, so the
 * first issue zod reports is the first message the spec says to show.
 */
export const contactSchema = z.strictObject({
  name: z.string(CONTACT_MESSAGES.name).trim().min(1, CONTACT_MESSAGES.name).max(200, "Name is too long (200 characters at most)"),
  email: z
    .string(CONTACT_MESSAGES.emailRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(254, CONTACT_MESSAGES.emailInvalid)
    .regex(SIMPLE_EMAIL, CONTACT_MESSAGES.emailInvalid),
  service: z.enum(serviceValues, CONTACT_MESSAGES.service),
  message: z.string(CONTACT_MESSAGES.message).trim().min(1, CONTACT_MESSAGES.message).max(5000, "Message is too long (5000 characters at most)"),
  language: siteLanguageSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}
