import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { userRef } from "./auth";
import { orders } from "./orders";
import { TRANSLATION_ACCESS_ACTIONS } from "../../../core/translation";
import { accessLogTable } from "./access-log";
import { createdAt, parentId, timestamps, ts, uuidId } from "./columns";

/**
 * A document uploaded from /translation before checkout. The browser holds a random token;
 * only its hash is stored, and it may be used for 24 hours. The file lives in the private
 * BlobStore under `storage_key`; `deleted_at` is set when retention removes it.
 */
export const translationUploads = pgTable("translation_uploads", {
  id: uuidId(),
  tokenHash: text("token_hash").notNull().unique(),
  storageKey: text("storage_key").notNull().unique(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  createdAt: createdAt(),
  expiresAt: ts("expires_at").notNull(),
  deletedAt: ts("deleted_at"),
  /** The address it came from: anonymous uploads are budgeted per address and day (storage/budget.ts). */
  uploaderAddress: text("uploader_address"),
}, (t) => [index("translation_uploads_address_idx").on(t.uploaderAddress, t.createdAt)]);

/**
 * A paid translation request (one per order): the operator's work item.
 * new (paid, waiting) → in_progress → delivered. Due 48 h after payment (`due_at`).
 * The English summary is a private file like any document (`summary_*`); the customer
 * receives it through a delivery link (translation_deliveries). `language` is the one the
 * customer used, for their emails.
 */
export const translationRequests = pgTable(
  "translation_requests",
  {
    id: uuidId(),
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
    deliveredBy: userRef("delivered_by"),
    ...timestamps(),
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
  id: uuidId(),
  requestId: parentId("request_id", () => translationRequests.id),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Every download through a delivery link. */
export const translationDownloads = pgTable(
  "translation_downloads",
  {
    id: uuidId(),
    deliveryId: parentId("delivery_id", () => translationDeliveries.id),
    ip: text("ip").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("translation_downloads_delivery_idx").on(t.deliveryId, t.at)],
);

/**
 * The operator's side of a request's files: who downloaded the customer's original or the
 * summary, and who delivered (the customer's own downloads are translation_downloads).
 */
export const translationAccessLog = accessLogTable(
  "translation_access_log",
  { key: "requestId", column: "request_id", references: () => translationRequests.id, index: "translation_access_log_request_idx" },
  TRANSLATION_ACCESS_ACTIONS,
);
