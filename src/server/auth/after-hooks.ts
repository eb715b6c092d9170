import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, session } from "../db/schema";
import { recordAudit } from "../db/audit-log";
import { auditAdminCall } from "./admin-audit";
import { revokePasswordLinks } from "./password-links";
import { signalSessionsEnded } from "../db/notify";
import { toRole } from "./roles";
import { recordTotpStep } from "./totp-replay";
import type { AccountNotices } from "./account-notices";

/** Better Auth's after-hook: what we do once one of its endpoints succeeded. */
export function authAfterHooks(db: Db, notices: AccountNotices) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (!returned || isAPIError(returned) || returned instanceof Response) return;
    // A TOTP code that signed in (or enrolled) is recorded, so it works once.
    if (ctx.path === "/two-factor/verify-totp") return recordTotpStep(ctx, db);
    if (ctx.path === "/admin/set-role" || ctx.path === "/admin/update-user") await auditRoleChange(db, ctx);
    if (ctx.path.startsWith("/admin/")) await auditAdminCall(db, ctx, new Date());
    if (ctx.path === "/admin/set-user-password") {
      await revokeSessionsOfUser(db, ctx.body, ctx.context.session?.session.id);
      const target = (ctx.body as { userId?: unknown } | undefined)?.userId;
      if (typeof target === "string") await notices.send("accountPasswordChanged", target);
      return;
    }
    if (ctx.path === "/change-password") {
      const userId = ctx.context.session?.user.id;
      if (userId) await notices.send("accountPasswordChanged", userId);
    }
    // The reset link's owner, read by the before-hook (policy.ts) while the token still existed.
    const resetUserId = (ctx as { resetUserId?: unknown }).resetUserId;
    if (ctx.path === "/reset-password" && typeof resetUserId === "string") {
      // A client accepting the operator's invitation chose their first password: nothing changed
      // that they need telling about. Any other link of theirs dies with the one used.
      if (!(await acceptInvitation(db, resetUserId))) await notices.send("accountPasswordChanged", resetUserId);
    }
    if (ctx.path === "/two-factor/generate-backup-codes") {
      const userId = ctx.context.session?.user.id;
      if (userId) await notices.send("accountBackupCodesRegenerated", userId);
    }
  });
}

/** Clears the waiting invitation and revokes the user's other password links; true when one was waiting. */
async function acceptInvitation(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await revokePasswordLinks(tx, userId);
    const cleared = await tx
      .update(profiles)
      .set({ invitedAt: null })
      .where(and(eq(profiles.userId, userId), isNotNull(profiles.invitedAt)))
      .returning({ userId: profiles.userId });
    return cleared.length > 0;
  });
}

/**
 * A role changed through Better Auth's admin endpoints leaves the same audit row as the CLI
 * (provision.ts setRoleByEmail), with the acting admin. The before-hook (policy.ts) read the
 * role it replaces; nothing is written when the role stayed the same.
 */
async function auditRoleChange(db: Db, ctx: { path: string; body?: unknown; context: { session?: { user: { id: string } } | null } }) {
  const body = ctx.body as { userId?: unknown; role?: unknown; data?: { role?: unknown } } | undefined;
  const role = ctx.path === "/admin/update-user" ? body?.data?.role : body?.role;
  const before = (ctx as { roleBefore?: unknown }).roleBefore;
  if (typeof body?.userId !== "string" || typeof role !== "string" || typeof before !== "string") return;
  const after = toRole(role);
  if (after === before) return;
  await recordAudit(db, {
    actorId: ctx.context.session?.user.id ?? null,
    action: "role.changed",
    entity: "user",
    entityId: body.userId,
    clientId: after === "member" ? body.userId : null,
    before: { role: before },
    after: { role: after },
    at: new Date(),
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
  await db.transaction(async (tx) => {
    await tx.delete(session).where(acting ? and(eq(session.userId, userId), ne(session.id, acting)) : eq(session.userId, userId));
    await signalSessionsEnded(tx, [userId]);
  });
}
