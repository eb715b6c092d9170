/** Checkout: the cart, translation orders and hour packs all pay through it. Schemas in core/checkout.ts. */
export const checkoutRoutes = {
  /** Price the order on the server and open a provider session (an hour pack needs a signed-in member). */
  create: { method: "POST", path: "/api/checkout", access: "public" },
  /** How the session ended, for the success pages; no personal data (the email masked). */
  session: { method: "GET", path: "/api/checkout/sessions/:sessionId", access: "public" },
} as const;
