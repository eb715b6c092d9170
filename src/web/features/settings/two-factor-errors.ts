import { AUTH_MESSAGES } from "@core/auth";
import { isApiError } from "@web/lib/api";

/** The message for a refused 2FA change, in the words of the settings screen. */
export function twoFactorError(err: unknown, copy: { wrongPassword: string; failed: string }): string {
  if (!isApiError(err)) return copy.failed;
  if (err.status === 429) return AUTH_MESSAGES.rateLimited;
  if (err.code === "INVALID_PASSWORD") return copy.wrongPassword;
  if (err.code === "INVALID_CODE" || err.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return AUTH_MESSAGES.invalidCode;
  return err.isClientError ? err.message : copy.failed;
}

/** The base32 secret inside an otpauth:// URI, grouped by four for typing. */
export function manualKey(totpURI: string): string {
  const secret = /[?&]secret=([^&]+)/.exec(totpURI)?.[1] ?? "";
  return decodeURIComponent(secret).replace(/(.{4})(?=.)/g, "$1 ");
}
