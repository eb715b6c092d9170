import { template } from "./i18n/messages/keyed";
/**
 * Documents' texts, statuses and limits: apart from core/documents.ts's zod schemas (which
 * re-exports them), so a screen that only shows a document's state loads no zod.
 */

export const DOCUMENT_MESSAGES = {
  required: "Please fill in all required fields and select a file",
  adminOnly: "Only admins can upload documents",
  uploading: "Uploading document...",
  uploaded: "Document uploaded successfully",
  uploadFailed: template("document.uploadFailed", "Failed to upload document: {message}"),
  recordFailed: template("document.recordFailed", "Failed to create document record: {message}"),
  loadFailed: template("document.loadFailed", "Failed to load documents: {message}"),
  empty: "No documents available yet. Upload a document using the button above.",
  /** Shown instead of a link once the retention job removed the file. */
  expired: "Deleted after 30 days",
  /** Shown instead of a link once an admin deleted the file. */
  deleted: "Deleted by the operator",
  deleteConfirm: "Delete this document? The file is removed for good; the record stays.",
  deletedToast: "Document deleted",
  gone: "This document is no longer available.",
} as const;

/** available: downloadable; expired: removed by retention; deleted: removed by an admin. */
export const DOCUMENT_STATUSES = ["available", "expired", "deleted"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  available: "Available",
  expired: "Deleted after 30 days",
  deleted: "Deleted",
};

export const DOCUMENT_PAGE_SIZE = 20;

export const DOCUMENT_ACTIONS = ["upload", "download", "delete"] as const;
/** Document ids are shown as their first 8 characters. */
export const documentShortId = (id: string) => id.slice(0, 8);
