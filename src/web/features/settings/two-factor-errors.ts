import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { isApiError } from "@web/lib/api";
import type { SettingsTranslate } from "./catalogue";

/** The message for a refused 2FA change, in the words of the settings screen. */
export function twoFactorError(err: unknown, t: SettingsTranslate): string {
  if (!isApiError(err)) return t("twoFactor.failed");
  if (err.status === 429) return messageText(AUTH_MESSAGES.rateLimited);
  if (err.code === "INVALID_PASSWORD") return t("twoFactor.wrongPassword");
  if (err.code === "INVALID_CODE" || err.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return messageText(AUTH_MESSAGES.invalidCode);
  return err.isClientError ? err.message : t("twoFactor.failed");
}

/** The base32 secret inside an otpauth:// URI, grouped by four for typing. */
export function manualKey(totpURI: string): string {
  const secret = /[?&]secret=([^&]+)/.exec(totpURI)?.[1] ?? "";
  return decodeURIComponent(secret).replace(/(.{4})(?=.)/g, "$1 ");
}
