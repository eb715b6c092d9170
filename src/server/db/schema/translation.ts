import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./orders";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A document uploaded from /translation before checkout. The browser holds a random token;
 * only its hash is stored, and it may be used for 24 hours. The file lives in the private
 * BlobStore under `storage_key`; `deleted_at` is set when retention removes it.
 */
export const translationUploads = pgTable("translation_uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique(),
  storageKey: text("storage_key").notNull().unique(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  deletedAt: ts("deleted_at"),
  /** The address it came from: anonymous uploads are budgeted per address and day (storage/budget.ts). */
  uploaderAddress: text("uploader_address"),
}, (t) => [index("translation_uploads_address_idx").on(t.uploaderAddress, t.createdAt)]);

/**
 * A paid translation request (one per order): the operator's work item (DESIGN §1.13).
 * new (paid, waiting) → in_progress → delivered. Due 48 h after payment (`due_at`, §1.21).
 * The English summary is a private file like any document (`summary_*`); the customer
 * receives it through a delivery link (translation_deliveries). `language` is the one the
 * customer used, for their emails.
 */
export const translationRequests = pgTable(
  "translation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => translationUploads.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    notes: text("notes").notNull().default(""),
    language: text("language", { enum: ["en", "bg"] }).notNull().default("en"),
    status: text("status", { enum: ["new", "in_progress", "delivered"] }).notNull().default("new"),
    dueAt: ts("due_at"),
    overdueNotifiedAt: ts("overdue_notified_at"),
    summaryStorageKey: text("summary_storage_key").unique(),
    summaryFileName: text("summary_file_name"),
    summaryContentType: text("summary_content_type"),
    summarySize: bigint("summary_size", { mode: "number" }),
    /** Set when retention removed the summary file (DOCUMENT_RETENTION_DAYS after delivery); the columns stay. */
    summaryDeletedAt: ts("summary_deleted_at"),
    deliveredAt: ts("delivered_at"),
    deliveredBy: text("delivered_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("translation_requests_created_idx").on(t.createdAt, t.id),
    index("translation_requests_open_idx").on(t.dueAt).where(sql`status <> 'delivered'`),
  ],
);

/**
 * A download link emailed to the customer: a random token (only its hash is stored),
 * good for 7 days, for this one request's summary. Works without an account.
 */
export const translationDeliveries = pgTable("translation_deliveries", {
  id: uuid("id").primaryKey().defaultRandom(),
  requestId: uuid("request_id")
    .notNull()
    .references(() => translationRequests.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Every download through a delivery link. */
export const translationDownloads = pgTable(
  "translation_downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => translationDeliveries.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("translation_downloads_delivery_idx").on(t.deliveryId, t.at)],
);

/**
 * The operator's side of a request's files: who downloaded the customer's original or the
 * summary, and who delivered (the customer's own downloads are translation_downloads).
 */
export const translationAccessLog = pgTable(
  "translation_access_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => translationRequests.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action", { enum: ["document_download", "summary_download", "summary_delivered"] }).notNull(),
    ip: text("ip").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("translation_access_log_request_idx").on(t.requestId, t.at)],
);
