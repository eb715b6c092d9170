import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { SiteLanguage } from "../../../core/contact";
import { uuidId } from "./columns";

/** Email sign-ups with double opt-in. Tokens are stored as SHA-256 hashes only. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuidId(),
  email: text("email").notNull().unique(),
  status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull().default("pending"),
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
  /** The language of the last sign-up form: mail to this address is written in it. */
  language: text("language").$type<SiteLanguage>().notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});
