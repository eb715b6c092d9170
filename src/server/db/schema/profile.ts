import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * What a member edits about themselves. Nothing here grants rights: the role lives on
 * `user` and only an admin changes it. A row is created lazily with the product's defaults.
 */
export const profiles = pgTable(
  "profiles",
  {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull().default(""),
  phone: text("phone").notNull().default(""),
  address: text("address").notNull().default(""),
  preferredLanguage: text("preferred_language", { enum: ["en", "bg", "es", "fr", "de"] }).notNull().default("en"),
  notifyEmail: boolean("notify_email").notNull().default(true),
  notifyTaskUpdates: boolean("notify_task_updates").notNull().default(true),
  notifyDocumentUpdates: boolean("notify_document_updates").notNull().default(true),
  notifyPaymentReceipts: boolean("notify_payment_receipts").notNull().default(true),
  notifyPromotions: boolean("notify_promotions").notNull().default(false),
  /**
   * When the operator last sent the client an invitation (Add New Client, Convert to client,
   * Resend); null once the client has set a password through it, or for an account never invited.
   */
  invitedAt: timestamp("invited_at", { withTimezone: true }),
  /** An administrator put off the reminder to turn on two-factor sign-in until then (kept per person, so every device agrees). */
  twoFactorReminderSnoozedUntil: timestamp("two_factor_reminder_snoozed_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The operator's searches by name: trigrams instead of a scan.
  (t) => [index("profiles_full_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops"))],
);
