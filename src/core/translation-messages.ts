import { msg } from "./i18n/messages/message";
// Apart from the schemas (translation.ts, which re-exports them): the /translation page shows
// these before it loads its validation, and zod only comes with the first send.

/** Texts of the translation form and its payment verification. */
export const TRANSLATION_MESSAGES = {
  required: msg("translation.required"),
  emailInvalid: msg("translation.emailInvalid"),
  submitted: msg("translation.submitted"),
  uploadExpired: msg("translation.uploadExpired"),
  noSessionId: msg("translation.noSessionId"),
  retrying: msg("translation.retrying"),
  failedAfterRetries: msg("translation.failedAfterRetries"),
  verifyError: msg("translation.verifyError"),
  unexpected: msg("translation.unexpected"),
} as const;
