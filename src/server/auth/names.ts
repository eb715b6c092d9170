/*
 * Better Auth's settings that plumbing outside auth.ts reads (the actor's cookie, the Fastify
 * bridge, the endpoint list, the API description). Apart from auth.ts so that reading them does
 * not load Better Auth: the server loads it on the first request that needs it (auth/instance.ts).
 */

/** Better Auth reads the client address from this header only; the Fastify bridge sets it from req.ip. */
export const CLIENT_IP_HEADER = "x-concierge-client-ip";
export const COOKIE_PREFIX = "concierge";

/** Endpoints that would bypass our own rules (account erasure, the last admin) or that no screen needs. */
export const DISABLED_AUTH_PATHS = [
  "/delete-user",
  "/admin/remove-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/list-sessions",
  "/revoke-session",
  "/link-social",
  "/sign-in/social",
  // Social accounts' tokens: no social provider is configured.
  "/unlink-account",
  "/get-access-token",
  "/refresh-token",
  // Off by configuration (no email change, no account deletion, no OTP sender), so no path either.
  "/change-email",
  "/delete-user/callback",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
] as const;
