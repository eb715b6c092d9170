import { type Message, messageGroup } from "./i18n/messages/message";
/**
 * The document rules, checked in the browser before upload and again on the
 * server (which also checks the content: docs/product.md#limits).
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_EXTENSIONS = [
  "pdf", "doc", "docx", "txt", "rtf", "odt", "jpg", "jpeg", "png", "gif", "bmp", "webp", "gdoc", "pages", "xls", "xlsx", "csv",
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(",");

export const UPLOAD_MESSAGES = {
  ...messageGroup("upload", ["tooLarge", "invalidType", "selected", "empty"]),
} as const;

/** The server's daily upload quotas (storage/budget.ts): answered by the API, not checked in the browser. */
export const UPLOAD_QUOTA_MESSAGES = {
  ...messageGroup("uploadQuota", ["accountQuota", "addressQuota"]),
} as const;

/** The lower-cased extension of a file name, or "" when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : "";
}

export function isAllowedExtension(ext: string): ext is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

/** The product's message for a file that may not be uploaded, or null when it may. */
export function checkUploadFile(file: { name: string; size: number }): Message | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!isAllowedExtension(extensionOf(file.name))) return UPLOAD_MESSAGES.invalidType;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return null;
}
