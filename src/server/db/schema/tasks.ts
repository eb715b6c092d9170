import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_ACTIONS } from "../../../core/documents";
import { TASK_STATUSES, URGENCIES } from "../../../core/tasks";
import { ownerId, userRef } from "./auth";
import { messages } from "./conversations";
import { accessLogTable } from "./access-log";
import { createdAt, parentId, timestamps, ts, uuidId } from "./columns";

const hoursColumn = (name: string) => numeric(name, { precision: 8, scale: 1, mode: "number" });

/**
 * A member's request for help (tasks). `hours_used` is every hour the operator
 * recorded; `unpaid_hours` the part not drawn from the prepaid balance;
 * `billed_hours` the part of that already billed.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuidId(),
    userId: ownerId(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    urgency: text("urgency", { enum: URGENCIES }).notNull().default("normal"),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    hoursUsed: hoursColumn("hours_used").notNull().default(0),
    unpaidHours: hoursColumn("unpaid_hours").notNull().default(0),
    /** The part of unpaid_hours already billed with a payment request ("Bill unpaid time"), so it is billed once. */
    billedHours: hoursColumn("billed_hours").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // Keyset pages, newest first: (created_at, id) overall, per member and per status tab.
    // Ascending on purpose: scanned backwards they give ORDER BY … DESC (NULLS FIRST);
    // a "DESC NULLS LAST" index would not match that order and the planner would sort.
    index("tasks_created_idx").on(t.createdAt, t.id),
    index("tasks_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("tasks_status_created_idx").on(t.status, t.createdAt, t.id),
    // The operator's search: ILIKE '%…%' by trigrams instead of a scan.
    index("tasks_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("tasks_hours_non_negative", sql`${t.hoursUsed} >= 0 and ${t.unpaidHours} >= 0 and ${t.unpaidHours} <= ${t.hoursUsed}`),
    check("tasks_billed_hours_non_negative", sql`${t.billedHours} >= 0`),
  ],
);

/**
 * How many tasks each client has per status, kept by a trigger on `tasks` (migration
 * 0002): the tab badges read a few rows here instead of counting the whole table, so the
 * admin's first page costs the same at 100 000 tasks as at 1 000.
 */
export const taskStatusCounts = pgTable(
  "task_status_counts",
  {
    userId: ownerId(),
    status: text("status", { enum: TASK_STATUSES }).notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

/**
 * The same counts over every client, one row per status, kept by the same trigger: the
 * operator's tab badges and the dashboard read four rows instead of summing one per client.
 */
export const taskStatusTotals = pgTable("task_status_totals", {
  status: text("status", { enum: TASK_STATUSES }).primaryKey(),
  n: integer("n").notNull().default(0),
});

/**
 * One row per task with what the operator's search looks in: the task's title and its client's
 * email, account name and profile name, in one text (`doc`, fields apart by a control character
 * no one types). Kept by triggers on tasks, user and profiles (migration 0046), so a search reads
 * this table alone, in the list's order or by trigrams, instead of joining every matching client
 * to their tasks (docs/decisions/0049-conversation-summaries-and-bounded-counts.md).
 */
export const taskSearch = pgTable(
  "task_search",
  {
    taskId: uuid("task_id")
      .primaryKey()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    status: text("status", { enum: TASK_STATUSES }).notNull(),
    createdAt: ts("created_at").notNull(),
    doc: text("doc").notNull(),
  },
  (t) => [
    // The list's orders (all, per tab, per client), walked newest first with the match as a filter.
    index("task_search_created_idx").on(t.createdAt, t.taskId),
    index("task_search_status_created_idx").on(t.status, t.createdAt, t.taskId),
    index("task_search_user_created_idx").on(t.userId, t.createdAt, t.taskId),
    // Trigram candidates of a rare word: over every task, and per tab, so a word no task of a tab
    // carries is answered by an empty index entry instead of testing each of its other matches.
    index("task_search_doc_trgm_idx").using("gin", t.doc.op("gin_trgm_ops")),
    index("task_search_pending_trgm_idx").using("gin", t.doc.op("gin_trgm_ops")).where(sql`status = 'pending'`),
    index("task_search_in_progress_trgm_idx").using("gin", t.doc.op("gin_trgm_ops")).where(sql`status = 'in_progress'`),
    index("task_search_completed_trgm_idx").using("gin", t.doc.op("gin_trgm_ops")).where(sql`status = 'completed'`),
  ],
);

/** Every operator update, before and after: racing updates each leave their own row. */
export const taskAudit = pgTable(
  "task_audit",
  {
    id: uuidId(),
    taskId: parentId("task_id", () => tasks.id),
    actorId: userRef("actor_id"),
    at: ts("at").notNull().defaultNow(),
    statusBefore: text("status_before", { enum: TASK_STATUSES }).notNull(),
    statusAfter: text("status_after", { enum: TASK_STATUSES }).notNull(),
    notesBefore: text("notes_before"),
    notesAfter: text("notes_after"),
    hoursAdded: hoursColumn("hours_added").notNull().default(0),
    drawnFromBalance: boolean("drawn_from_balance").notNull().default(false),
  },
  (t) => [index("task_audit_task_idx").on(t.taskId, t.at)],
);

/**
 * A private file: the member's own upload or the operator's for them. Waits with
 * task_id null until a task takes it. The record outlives the file: deleted_at + reason.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuidId(),
    /** The client the document belongs to. */
    userId: ownerId(),
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "cascade" }),
    /** Set when the document is a message's attachment (same rules and storage as task documents). */
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "cascade" }),
    uploadedBy: userRef("uploaded_by"),
    uploadedByAdmin: boolean("uploaded_by_admin").notNull().default(false),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: createdAt(),
    deletedAt: ts("deleted_at"),
    deletedReason: text("deleted_reason", { enum: ["retention", "admin"] }),
  },
  (t) => [
    index("documents_created_idx").on(t.createdAt, t.id),
    index("documents_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("documents_task_idx").on(t.taskId),
    index("documents_message_idx").on(t.messageId),
  ],
);

/** Who touched a document, when, from where (downloads, uploads, deletions). */
export const documentAccessLog = accessLogTable(
  "document_access_log",
  { key: "documentId", column: "document_id", references: () => documents.id, index: "document_access_log_doc_idx" },
  DOCUMENT_ACTIONS,
);
