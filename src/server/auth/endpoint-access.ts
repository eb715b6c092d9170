import type { Access } from "../http/access";
import { DISABLED_AUTH_PATHS } from "./names";

/**
 * Who may call each Better Auth endpoint the product exposes (all behind the one route
 * /api/auth/*, which is declared `public` because Better Auth checks its own callers).
 * The route × role test (src/server/security/route-role.test.ts) holds every endpoint of
 * the live instance to this list: an endpoint a plugin adds and nobody listed fails it.
 * Methods come from the endpoints themselves. `off`: disabled (auth.ts DISABLED_AUTH_PATHS) or unusable in our configuration; 404 for all.
 */
export type AuthEndpointAccess = Access | "off";

export const AUTH_ENDPOINT_ACCESS: Record<string, AuthEndpointAccess> = {
  // Signing up, in and out, verification and reset: anyone.
  "/sign-up/email": "public",
  "/sign-in/email": "public",
  "/sign-out": "public",
  "/get-session": "public",
  "/verify-email": "public",
  "/send-verification-email": "public",
  "/request-password-reset": "public",
  "/reset-password": "public",
  "/reset-password/:token": "public",
  "/ok": "public",
  "/error": "public",
  // The second step of a sign-in with two-factor: a session or the sign-in's pending two-factor cookie.
  "/two-factor/verify-totp": "member",
  "/two-factor/verify-backup-code": "member",
  // The signed-in user's own account.
  "/update-user": "member",
  "/change-password": "member",
  "/verify-password": "member",
  "/update-session": "member",
  "/revoke-sessions": "member",
  "/revoke-other-sessions": "member",
  "/list-accounts": "member",
  "/account-info": "member",
  "/two-factor/enable": "member",
  "/two-factor/disable": "member",
  "/two-factor/get-totp-uri": "member",
  "/two-factor/generate-backup-codes": "member",
  // The operator's user management.
  "/admin/create-user": "admin",
  "/admin/update-user": "admin",
  "/admin/get-user": "admin",
  "/admin/list-users": "admin",
  "/admin/set-role": "admin",
  "/admin/set-user-password": "admin",
  "/admin/ban-user": "admin",
  "/admin/unban-user": "admin",
  "/admin/list-user-sessions": "admin",
  "/admin/revoke-user-session": "admin",
  "/admin/revoke-user-sessions": "admin",
  // Asks whether the caller's own role grants a permission (it grants a member nothing).
  "/admin/has-permission": "member",
  // The OAuth providers' return address: with no provider configured it sends everyone to the error page.
  "/callback/:id": "public",
  ...Object.fromEntries(DISABLED_AUTH_PATHS.map((p) => [p, "off" as const])),
};
