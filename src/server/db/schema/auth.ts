import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamps, ts } from "./columns";

/**
 * Better Auth's tables, written by hand from its schema (its CLI crashes on Node 20).
 * Property names are Better Auth's field names; columns are snake_case. Plugin fields:
 * admin (role, banned, banReason, banExpires, impersonatedBy) and two-factor
 * (twoFactorEnabled, the twoFactor table).
 */

export const user = pgTable(
  "user",
  {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
  /** 'admin' | 'member'. Only an admin (or the CLI / start-up provisioning) sets it. */
  role: text("role").notNull().default("member"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: ts("ban_expires"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  },
  (t) => [
    // Manage Clients lists members newest first, by keyset.
    index("user_role_created_idx").on(t.role, t.createdAt, t.id),
    // The operator's searches by name or email: trigrams instead of a scan.
    index("user_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("user_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

/** The user a row belongs to (a session, a task, a payment…): it goes when the account goes. */
export function ownerId(name = "user_id") {
  return text(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
}

/** A user the row mentions (who did it): the row stays, the link is cleared, when the account goes. */
export function userRef(name: string) {
  return text(name).references(() => user.id, { onDelete: "set null" });
}

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownerId(),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownerId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: ownerId(),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: ts("locked_until"),
    /** Ours, not Better Auth's: the last 30 s step whose code signed in, so a code works once (auth/totp-replay.ts). */
    lastUsedStep: integer("last_used_step"),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/**
 * The browsers (family and system, e.g. "Firefox on Windows": auth/new-sign-in.ts) each
 * account has signed in from, so a sign-in from another one is mailed.
 * The key is a label from a short fixed list, so an account has at most a few dozen rows.
 */
export const knownDevice = pgTable(
  "known_device",
  {
    userId: ownerId(),
    device: text("device").notNull(),
    firstSeenAt: ts("first_seen_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    /** How many sign-ins came from this browser: the greeting says "Welcome back" once there has been more than one in all. */
    signIns: integer("sign_ins").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);
