import { messageGroup } from "./i18n/messages/message";
// Apart from the schemas (translation.ts, which re-exports them): the /translation page shows
// these before it loads its validation, and zod only comes with the first send.

/** Texts of the translation form and its payment verification. */
export const TRANSLATION_MESSAGES = {
  ...messageGroup("translation", [
    "required", "emailInvalid", "submitted", "uploadExpired", "noSessionId", "retrying", "failedAfterRetries", "verifyError", "unexpected",
  ]),
} as const;
