import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "../../../core/notifications";
import { ownerId, userRef } from "./auth";
import { createdAt, ts, uuidId } from "./columns";

/**
 * One conversation per client with the operator (messages): every row
 * belongs to the client `user_id`; `sender` says which side wrote it. `is_read` is the
 * recipient side's: a client's message is read when an admin opens it, the operator's when
 * the client opens the conversation. A client's message is due for an answer 24 h after it
 * arrives (`due_at`) until the operator writes to that client (`answered_at`).
 */
export const messages = pgTable(
  "messages",
  {
    id: uuidId(),
    /** The client whose conversation this is (never the admin's id). */
    userId: ownerId(),
    sender: text("sender", { enum: ["client", "admin"] }).notNull(),
    /** Who wrote it (the client, or the admin who composed/replied); null once that account is gone. */
    authorId: userRef("author_id"),
    /** Plain text; a composed message is `**subject**\n\nbody`. Rendered as text, never HTML. */
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: ts("read_at"),
    /** Client messages only: created_at + 24 h. */
    dueAt: ts("due_at"),
    /** Client messages only: when the operator next wrote to this client. */
    answeredAt: ts("answered_at"),
    /** The one "overdue" email to the operator was queued (SLA job). */
    overdueNotifiedAt: ts("overdue_notified_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("messages_created_idx").on(t.createdAt, t.id),
    index("messages_unanswered_idx").on(t.dueAt).where(sql`sender = 'client' and answered_at is null`),
    index("messages_unread_idx").on(t.userId, t.sender).where(sql`is_read = false`),
  ],
);

/**
 * One row per client with messages: what the operator's Messages list shows of their
 * conversation, kept by triggers on messages in the same transaction as every write (migration
 * "conversation-summaries"), so the list reads the rows on its page instead of grouping every
 * message. `unread`: the client's messages the operator has not read; `unanswered`: those not
 * answered yet; `waiting_since` and `due_at`: when the oldest of those came and when the
 * conversation's answer is due (the earliest, as sla/promises.ts defines it).
 */
export const conversationSummaries = pgTable(
  "conversation_summaries",
  {
    userId: ownerId().primaryKey(),
    lastMessageId: uuid("last_message_id").notNull(),
    lastAt: ts("last_at").notNull(),
    unread: integer("unread").notNull().default(0),
    unanswered: integer("unanswered").notNull().default(0),
    waitingSince: ts("waiting_since"),
    dueAt: ts("due_at"),
  },
  (t) => [
    index("conversation_summaries_last_idx").on(t.lastAt, t.lastMessageId),
    index("conversation_summaries_unread_idx").on(t.lastAt, t.lastMessageId).where(sql`unread > 0`),
    index("conversation_summaries_waiting_idx").on(t.lastAt, t.lastMessageId).where(sql`waiting_since is not null`),
    index("conversation_summaries_due_idx").on(t.dueAt, t.userId).where(sql`waiting_since is not null`),
  ],
);

/**
 * The bell: one row per recipient. The text is not stored: the web
 * renders `kind` + `data` in the reader's language. `link` is a path inside the app.
 * Inserting a row also sends `pg_notify('notifications', user_id)` in the same transaction
 * (src/server/notifications), which feeds the open SSE streams of every instance.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidId(),
    userId: ownerId(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** Small, plain values the text needs (a task title, a status, an amount…). */
    data: jsonb("data").$type<Record<string, string | number | null>>().notNull().default({}),
    link: text("link").notNull(),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at is null`),
  ],
);

/**
 * The operator's canned replies: short texts saved once and inserted into a
 * reply, `{name}` filled with the client's name. Each has an English and a Bulgarian text (either
 * may be empty, not both); they are the operators' shared list, not any client's data.
 */
export const cannedReplies = pgTable("canned_replies", {
  id: uuidId(),
  title: text("title").notNull(),
  textEn: text("text_en").notNull().default(""),
  textBg: text("text_bg").notNull().default(""),
  createdBy: userRef("created_by"),
  createdAt: createdAt(),
});
