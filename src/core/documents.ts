import { messageText } from "./i18n/messages/message";
import { z } from "zod";
import { clientRefSchema, type ClientRef } from "./row-fields";
import { contract } from "./contract";
import { pageOf, pageParams } from "./list-query";
import { isoDayFilter } from "./dates";
import { documentsRoutes } from "./routes/documents";
import { UPLOAD_EXTENSIONS } from "./upload";
import { DOCUMENT_ACTIONS, DOCUMENT_MESSAGES, DOCUMENT_PAGE_SIZE, DOCUMENT_STATUSES } from "./documents-constants";
import { LENGTH_MESSAGES } from "./length-messages";

/*
 * Documents: private files attached to tasks, deleted 30 days after upload
 * (docs/product.md#promises). File rules (5 MB, extensions, messages) are core/upload.ts; the server
 * also checks the content (magic bytes). Routes: core/routes/documents.ts. Rows whose status
 * is not 'available' show DOCUMENT_MESSAGES.expired ('Deleted after 30 days') or .deleted
 * instead of a download link.
 */

export { DOCUMENT_MESSAGES, DOCUMENT_STATUSES, DOCUMENT_PAGE_SIZE, DOCUMENT_ACTIONS, documentShortId, type DocumentStatus } from "./documents-constants";
const uuid = z.string().uuid();

/** One document, wherever it is listed (task details, Document Management, Recent Documents). */
export const documentRowSchema = z.object({
  id: z.string(),
  taskId: z.string().nullable(),
  /** The task's title ("Document Title" of an admin upload). */
  title: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  /** The original name, sanitised (no path, no control characters). */
  fileName: z.string(),
  /** The extension, lower case (file_type). */
  fileType: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** true when the operator uploaded it for the client. */
  uploadedByAdmin: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  deletedAt: z.string().nullable(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

/** The answer of POST /api/documents/uploads: a file waiting to be attached. */
export const uploadedDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

const required = messageText(DOCUMENT_MESSAGES.required);
/** The admin's 'Upload Document' dialog: title, client and file required. */
export const adminDocumentUploadSchema = z.strictObject({
  title: z.string(required).trim().min(1, required).max(200, messageText(LENGTH_MESSAGES.title(200))),
  clientId: z.string(required).trim().min(1, required).max(100, required),
  notes: z.string().trim().max(5000, messageText(LENGTH_MESSAGES.notes(5000))).default(""),
  /** From POST /api/documents/uploads. */
  documentId: z.string(required).uuid(required),
});
export type AdminDocumentUploadInput = z.input<typeof adminDocumentUploadSchema>;

export const adminDocumentUploadResultSchema = z.object({ taskId: z.string(), document: documentRowSchema });

/** Shared with every date filter: an impossible day is a 400 (core/dates.ts). */
const isoDate = isoDayFilter;

/** GET /api/documents. Filters other than limit/cursor apply to the admin only. */
export const documentListQuerySchema = z.object({
  clientId: z.string().max(100).optional(),
  type: z.enum(UPLOAD_EXTENSIONS).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  /** Uploaded on or after this day (UTC). */
  from: isoDate,
  /** Uploaded on or before this day (UTC). */
  to: isoDate,
  ...pageParams(DOCUMENT_PAGE_SIZE, { cursorMax: 200 }),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentListPageSchema = z.object(pageOf(documentRowSchema));
export type DocumentListPage = z.infer<typeof documentListPageSchema>;

export const accessLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(DOCUMENT_ACTIONS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string(),
  at: z.string(),
});
export const accessLogSchema = z.object({ items: z.array(accessLogEntrySchema) });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const clientSearchQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const clientSearchResultSchema = z.object({ items: z.array(clientRefSchema) });
export type ClientOption = ClientRef;

export const documentIdSchema = uuid;

export const documentParamsSchema = z.object({ id: z.string() });

export const documentsContract = contract(documentsRoutes, {
  /** The file is the raw body (no JSON schema). */
  upload: { response: { 201: uploadedDocumentSchema } },
  create: { body: adminDocumentUploadSchema, response: { 201: adminDocumentUploadResultSchema } },
  list: { query: documentListQuerySchema, response: { 200: documentListPageSchema } },
  download: { params: documentParamsSchema, response: "file" },
  remove: { params: documentParamsSchema, response: { 200: documentRowSchema } },
  accessLog: { params: documentParamsSchema, response: { 200: accessLogSchema } },
});
