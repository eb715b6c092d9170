import { atLeast, EVEN_TIMING_MS } from "../http/even-timing";
import { and, eq, like } from "drizzle-orm";
import { AUTH_MESSAGES, authContract } from "../../core/auth";
import { AUTH_BASE_PATH } from "../../core/routes/auth";
import type { AppInstance } from "../http/types";
import { session, user, verification } from "../db/schema";
import { HttpError } from "../http/errors";
import { copyResponseHead, fetchRequest, readJson } from "./fetch-bridge";
import { toRole } from "./roles";
import { limitAttempt, SIGN_IN_LIMIT } from "./routes";
import { throttleSignIn } from "./sign-in-throttle";
import { declareRoutes } from "../http/route";

const invalidAdmin = () => new HttpError(401, "invalid_admin_credentials", AUTH_MESSAGES.invalidAdmin);

/**
 * The administrator's sign-in (core/routes/auth.ts) — the /auth screen. Signs in through Better Auth, then keeps
 * the result only for an administrator: anyone else (wrong password, unknown email, a
 * member) gets the same 401 and no cookie, and a member's fresh session or 2FA challenge
 * is destroyed at once. With 2FA on, the answer is Better Auth's `{ twoFactorRedirect }`
 * plus its 2FA cookie; the code then goes to /api/auth/two-factor/verify-totp.
 */
export async function adminSignInRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, config } = app.deps;

  async function roleOf(email: string) {
    const [row] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email.toLowerCase()));
    return row ? { id: row.id, role: toRole(row.role) } : undefined;
  }

  route.from(authContract.adminSignIn, {}, async (req, reply) => {
    const { email, password, rememberMe } = req.body;
    await limitAttempt(app, req, reply, SIGN_IN_LIMIT, email);
    const settle = await throttleSignIn(app, req, reply, email);

    const response = await atLeast(EVEN_TIMING_MS.passwordCheck, () =>
      app.auth.handler(fetchRequest(req, config.publicUrl, { path: `${AUTH_BASE_PATH}/sign-in/email`, body: JSON.stringify({ email, password, rememberMe }) })),
    );
    const json = (await readJson(response)) ?? {};
    await settle(response.status, json.code);

    if (response.status === 200 && json.twoFactorRedirect === true) {
      const found = await roleOf(email);
      if (found?.role !== "admin") {
        if (found) await db.delete(verification).where(and(eq(verification.value, found.id), like(verification.identifier, "2fa-%")));
        throw invalidAdmin();
      }
      copyResponseHead(reply, response);
      return { twoFactorRedirect: true as const, twoFactorMethods: (json.twoFactorMethods as string[] | undefined) ?? ["totp"] };
    }

    if (response.status === 200) {
      const signedIn = json.user as { id: string; email: string; name: string; role?: string } | undefined;
      const token = typeof json.token === "string" ? json.token : undefined;
      if (!signedIn || toRole(signedIn.role) !== "admin") {
        if (token) await db.delete(session).where(eq(session.token, token));
        throw invalidAdmin();
      }
      copyResponseHead(reply, response);
      return { user: { id: signedIn.id, email: signedIn.email, name: signedIn.name, role: "admin" as const } };
    }

    if (json.code === "EMAIL_NOT_VERIFIED" && (await roleOf(email))?.role === "admin") {
      throw new HttpError(403, "email_not_verified", AUTH_MESSAGES.adminUnverified);
    }
    if (response.status >= 500) throw new Error(`admin sign-in: Better Auth answered ${response.status}`);
    throw invalidAdmin();
  });
}
