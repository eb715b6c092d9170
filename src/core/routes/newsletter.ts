/** The newsletter (double opt-in); schemas in core/newsletter.ts. */
export const newsletterRoutes = {
  /** Sign up: 202 with the same answer for every address (the form reveals nothing); a confirmation link is mailed. */
  signUp: { method: "POST", path: "/api/newsletter", access: "public" },
  /** The confirmation link's token (single use; 404 when invalid or expired). */
  confirm: { method: "POST", path: "/api/newsletter/confirm", access: "public" },
  /** The unsubscribe link's token (404 when invalid). */
  unsubscribe: { method: "POST", path: "/api/newsletter/unsubscribe", access: "public" },
  /**
   * The `List-Unsubscribe` address of every newsletter mail (RFC 8058): the mail client's POST
   * (`List-Unsubscribe=One-Click`) unsubscribes at once and answers 200; a GET only redirects to the
   * unsubscribe page, so a link scanner fetching it changes nothing.
   */
  oneClick: { method: "POST", path: "/api/newsletter/one-click", access: "public" },
  oneClickPage: { method: "GET", path: "/api/newsletter/one-click", access: "public" },
  /** The operator's Newsletter screen: subscribers (pending and confirmed), newest first, one keyset page. */
  list: { method: "GET", path: "/api/newsletter/subscribers", access: "admin" },
  /** The same rows as CSV (times in Sofia time); audit-logged. */
  exportCsv: { method: "GET", path: "/api/newsletter/subscribers/export", access: "admin" },
  /** Removes the address from the list for good; audit-logged. 404 for an unknown id. */
  remove: { method: "DELETE", path: "/api/newsletter/subscribers/:id", access: "admin" },
  /** The issues the operator wrote, newest first, each with its send progress. */
  issues: { method: "GET", path: "/api/newsletter/issues", access: "admin" },
  /** A new draft: subject and plain-text body in English and/or Bulgarian; audit-logged. */
  createIssue: { method: "POST", path: "/api/newsletter/issues", access: "admin" },
  /** One issue with its progress (queued, sent, failed, unsubscribed since). 404 for an unknown id. */
  getIssue: { method: "GET", path: "/api/newsletter/issues/:id", access: "admin" },
  /** Edits a draft (409 once it is sending or sent); audit-logged. */
  updateIssue: { method: "PUT", path: "/api/newsletter/issues/:id", access: "admin" },
  /** The mail as a subscriber of that language gets it (subject, HTML and text). */
  previewIssue: { method: "GET", path: "/api/newsletter/issues/:id/preview", access: "admin" },
  /** Mails the issue (each language written) to the operator's own address, through the outbox. */
  sendTest: { method: "POST", path: "/api/newsletter/issues/:id/test", access: "admin" },
  /**
   * Sends to every confirmed subscriber, in their language, at NEWSLETTER_SEND_PER_MINUTE: the
   * first batch now, the rest by the send job. Once only: 409 when it is already sending or sent.
   */
  sendIssue: { method: "POST", path: "/api/newsletter/issues/:id/send", access: "admin" },
} as const;
