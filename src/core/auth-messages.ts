import { type Message, type MessageParam, msg } from "./i18n/messages/message";
/**
 * The product's texts for sign-in, sign-up and recovery. Apart from core/auth.ts's
 * schemas, so a screen that only shows a message (the dashboard's guard, Sign Out) loads
 * neither zod nor the password rules.
 */
export const AUTH_MESSAGES = {
  invalidAdmin: msg("auth.invalidAdmin"),
  adminUnverified: msg("auth.adminUnverified"),
  memberUnverified: msg("auth.memberUnverified"),
  invalidCredentials: msg("auth.invalidCredentials"),
  /** Added to invalidCredentials after more than one failed attempt. */
  resetHint: msg("auth.resetHint"),
  selfRegistrationDisabled: msg("auth.selfRegistrationDisabled"),
  emailFirst: msg("auth.emailFirst"),
  resetSent: msg("auth.resetSent"),
  resetFailed: msg("auth.resetFailed"),
  signUpFailed: msg("auth.signUpFailed"),
  signInFailed: msg("auth.signInFailed"),
  authFailed: msg("auth.authFailed"),
  signOutFailed: msg("auth.signOutFailed"),
  registered: msg("auth.registered"),
  welcomeBack: (email: MessageParam): Message => msg("auth.welcomeBack", { email }),
  /** A member's very first sign-in: nothing to come back to yet. */
  welcomeFirst: (email: MessageParam): Message => msg("auth.welcomeFirst", { email }),
  welcomeAdmin: msg("auth.welcomeAdmin"),
  loginSuccessful: msg("auth.loginSuccessful"),
  signedIn: msg("auth.signedIn"),
  signedOut: msg("auth.signedOut"),
  signedOutManually: msg("auth.signedOutManually"),
  setNewPassword: msg("auth.setNewPassword"),
  profileUpdated: msg("auth.profileUpdated"),
  mustSignIn: msg("auth.mustSignIn"),
  noPermission: msg("auth.noPermission"),
  adminOnly: msg("auth.adminOnly"),
  rateLimited: msg("auth.rateLimited"),
  invalidCode: msg("auth.invalidCode"),
  /** The code step is over (used up by wrong codes, or left too long): back to the password. */
  signInExpired: msg("auth.signInExpired"),
  /** Better Auth's account lock after ten wrong codes in a row (15 minutes). */
  twoFactorLocked: msg("auth.twoFactorLocked"),
  invalidResetLink: msg("auth.invalidResetLink"),
} as const;
