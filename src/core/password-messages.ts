/** The password rule's limits and words, without zod or the common-password list (the sign-up form shows them on its first paint; core/password.ts re-exports them). */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  /** Shown under every password field that sets a password. */
  rule: `At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password.`,
  required: "Please enter a password",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common. Please choose a less predictable one.",
} as const;
