import { messageText } from "@core/i18n/messages/message";
import type { authContract } from "@core/auth";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { authRoutes } from "@core/routes/auth";
import { client, isApiError, messagesIn } from "@web/lib/api";
import type { AuthClientError } from "@web/lib/session/auth-client";
import { deferred, useDeferred } from "@web/ui/deferred";
import type { Locale } from "@core/locale";

const authApi = client<typeof authContract>(authRoutes);

/**
 * Better Auth's browser client (~14 KiB gzip): not in a sign-in screen's first load. The screens
 * fetch it once they are idle (useAuthClientSoon); a call made before then waits for it. The
 * messages' English comes with it (i18n/en.ts): a refusal is said as soon as it is known.
 */
const betterAuth = deferred(() => Promise.all([import("@web/lib/session/auth-client"), messagesIn()]).then(([client]) => client));
const authClient = async () => (await betterAuth.load()).authClient;

/** For a screen that will call Better Auth: its client comes once the page is idle. */
export function useAuthClientSoon(): void {
  useDeferred(betterAuth);
}

/** Right after a sign-in: whether the member has signed in before (the greeting says "Welcome back" only then). */
export async function signedInBefore(): Promise<boolean> {
  try {
    return (await authApi.welcome({})).returning;
  } catch {
    // The greeting is not worth a failed sign-in: without an answer it just says "Welcome".
    return false;
  }
}

/** "expired": the two-factor step is over (used up, timed out or locked); only a new sign-in helps. */
export type FailureKind = "invalid" | "unverified" | "invalid-code" | "expired" | "invalid-token" | "rate-limited" | "other";

/** A refused auth call, already sorted into what the screen says about it. */
export class AuthFailure extends Error {
  override readonly name = "AuthFailure";
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

const INVALID_CODES = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);
/** The challenge behind the code step is gone: a right code cannot finish it any more. */
const CHALLENGE_OVER = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

function failure(error: NonNullable<AuthClientError>, fallback: string): AuthFailure {
  const code = error.code ?? "";
  // Before the 429 check: this lock lasts 15 minutes, not the minute of our rate limits.
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return new AuthFailure("expired", messageText(AUTH_MESSAGES.twoFactorLocked));
  if (error.status === 429) return new AuthFailure("rate-limited", messageText(AUTH_MESSAGES.rateLimited));
  if (CHALLENGE_OVER.has(code)) return new AuthFailure("expired", messageText(AUTH_MESSAGES.signInExpired));
  if (code === "EMAIL_NOT_VERIFIED") return new AuthFailure("unverified", messageText(AUTH_MESSAGES.memberUnverified));
  if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD") return new AuthFailure("invalid", messageText(AUTH_MESSAGES.invalidCredentials));
  if (INVALID_CODES.has(code)) return new AuthFailure("invalid-code", messageText(AUTH_MESSAGES.invalidCode));
  if (code === "INVALID_TOKEN") return new AuthFailure("invalid-token", messageText(AUTH_MESSAGES.invalidResetLink));
  // Any other 4xx carries the server's message in the product's words (e.g. the password rule).
  if (error.status >= 400 && error.status < 500 && error.message) return new AuthFailure("other", error.message);
  return new AuthFailure("other", fallback);
}

export type SignInResult = "signed-in" | "two-factor";

function isTwoFactorRedirect(data: unknown): boolean {
  return typeof data === "object" && data !== null && "twoFactorRedirect" in data && Boolean(data.twoFactorRedirect);
}

/** Member sign-in through Better Auth; "two-factor" when a code is needed next. */
export async function signInMember(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await (await authClient()).signIn.email({ email, password });
  if (error) throw failure(error, messageText(AUTH_MESSAGES.signInFailed));
  return isTwoFactorRedirect(data) ? "two-factor" : "signed-in";
}

/** Administrator sign-in: the server refuses anyone who is not an admin, with no session. */
export async function signInAdmin(email: string, password: string): Promise<SignInResult> {
  try {
    const data = await authApi.adminSignIn({ body: { email, password } });
    return isTwoFactorRedirect(data) ? "two-factor" : "signed-in";
  } catch (err) {
    if (isApiError(err) && err.status === 429) throw new AuthFailure("rate-limited", messageText(AUTH_MESSAGES.rateLimited));
    if (isApiError(err) && err.status === 401) throw new AuthFailure("invalid", messageText(AUTH_MESSAGES.invalidAdmin));
    if (isApiError(err) && err.code === "email_not_verified") throw new AuthFailure("unverified", messageText(AUTH_MESSAGES.adminUnverified));
    throw new AuthFailure("other", isApiError(err) && err.isClientError ? err.message : messageText(AUTH_MESSAGES.authFailed));
  }
}

/** Registration; the verification link brings the member back to /member-login?verified=1. */
/** `language`: the UI language, stored as the new member's preferred language (their emails speak it). */
export async function signUpMember(name: string, email: string, password: string, language: Locale = "en"): Promise<void> {
  const body = { name, email, password, language, callbackURL: "/member-login?verified=1" };
  const { error } = await (await authClient()).signUp.email(body as Omit<typeof body, "language">);
  if (error) throw failure(error, messageText(AUTH_MESSAGES.signUpFailed));
}

/** Same answer for every address: the server never tells whether an account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await (await authClient()).requestPasswordReset({ email, redirectTo: "/reset-password" });
  if (error) throw failure(error, messageText(AUTH_MESSAGES.resetFailed));
}

export async function resetPassword(newPassword: string, token: string): Promise<void> {
  const { error } = await (await authClient()).resetPassword({ newPassword, token });
  if (error) throw failure(error, messageText(AUTH_MESSAGES.authFailed));
}

/** Second step of sign-in, with an authenticator code or a one-time backup code. */
export async function verifySecondFactor(code: string, method: "totp" | "backup", trustDevice: boolean): Promise<void> {
  const { error } =
    method === "totp"
      ? await (await authClient()).twoFactor.verifyTotp({ code, trustDevice })
      : await (await authClient()).twoFactor.verifyBackupCode({ code, trustDevice });
  if (error) throw failure(error, messageText(AUTH_MESSAGES.authFailed));
}

