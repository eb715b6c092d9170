import type { Role } from "../../core/auth";

/**
 * The signed-in user's own account (settings, profile, export, deletion). Every account route
 * is keyed by the session's user id and takes no id, so there is no scope to apply; the rule
 * here is the operator's second factor (DESIGN: ADMIN_2FA_REQUIRED).
 */
export const accountPolicy = {
  /** An operator account without two-factor: asked to enrol, and refused admin routes when ADMIN_2FA_REQUIRED. */
  lacksTwoFactor: (account: { role?: Role | string; twoFactorEnabled?: boolean | null } | null | undefined) =>
    account?.role === "admin" && !account.twoFactorEnabled,
};
