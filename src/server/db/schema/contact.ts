import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { userRef } from "./auth";
import { createdAt, parentId, timestamps, ts, uuidId } from "./columns";

/**
 * A visitor's contact form: the operator's inbox. new → answered → closed;
 * due 24 h after it arrives until answered or closed. `language` is the one
 * the visitor used, for the reply email.
 */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuidId(),
    /** What the visitor and the operator call it: "C-2026-000042" (its year's series, Sofia time). */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    language: text("language", { enum: ["en", "bg"] }).notNull().default("en"),
    status: text("status", { enum: ["new", "answered", "closed"] }).notNull().default("new"),
    /** When a reply is due: 24 h after it arrived, or after the operator reopened it. */
    dueAt: ts("due_at").notNull(),
    answeredAt: ts("answered_at"),
    overdueNotifiedAt: ts("overdue_notified_at"),
    /**
     * The client account: the member whose email the visitor wrote from (matched when it
     * arrives), or the one the operator converted it into. `taskId`: the task it became.
     */
    clientId: userRef("client_id"),
    taskId: uuid("task_id"),
    ...timestamps(),
  },
  (t) => [
    index("contact_submissions_created_idx").on(t.createdAt, t.id),
    index("contact_submissions_open_idx").on(t.dueAt).where(sql`status = 'new'`),
  ],
);

/** The operator's email replies to a submission, sent through the outbox. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuidId(),
    submissionId: parentId("submission_id", () => contactSubmissions.id),
    authorId: userRef("author_id"),
    /** The visitor's own answer, by email (reply by email); otherwise the operator's reply. */
    fromVisitor: boolean("from_visitor").notNull().default(false),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_submission_idx").on(t.submissionId, t.createdAt)],
);
