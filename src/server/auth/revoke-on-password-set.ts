import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/**
 * Better Auth's after-hook: an administrator setting someone's password ends that user's
 * sessions (Better Auth's set-user-password keeps them), so whoever held the old password
 * is out. An administrator setting their own keeps the session they did it from. The reset
 * link does the same through `revokeSessionsOnPasswordReset`; ADMIN_PASSWORD at start
 * through provision.ts.
 */
export function revokeSessionsOnPasswordSet(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/admin/set-user-password") return;
    const returned = ctx.context.returned;
    if (!returned || isAPIError(returned) || returned instanceof Response) return;
    const userId = (ctx.body as { userId?: unknown } | undefined)?.userId;
    if (typeof userId !== "string" || !userId) return;
    const acting = ctx.context.session?.session.id;
    await db.delete(session).where(acting ? and(eq(session.userId, userId), ne(session.id, acting)) : eq(session.userId, userId));
  });
}
