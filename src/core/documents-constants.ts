import { type Message, type MessageParam, msg } from "./i18n/messages/message";
/**
 * Documents' texts, statuses and limits: apart from core/documents.ts's zod schemas (which
 * re-exports them), so a screen that only shows a document's state loads no zod.
 */

export const DOCUMENT_MESSAGES = {
  required: msg("document.required"),
  adminOnly: msg("document.adminOnly"),
  uploading: msg("document.uploading"),
  uploaded: msg("document.uploaded"),
  uploadFailed: (message: MessageParam): Message => msg("document.uploadFailed", { message }),
  recordFailed: (message: MessageParam): Message => msg("document.recordFailed", { message }),
  loadFailed: (message: MessageParam): Message => msg("document.loadFailed", { message }),
  empty: msg("document.empty"),
  /** Shown instead of a link once the retention job removed the file. */
  expired: msg("document.expired"),
  /** Shown instead of a link once an admin deleted the file. */
  deleted: msg("document.deleted"),
  deleteConfirm: msg("document.deleteConfirm"),
  deletedToast: msg("document.deletedToast"),
  gone: msg("document.gone"),
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
