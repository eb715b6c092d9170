import { adminClient, twoFactorClient } from "better-auth/client/plugins";
import { AUTH_BASE_PATH } from "@core/routes/auth";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth's browser client for /api/auth/*. The session lives in an HttpOnly cookie
 * set by the server; nothing about it is kept in localStorage.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: AUTH_BASE_PATH,
  plugins: [
    twoFactorClient({
      // The sign-in screens show the code step in place (they read `twoFactorRedirect`
      // from the answer), so the plugin must not navigate away on its own.
      onTwoFactorRedirect: () => {},
    }),
    adminClient(),
  ],
});

/** The error half of every Better Auth client call. */
export type AuthClientError = { status: number; code?: string; message?: string } | null;
