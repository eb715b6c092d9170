import { messageGroup, messageGroupWith, msg } from "./i18n/messages/message";
/**
 * Documents' texts, statuses and limits: apart from core/documents.ts's zod schemas (which
 * re-exports them), so a screen that only shows a document's state loads no zod.
 */

export const DOCUMENT_MESSAGES = {
  ...messageGroup("document", ["required", "adminOnly", "uploading", "uploaded"]),
  ...messageGroupWith("document", "message", ["uploadFailed", "recordFailed", "loadFailed"]),
  empty: msg("document.empty"),
  /** Shown instead of a link once the retention job removed the file. */
  expired: msg("document.expired"),
  /** Shown instead of a link once an admin deleted the file. */
  ...messageGroup("document", ["deleted", "deleteConfirm", "deletedToast", "gone"]),
} as const;

/** available: downloadable; expired: removed by retention; deleted: removed by an admin. */
export const DOCUMENT_STATUSES = ["available", "expired", "deleted"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_PAGE_SIZE = 20;

export const DOCUMENT_ACTIONS = ["upload", "download", "delete"] as const;
/** Document ids are shown as their first 8 characters. */
export const documentShortId = (id: string) => id.slice(0, 8);
