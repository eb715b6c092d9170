import { template } from "./i18n/messages/keyed";
/**
 * Clients' texts, languages and limits: apart from core/clients.ts's zod schemas (which
 * re-exports them), so a screen that only shows them loads no zod.
 */

export const CLIENT_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  invalidEmail: "Please enter a valid email address",
  creating: "Creating new client account...",
  added: "Client added successfully!",
  invited: "An invitation to choose a password is on its way to the client's email.",
  inviteResent: "Invitation sent again. The earlier link no longer works.",
  inviteAccepted: "This client has already set a password: there is no invitation to resend.",
  languageRequired: "Please choose the client's language",
  addFailed: template("client.addFailed", "Failed to add client: {reason}"),
  duplicateEmail: "A client with this email already exists",
  updated: "Client information updated successfully",
  updateFailed: template("client.updateFailed", "Failed to update client: {reason}"),
  notFound: "Client not found",
  invalidHours: "Please enter a valid number of hours",
  descriptionRequired: "Please enter a description",
  insufficientHours: "Insufficient hours balance",
  deducted: template("client.deducted", "Successfully deducted {hours} hours"),
  deductFailed: template("client.deductFailed", "Failed to deduct hours: {reason}"),
  notProvided: "Not provided",
  accessDenied: "Access denied. Admin privileges required.",
  empty: "No clients available yet. Add your first client using the button above.",
  fullNameTooLong: "Full name is too long (200 characters at most)",
  phoneInvalid: "Please enter a valid phone number",
  undeliverableCleared: "Mail goes to this address again.",
  notUndeliverable: "Mail to this address has not bounced: there is nothing to clear.",
} as const;

/** The admin edit dialog offers five languages; emails go in Bulgarian or English. */
export const PREFERRED_LANGUAGES = ["en", "bg", "es", "fr", "de"] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
export const PREFERRED_LANGUAGE_LABELS: Record<PreferredLanguage, string> = {
  en: "English",
  bg: "Bulgarian",
  es: "Spanish",
  fr: "French",
  de: "German",
};
export const DEFAULT_LANGUAGE: PreferredLanguage = "en";
/** A client's status is always shown as 'Active'. */
export const CLIENT_STATUS = "Active";
export const CLIENT_PAGE_SIZE = 20;
/** Below this balance after a debit the member gets one low-balance email. */
export const LOW_BALANCE_HOURS = 2;
/** Deductions go by half hours; a single one is bounded to catch typos. */
export { HOURS_STEP } from "./hours-rule";
export const MAX_DEDUCT_HOURS = 1000;
