import { AUTH_MESSAGES } from "../../core/auth";
import { PASSWORD_MESSAGES } from "../../core/password";
import { SETTINGS_MESSAGES } from "../../core/settings";
import { CROSS_ORIGIN_MESSAGE } from "../http/origin-check";

/** Better Auth's error codes, said in the product's words where the product has words for them. */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.memberUnverified,
  PASSWORD_TOO_SHORT: PASSWORD_MESSAGES.tooShort,
  PASSWORD_TOO_LONG: PASSWORD_MESSAGES.tooLong,
  INVALID_PASSWORD: "Incorrect password. Please try again.",
  INVALID_TOKEN: "This link is invalid or has expired.",
  TOKEN_EXPIRED: "This link is invalid or has expired.",
  INVALID_CODE: AUTH_MESSAGES.invalidCode,
  INVALID_BACKUP_CODE: AUTH_MESSAGES.invalidCode,
  INVALID_TWO_FACTOR_COOKIE: AUTH_MESSAGES.signInExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: AUTH_MESSAGES.signInExpired,
  ACCOUNT_TEMPORARILY_LOCKED: AUTH_MESSAGES.twoFactorLocked,
  SESSION_EXPIRED: "For your security, please sign in again to do this.",
  SESSION_NOT_FRESH: "For your security, please sign in again to do this.",
  INVALID_ORIGIN: CROSS_ORIGIN_MESSAGE,
  MISSING_OR_NULL_ORIGIN: CROSS_ORIGIN_MESSAGE,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: CROSS_ORIGIN_MESSAGE,
  FIELD_NOT_ALLOWED: "This field cannot be changed.",
  UNAUTHORIZED: AUTH_MESSAGES.mustSignIn,
};

const BY_PATH_AND_CODE: Record<string, string> = {
  "/change-password INVALID_PASSWORD": SETTINGS_MESSAGES.wrongCurrentPassword,
  "/reset-password INVALID_TOKEN": AUTH_MESSAGES.invalidResetLink,
};

export function authErrorMessage(path: string, code: string | undefined, original: string | undefined): string {
  if (!code) return original || AUTH_MESSAGES.authFailed;
  return BY_PATH_AND_CODE[`${path} ${code}`] ?? BY_CODE[code] ?? original ?? AUTH_MESSAGES.authFailed;
}
