import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { uuidId } from "./columns";

/**
 * A file the worker attaches when it sends the mail (src/server/features/payments/attachments.ts): a payment's
 * receipt or invoice PDF is made then, from the payment; a calendar invite (a few hundred bytes of
 * text) is kept here.
 */
export type MailAttachmentRef =
  | { kind: "receipt" | "invoice"; paymentId: string }
  | { kind: "creditNote"; refundId: string }
  | { kind: "invite"; method: "REQUEST" | "CANCEL"; ics: string };

/**
 * The transactional outbox: a business write and its email row commit
 * together; the worker sends later, with retries. Content is rendered at enqueue time.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuidId(),
    /** Insertion order: mail goes out first-in, first-out. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    template: text("template").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Files made when the mail is sent (a receipt's PDF), named here, not stored with it. */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default([]),
    /** pending → sent, or dead after the last attempt, or suppressed: its address bounced (suppressed_addresses), never sent. */
    status: text("status", { enum: ["pending", "sent", "dead", "suppressed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is invisible to other workers until this passes (crash recovery). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
