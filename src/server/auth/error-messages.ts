import { msg } from "../../core/i18n/messages/message";
import { AUTH_MESSAGES } from "../../core/auth";
import { PASSWORD_MESSAGES } from "../../core/password";
import { SETTINGS_MESSAGES } from "../../core/settings";
import type { Said } from "../http/errors";
import { CROSS_ORIGIN_MESSAGE } from "../http/origin-check";

/** Better Auth's error codes, said in the product's words where the product has words for them. */
const BY_CODE: Record<string, Said> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.memberUnverified,
  PASSWORD_TOO_SHORT: PASSWORD_MESSAGES.tooShort,
  PASSWORD_TOO_LONG: PASSWORD_MESSAGES.tooLong,
  INVALID_PASSWORD: msg("api.incorrectPassword"),
  INVALID_TOKEN: msg("newsletter.invalidLink"),
  TOKEN_EXPIRED: msg("newsletter.invalidLink"),
  INVALID_CODE: AUTH_MESSAGES.invalidCode,
  INVALID_BACKUP_CODE: AUTH_MESSAGES.invalidCode,
  INVALID_TWO_FACTOR_COOKIE: AUTH_MESSAGES.signInExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: AUTH_MESSAGES.signInExpired,
  ACCOUNT_TEMPORARILY_LOCKED: AUTH_MESSAGES.twoFactorLocked,
  SESSION_EXPIRED: msg("api.freshSignInRequired"),
  SESSION_NOT_FRESH: msg("api.freshSignInRequired"),
  INVALID_ORIGIN: CROSS_ORIGIN_MESSAGE,
  MISSING_OR_NULL_ORIGIN: CROSS_ORIGIN_MESSAGE,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: CROSS_ORIGIN_MESSAGE,
  FIELD_NOT_ALLOWED: msg("api.fieldReadOnly"),
  UNAUTHORIZED: AUTH_MESSAGES.mustSignIn,
};

const BY_PATH_AND_CODE: Record<string, Said> = {
  "/change-password INVALID_PASSWORD": SETTINGS_MESSAGES.wrongCurrentPassword,
  "/reset-password INVALID_TOKEN": AUTH_MESSAGES.invalidResetLink,
};

export function authErrorMessage(path: string, code: string | undefined, original: string | undefined): Said {
  if (!code) return original || AUTH_MESSAGES.authFailed;
  return BY_PATH_AND_CODE[`${path} ${code}`] ?? BY_CODE[code] ?? original ?? AUTH_MESSAGES.authFailed;
}
