/** Better Auth's own handler (sign-up, member sign-in, 2FA, password reset…): outside the contracts, its routes are its own. */
export const AUTH_BASE_PATH = "/api/auth";

/** Our routes around sign-in; schemas in core/auth.ts. */
export const authRoutes = {
  /**
   * The /auth screen: signs in through Better Auth and keeps the session only for an administrator
   * (anyone else gets the same 401 and no cookie). With 2FA on: `{ twoFactorRedirect }` and the 2FA cookie.
   */
  adminSignIn: { method: "POST", path: "/api/admin/sign-in", access: "public" },
  /** Right after a sign-in: whether the member has signed in before ("Welcome back") or this is their first time ("Welcome"). */
  welcome: { method: "GET", path: "/api/sign-in/welcome", access: "member" },
} as const;

/**
 * Registered only under NODE_ENV=test, which starts only on a loopback address (server/config.ts),
 * never in development or production: end-to-end fixtures
 * get a member or an administrator (created when new) and their session cookie in one request.
 */
export const testSessionRoutes = {
  /** Create or check the user and open a session (unless `signIn: false`). */
  open: { method: "POST", path: "/api/test/session", access: "public" },
} as const;
