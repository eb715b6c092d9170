import { bigint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
});

/** A paid translation request (one per order): the operator's work item. */
export const translationRequests = pgTable("translation_requests", {
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
  /** received (paid, waiting) → in_progress → completed: the admin issue moves it on. */
  status: text("status", { enum: ["received", "in_progress", "completed"] }).notNull().default("received"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
