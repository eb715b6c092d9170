import { type Message, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "./password-messages";

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "./password-messages";

/** Words people build passwords for this site from; the bundled list cannot know them. */
const SITE_WORDS = ["concierge", "bulgaria", "sofia", "password", "admin", "administrator", "qwerty"];

/**
 * True for a password on the bundled list of common passwords, a site word with digits or
 * symbols around it, or one character repeated. Case is ignored.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.)\1*$/.test(lower)) return true;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  return SITE_WORDS.some((w) => core === w || core === w.repeat(2));
}

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): Message | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/** A new password, as the forms and the server check it. */
export const newPasswordSchema = z.string(messageText(PASSWORD_MESSAGES.required)).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: messageText(problem) });
});
