import { type Message, messageGroup, type MessageParam, msg } from "./i18n/messages/message";
/**
 * The product's texts for sign-in, sign-up and recovery. Apart from core/auth.ts's
 * schemas, so a screen that only shows a message (the dashboard's guard, Sign Out) loads
 * neither zod nor the password rules.
 */
export const AUTH_MESSAGES = {
  ...messageGroup("auth", ["invalidAdmin", "adminUnverified", "memberUnverified", "invalidCredentials"]),
  /** Added to invalidCredentials after more than one failed attempt. */
  ...messageGroup("auth", [
    "resetHint", "selfRegistrationDisabled", "emailFirst", "resetSent", "resetFailed", "signUpFailed", "signInFailed", "authFailed", "signOutFailed",
    "registered",
  ]),
  welcomeBack: (email: MessageParam): Message => msg("auth.welcomeBack", { email }),
  /** A member's very first sign-in: nothing to come back to yet. */
  welcomeFirst: (email: MessageParam): Message => msg("auth.welcomeFirst", { email }),
  ...messageGroup("auth", [
    "welcomeAdmin", "loginSuccessful", "signedIn", "signedOut", "signedOutManually", "setNewPassword", "profileUpdated", "mustSignIn", "noPermission",
    "adminOnly", "rateLimited", "invalidCode",
  ]),
  /** The code step is over (used up by wrong codes, or left too long): back to the password. */
  signInExpired: msg("auth.signInExpired"),
  /** Better Auth's account lock after ten wrong codes in a row (15 minutes). */
  ...messageGroup("auth", ["twoFactorLocked", "invalidResetLink"]),
} as const;
