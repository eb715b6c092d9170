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
} as const;
