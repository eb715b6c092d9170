import { type Message, messageGroup, type MessageParam, msg } from "./i18n/messages/message";
/**
 * Clients' texts, languages and limits: apart from core/clients.ts's zod schemas (which
 * re-exports them), so a screen that only shows them loads no zod.
 */

export const CLIENT_MESSAGES = {
  ...messageGroup("client", ["fillAllFields", "invalidEmail", "creating", "added", "invited", "inviteResent", "inviteAccepted", "languageRequired"]),
  addFailed: (reason: MessageParam): Message => msg("client.addFailed", { reason }),
  ...messageGroup("client", ["duplicateEmail", "updated"]),
  updateFailed: (reason: MessageParam): Message => msg("client.updateFailed", { reason }),
  ...messageGroup("client", ["notFound", "invalidHours", "descriptionRequired", "insufficientHours"]),
  deducted: (hours: MessageParam): Message => msg("client.deducted", { hours }),
  deductFailed: (reason: MessageParam): Message => msg("client.deductFailed", { reason }),
  ...messageGroup("client", ["notProvided", "accessDenied", "empty"]),
  fullNameTooLong: msg("length.fullName", { max: 200 }),
  ...messageGroup("client", ["phoneInvalid", "undeliverableCleared", "notUndeliverable"]),
} as const;

/** The admin edit dialog offers five languages; emails go in Bulgarian or English. */
export const PREFERRED_LANGUAGES = ["en", "bg", "es", "fr", "de"] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];

/**
 * A person's own language menus offer only the languages the product speaks — those with a
 * catalogue (English or Bulgarian). Spanish, French and German stay a
 * client's recorded language, set by the operator (EditClientDialog), and the schema below
 * still accepts them, so a client recorded as German keeps it until they choose for themselves.
 */
export const LANGUAGES = PREFERRED_LANGUAGES.filter((value) => value === "en" || value === "bg");

export const DEFAULT_LANGUAGE: PreferredLanguage = "en";
/** A client's status is always shown as 'Active'. */
export const CLIENT_STATUS = "Active";
export const CLIENT_PAGE_SIZE = 20;
/** Below this balance after a debit the member gets one low-balance email. */
export const LOW_BALANCE_HOURS = 2;
/** Deductions go by half hours; a single one is bounded to catch typos. */
export { HOURS_STEP } from "./hours-rule";
export const MAX_DEDUCT_HOURS = 1000;
