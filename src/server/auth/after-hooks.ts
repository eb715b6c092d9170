import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, session } from "../db/schema";
import { recordTotpStep } from "./totp-replay";

/** Better Auth's after-hook: what we do once one of its endpoints succeeded. */
export function authAfterHooks(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (!returned || isAPIError(returned) || returned instanceof Response) return;
    // A TOTP code that signed in (or enrolled) is recorded, so it works once.
    if (ctx.path === "/two-factor/verify-totp") return recordTotpStep(ctx, db);
    if (ctx.path === "/admin/set-user-password") return revokeSessionsOfUser(db, ctx.body, ctx.context.session?.session.id);
    // A client created with a temporary password chose their own: stop asking (issue 9).
    if (ctx.path === "/change-password") {
      const userId = ctx.context.session?.user.id;
      if (userId) await db.update(profiles).set({ mustChangePassword: false }).where(eq(profiles.userId, userId));
    }
  });
}

/**
 * An administrator setting someone's password ends that user's sessions (Better Auth's
 * set-user-password keeps them), so whoever held the old password is out. An administrator
 * setting their own keeps the session they did it from. The reset link does the same
 * through `revokeSessionsOnPasswordReset`; ADMIN_PASSWORD at start through provision.ts.
 */
async function revokeSessionsOfUser(db: Db, body: unknown, acting: string | undefined) {
  const userId = (body as { userId?: unknown } | undefined)?.userId;
  if (typeof userId !== "string" || !userId) return;
  await db.delete(session).where(acting ? and(eq(session.userId, userId), ne(session.id, acting)) : eq(session.userId, userId));
}
