/** The newsletter (double opt-in); schemas in core/newsletter.ts. */
export const newsletterRoutes = {
  /** Sign up: 202 with the same answer for every address (the form reveals nothing); a confirmation link is mailed. */
  signUp: { method: "POST", path: "/api/newsletter", access: "public" },
  /** The confirmation link's token (single use; 404 when invalid or expired). */
  confirm: { method: "POST", path: "/api/newsletter/confirm", access: "public" },
  /** The unsubscribe link's token (404 when invalid). */
  unsubscribe: { method: "POST", path: "/api/newsletter/unsubscribe", access: "public" },
} as const;
