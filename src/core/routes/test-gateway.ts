/** The local TEST MODE checkout (registered only when Stripe is not configured). Schemas in core/checkout.ts. */
export const testGatewayRoutes = {
  /** What the card form shows: the amount, the lines and whether the session can still be paid. */
  session: { method: "GET", path: "/api/test-gateway/sessions/:id", access: "public" },
  /** Pay with a test card: settles like Stripe's webhook, then answers where to go (402 declined, 410 expired). */
  pay: { method: "POST", path: "/api/test-gateway/sessions/:id/pay", access: "public" },
  /** Leave without paying: answers the cancel URL. */
  cancel: { method: "POST", path: "/api/test-gateway/sessions/:id/cancel", access: "public" },
} as const;
