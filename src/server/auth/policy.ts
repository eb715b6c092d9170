import { type Message, messageText, msg } from "../../core/i18n/messages/message";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { AUTH_MESSAGES, accountEmailSchema, resetRequestSchema, ROLES, signInSchema, signUpSchema } from "../../core/auth";
import { passwordProblem } from "../../core/password";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { accountPolicy } from "../policies/account";
import { adminAuditBefore } from "./admin-audit";
import { passwordLinkOwner } from "./password-links";
import { countAdmins, LAST_ADMIN_DEMOTE_MESSAGE, toRole } from "./roles";
import { refuseTotpReplay } from "./totp-replay";

/** Every Better Auth endpoint that sets a password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

/** The forms' own schemas, so a request the form would refuse gets the form's words. */
const FORM_SCHEMAS: Record<string, z.ZodType> = {
  "/sign-in/email": signInSchema,
  "/request-password-reset": resetRequestSchema,
  "/send-verification-email": resetRequestSchema,
};

export const TWO_FACTOR_REQUIRED_MESSAGE = msg("api.adminNeedsTwoFactor");

/** Better Auth carries a text: a message by key rides as its `messageText`, which the answer's edge (routes.ts) says. */
const refuse = (status: "BAD_REQUEST" | "FORBIDDEN" | "CONFLICT" | "UNPROCESSABLE_ENTITY", code: string, message: Message | string) =>
  new APIError(status, { code, message: typeof message === "string" ? message : messageText(message) });

/**
 * Our rules in front of Better Auth's endpoints: the password rule everywhere a password
 * is set, the sign-up form's schema, and the admin endpoints'
 * limits (roles are exactly admin/member, the last admin stays, 2FA when required), and
 * a TOTP code works once.
 */
export function authPolicy({ db, config }: { db: Db; config: Config }) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const field = NEW_PASSWORD_FIELD[ctx.path];
    if (field && typeof body[field] === "string") {
      const problem = passwordProblem(body[field]);
      if (problem) throw refuse("BAD_REQUEST", "WEAK_PASSWORD", problem);
    }

    // The after-hook mails "password changed" to the link's owner; Better Auth deletes the token first.
    const resetToken = ctx.path === "/reset-password" ? (body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token) : undefined;
    if (typeof resetToken === "string") {
      const owner = await passwordLinkOwner(db, resetToken);
      return owner ? { context: { resetUserId: owner } } : undefined;
    }

    // Both sign-in screens (member and /auth) and enrolment send their code here.
    if (ctx.path === "/two-factor/verify-totp") await refuseTotpReplay(ctx, db);

    const formSchema = FORM_SCHEMAS[ctx.path];
    if (formSchema) {
      const parsed = formSchema.safeParse(body);
      if (!parsed.success) throw refuse("BAD_REQUEST", "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? AUTH_MESSAGES.authFailed);
    }

    if ((ctx.path === "/sign-up/email" || ctx.path === "/update-user") && body.image !== undefined) {
      throw refuse("BAD_REQUEST", "FIELD_NOT_ALLOWED", msg("api.noProfilePictures"));
    }
    if (ctx.path === "/update-user" && body.name !== undefined) {
      const name = signUpSchema.shape.name.safeParse(body.name);
      if (!name.success) throw refuse("BAD_REQUEST", "VALIDATION_ERROR", name.error.issues[0]?.message ?? AUTH_MESSAGES.authFailed);
    }

    if (ctx.path === "/sign-up/email") {
      const parsed = signUpSchema.safeParse(body);
      if (!parsed.success) throw refuse("BAD_REQUEST", "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? AUTH_MESSAGES.signUpFailed);
      // A taken address is not refused here: Better Auth answers it exactly like a new
      // sign-up (onExistingUserSignUp in auth.ts mails the owner), so the form tells nobody
      // who has an account.
    }

    // The operator's own account endpoints store an address too: the same mailbox rule as sign-up.
    const adminEmail = ctx.path === "/admin/create-user" ? body.email : ctx.path === "/admin/update-user" ? (body.data as Record<string, unknown> | undefined)?.email : undefined;
    if (adminEmail !== undefined) {
      const parsed = accountEmailSchema.safeParse(adminEmail);
      if (!parsed.success) throw refuse("BAD_REQUEST", "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? AUTH_MESSAGES.authFailed);
    }

    if (ctx.path.startsWith("/admin/")) {
      const session = await getSessionFromCtx(ctx);
      const actor = session?.user as { role?: string; twoFactorEnabled?: boolean } | undefined;
      if (config.admin2faRequired && accountPolicy.lacksTwoFactor(actor)) {
        throw refuse("FORBIDDEN", "TWO_FACTOR_REQUIRED", TWO_FACTOR_REQUIRED_MESSAGE);
      }
      // What the audit row (admin-audit.ts) needs from before the change: who is concerned and
      // what they looked like (Better Auth hands only the result to the after-hook).
      const auditBefore = await adminAuditBefore(db, ctx.path, body);
      const data = (ctx.path === "/admin/update-user" ? body.data : body) as Record<string, unknown> | undefined;
      const role = data?.role;
      if (role === undefined) return auditBefore ? { context: { auditBefore } } : undefined;
      if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role)) {
        throw refuse("BAD_REQUEST", "INVALID_ROLE", msg("api.roleInvalid"));
      }
      const targetId = typeof body.userId === "string" ? body.userId : undefined;
      if (!targetId) return;
      const [target] = await db.select({ role: user.role }).from(user).where(eq(user.id, targetId));
      if (role !== "admin" && target?.role === "admin" && (await countAdmins(db)) <= 1) {
        throw refuse("CONFLICT", "LAST_ADMIN", LAST_ADMIN_DEMOTE_MESSAGE);
      }
      // Handed to the after-hook (Better Auth merges a before-hook's `context` into the
      // request's), which audits the change with the role it replaced.
      if (target) return { context: { roleBefore: toRole(target.role), auditBefore } };
    }
  });
}
