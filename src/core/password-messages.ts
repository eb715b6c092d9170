import { messageGroup } from "./i18n/messages/message";
/** The password rule's limits and words, without zod or the common-password list (the sign-up form shows them on its first paint; core/password.ts re-exports them). */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  /** Shown under every password field that sets a password. */
  ...messageGroup("password", ["rule", "required", "tooShort", "tooLong", "common"]),
} as const;
