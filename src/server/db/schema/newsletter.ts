import { integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { userRef } from "./auth";
import { parentId, timestamps, ts, uuidId } from "./columns";
import type { Locale } from "../../../core/locale";

/** Email sign-ups with double opt-in. Tokens are stored as SHA-256 hashes only. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuidId(),
  email: text("email").notNull().unique(),
  status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull().default("pending"),
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
  /** The language of the last sign-up form: mail to this address is written in it. */
  language: text("language").$type<Locale>().notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

/**
 * An issue the operator writes: a subject and body per language (either may be empty, not both).
 * draft → sending (the send job enqueues its deliveries in batches) → sent.
 */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: uuidId(),
  subjectEn: text("subject_en").notNull().default(""),
  bodyEn: text("body_en").notNull().default(""),
  subjectBg: text("subject_bg").notNull().default(""),
  bodyBg: text("body_bg").notNull().default(""),
  status: text("status", { enum: ["draft", "sending", "sent"] }).notNull().default("draft"),
  createdBy: userRef("created_by"),
  ...timestamps(),
  sendStartedAt: ts("send_started_at"),
  sentAt: ts("sent_at"),
});

/**
 * One subscriber's copy of an issue, written in the same transaction as its outbox row: the
 * unique (issue, subscriber) pair is what keeps a resumed or doubled send from mailing anyone twice.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuidId(),
    issueId: parentId("issue_id", () => newsletterIssues.id),
    subscriberId: parentId("subscriber_id", () => newsletterSubscribers.id),
    language: text("language").$type<Locale>().notNull(),
    /** The outbox row (no foreign key: the outbox purge may delete old rows). */
    outboxId: uuid("outbox_id").notNull(),
    /**
     * The hash of the unsubscribe token this mail carries: each issue's links keep working after
     * the next issue is sent (a subscriber's own token is the sign-up mail's).
     */
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    /** Which batch of the send enqueued it (1 = at the operator's click). */
    batch: integer("batch").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("newsletter_deliveries_issue_subscriber").on(t.issueId, t.subscriberId)],
);
