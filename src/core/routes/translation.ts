/**
 * Translation: the public form's upload and the customer's delivery link, and the operator's
 * Translation requests (/translation); schemas in
 * core/translation.ts. A request exists once its order is paid. Unknown or non-UUID request ids
 * answer 404; members get 403 on the operator's routes.
 */
export const translationRoutes = {
  /**
   * The form's document before checkout: the raw body (application/octet-stream, X-File-Name:
   * encodeURIComponent(name)), streamed to private storage; its token (`uploadId`) goes with the
   * checkout. JSON, forms and text answer 415.
   */
  upload: { method: "POST", path: "/api/translation/uploads", access: "public" },
  /** A page of requests with the counts per status; sort 'newest' (by paid time, the default) or 'due'. */
  list: { method: "GET", path: "/api/translation/requests", access: "admin" },
  /** One request: its deliveries and their downloads, the access log, what the operator may do. */
  get: { method: "GET", path: "/api/translation/requests/:id", access: "admin" },
  /** New ↔ In progress; 'delivered' comes only from `deliver` (409 once delivered). */
  setStatus: { method: "PATCH", path: "/api/translation/requests/:id", access: "admin" },
  /** The customer's original document (attachment, no-store), logged; 410 once retention deleted it. */
  document: { method: "GET", path: "/api/translation/requests/:id/document", access: "admin" },
  /** The delivered summary, as `document`. */
  summary: { method: "GET", path: "/api/translation/requests/:id/summary", access: "admin" },
  /**
   * The English summary as the raw body (the document rules: 5 MB, allow-list, content check),
   * replacing an earlier one: the request becomes delivered and the customer is emailed a new
   * link, valid 7 days, in their language.
   */
  deliver: { method: "POST", path: "/api/translation/requests/:id/summary", access: "admin" },
  /**
   * The customer's link: the summary (attachment, no-store), each download recorded. An unknown,
   * altered or expired token, or a summary replaced or deleted since, answers 404 (an HTML page
   * to a browser) and records nothing.
   */
  delivery: { method: "GET", path: "/api/translation/deliveries/:token", access: "public" },
} as const;
