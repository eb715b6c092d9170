import { eq } from "drizzle-orm";
import type { AuditAction } from "../../core/audit";
import { changedFields, recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import { session, user } from "../db/schema";
import { toRole } from "./roles";

/**
 * The audit rows of Better Auth's admin endpoints (without them a second administrator could be
 * created with no trace). Written from Better Auth's `hooks.after`, which runs in the request,
 * only when the endpoint succeeded, and sees the acting session, the body and the result —
 * unlike `databaseHooks` (no actor on some paths, and revoking sessions changes no user row)
 * or a Fastify onResponse (after the answer left: a failed insert could no longer fail the
 * call). Better Auth's own write is not in our transaction; when the row cannot be written the
 * call answers 500, so the operator never believes an unrecorded action went through silently.
 * Never a password, a session token or a secret: only who, whom and which fields.
 */

/** The target's state before the change, read by the before-hook (policy.ts). */
export type AdminAuditBefore = { userId: string; name: string; email: string; role: string; banned: boolean };

/** Fields of /admin/update-user that are recorded (role has its own row, role.changed). */
const USER_FIELDS = ["name", "email", "emailVerified", "banned", "banReason"] as const;

export async function adminAuditBefore(db: Db, path: string, body: Record<string, unknown>): Promise<AdminAuditBefore | undefined> {
  let userId = typeof body.userId === "string" ? body.userId : undefined;
  if (path === "/admin/revoke-user-session" && typeof body.sessionToken === "string") {
    const [owner] = await db.select({ userId: session.userId }).from(session).where(eq(session.token, body.sessionToken));
    userId = owner?.userId;
  }
  if (!userId || !ADMIN_AUDITED.has(path)) return undefined;
  const [u] = await db.select({ name: user.name, email: user.email, role: user.role, banned: user.banned }).from(user).where(eq(user.id, userId));
  return u ? { userId, name: u.name, email: u.email, role: toRole(u.role), banned: Boolean(u.banned) } : undefined;
}

type HookCtx = { path: string; body?: unknown; context: { session?: { user: { id: string } } | null; returned?: unknown } };

const ACTIONS: Record<string, AuditAction> = {
  "/admin/create-user": "user.created",
  "/admin/update-user": "user.updated",
  "/admin/set-user-password": "user.password_set",
  "/admin/ban-user": "user.banned",
  "/admin/unban-user": "user.unbanned",
  "/admin/revoke-user-sessions": "user.sessions_revoked",
  "/admin/revoke-user-session": "user.sessions_revoked",
};
/** Every admin endpoint that changes something (set-role: auditRoleChange in after-hooks.ts). */
export const ADMIN_AUDITED = new Set([...Object.keys(ACTIONS), "/admin/set-role"]);

/** Writes the row of a successful admin call (set-role is written by auditRoleChange). */
export async function auditAdminCall(db: Db, ctx: HookCtx, now: Date): Promise<void> {
  const action = ACTIONS[ctx.path];
  if (!action) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const before = (ctx as { auditBefore?: AdminAuditBefore }).auditBefore;
  const actorId = ctx.context.session?.user.id ?? null;
  const row = (entityId: string, role: string | null | undefined, change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null }) =>
    recordAudit(db, { actorId, action, entity: "user", entityId, clientId: toRole(role) === "member" ? entityId : null, ...change, at: now });

  if (ctx.path === "/admin/create-user") {
    const created = (ctx.context.returned as { user?: { id: string; email: string; name: string; role?: string | null } } | undefined)?.user;
    if (!created) return;
    return row(created.id, created.role, { after: { email: created.email, name: created.name, role: toRole(created.role) } });
  }
  if (ctx.path === "/admin/revoke-user-session") {
    // The token itself is a secret: the row names the session's owner only (nobody when it named no session).
    return row(before?.userId ?? "unknown", before?.role, { after: { sessionsRevoked: before ? 1 : 0 } });
  }
  if (!before) return;
  if (ctx.path === "/admin/update-user") {
    const data = (body.data ?? {}) as Record<string, unknown>;
    const asked = Object.fromEntries(USER_FIELDS.filter((f) => f in data).map((f) => [f, data[f]]));
    if (Object.keys(asked).length === 0) return; // a role alone: role.changed
    const was: Record<string, unknown> = { name: before.name, email: before.email, banned: before.banned };
    const changed = changedFields(was, asked);
    // A call that changed nothing is recorded too: the operator asked for it.
    return row(before.userId, before.role, changed ?? { after: asked });
  }
  if (ctx.path === "/admin/ban-user") {
    return row(before.userId, before.role, {
      before: { banned: before.banned },
      after: { banned: true, banReason: typeof body.banReason === "string" ? body.banReason : null, banExpiresIn: typeof body.banExpiresIn === "number" ? body.banExpiresIn : null },
    });
  }
  if (ctx.path === "/admin/unban-user") return row(before.userId, before.role, { before: { banned: before.banned }, after: { banned: false } });
  if (ctx.path === "/admin/set-user-password") return row(before.userId, before.role, { after: { password: "set by an administrator", sessionsRevoked: true } });
  if (ctx.path === "/admin/revoke-user-sessions") return row(before.userId, before.role, { after: { sessionsRevoked: "all" } });
}
