/**
 * Private documents (docs/product.md#promises); schemas in core/documents.ts.
 * Files are never public: only `download` serves them, to their owner or an admin. Unknown,
 * foreign or non-UUID ids answer 404.
 */
export const documentsRoutes = {
  /**
   * A file to private storage, before its task exists: the raw body (application/octet-stream,
   * X-File-Name: encodeURIComponent(name); XMLHttpRequest for real progress, web/lib/upload.ts).
   * It waits, the uploader's, until a task (documentIds) or `create` takes its id (24 h, then deleted).
   * 413 'File is too large. Maximum size is 5MB.'; 400 for a type not allowed (core/upload.ts).
   */
  upload: { method: "POST", path: "/api/documents/uploads", access: "member" },
  /** The operator's Upload Document: a Pending task for the client holding the uploaded file; the client is emailed. */
  create: { method: "POST", path: "/api/documents", access: "admin" },
  /** A member's own documents (Recent Documents: limit 5); the admin's all, filtered by client, type, status and days. */
  list: { method: "GET", path: "/api/documents", access: "member" },
  /** The file as an attachment (no-store, sandboxed), logged; 410 once it was deleted. */
  download: { method: "GET", path: "/api/documents/:id/download", access: "member" },
  /** Removes the file from storage, keeps the record (status 'deleted'), logs the deletion. */
  remove: { method: "DELETE", path: "/api/documents/:id", access: "admin" },
  /** Who uploaded, downloaded or deleted it, newest first. */
  accessLog: { method: "GET", path: "/api/documents/:id/access-log", access: "admin" },
} as const;
