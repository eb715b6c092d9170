/**
 * Receivables and pay links. Schemas in core/receivables.ts. A pay
 * link's token that is unknown, altered or expired answers 404; a paid or cancelled request's
 * link says so, and opens no checkout (404).
 */
export const receivablesRoutes = {
  /** Every open payment request with its client, due date, age and reminders; totals per currency. */
  openRequests: { method: "GET", path: "/api/payment-requests", access: "admin" },
  /** Email the client a reminder now (409 within 24 hours of the last one, or when not open). */
  remind: { method: "POST", path: "/api/payment-requests/:id/remind", access: "admin" },
  /** The bill behind a pay link: amount, description, seller; open: due date; paid: when, receipt address masked; cancelled: when. */
  payLink: { method: "GET", path: "/api/pay/:token", access: "public" },
  /** Open the request's checkout from its pay link (the same one-checkout-per-request path the member uses). */
  payLinkCheckout: { method: "POST", path: "/api/pay/:token/checkout", access: "public" },
} as const;
