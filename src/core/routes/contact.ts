/** The public contact form (/contact); its schemas in core/contact.ts. */
export const contactRoutes = {
  /** Store a message with the visitor's language, due in 24 h; the operator is emailed and their bell rings. */
  send: { method: "POST", path: "/api/contact", access: "public" },
} as const;

/**
 * The operator's Contact inbox; its schemas in core/contact-inbox.ts, apart
 * so the storefront's form does not carry the admin's code. Members get 403; unknown or non-UUID ids 404.
 */
export const contactInboxRoutes = {
  /** One keyset page with the counts per status; sort 'newest' (default) or 'due' (soonest due first, answered/closed after). */
  list: { method: "GET", path: "/api/contact/submissions", access: "admin" },
  /** One submission: the full message, replies and links. */
  get: { method: "GET", path: "/api/contact/submissions/:id", access: "admin" },
  /** Email the visitor (outbox, their language) and record the reply: status → answered. */
  reply: { method: "POST", path: "/api/contact/submissions/:id/replies", access: "admin" },
  /** Close or reopen. */
  setStatus: { method: "PATCH", path: "/api/contact/submissions/:id", access: "admin" },
  /**
   * A client account for the visitor's email, as Add New Client does (201); an email that already
   * belongs to a client links that account instead (200, nothing created). 409 for an admin's email or when linked.
   */
  convertToClient: { method: "POST", path: "/api/contact/submissions/:id/convert-to-client", access: "admin" },
  /** A Pending task for the linked client (or clientId) with the message as its description; 409 without a client or when one exists. */
  convertToTask: { method: "POST", path: "/api/contact/submissions/:id/convert-to-task", access: "admin" },
} as const;
