import { totp } from "../auth/totp";

/** The TOTP code for the secret in an otpauth:// URI, at real time (Better Auth checks against Date.now). */
export function totpFromUri(uri: string, at = Date.now()): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return totp(secret, at);
}
