/**
 * The Orders inbox: every paid storefront order; its schemas in core/orders.ts.
 * The operator sees and handles every order; a member reads only their own (another's id: 404).
 */
export const ordersRoutes = {
  /** One keyset page, newest paid first, with the counts per status (the operator's: every order; a member's: their own). */
  list: { method: "GET", path: "/api/orders", access: "member" },
  /** One order with its note, client and task. */
  get: { method: "GET", path: "/api/orders/:id", access: "member" },
  /** New / In progress / Done. */
  setStatus: { method: "PATCH", path: "/api/orders/:id", access: "admin" },
  /**
   * Link the order to the client account with its email (200), or create that account as Add New
   * Client does (201, needs the full name; the invitation goes in the chosen language, else the order's). 409 for an admin's email or when linked.
   */
  linkClient: { method: "POST", path: "/api/orders/:id/link-client", access: "admin" },
  /** A Pending task for the order's client whose description carries the note; 409 without a client or when one exists. */
  convertToTask: { method: "POST", path: "/api/orders/:id/convert-to-task", access: "admin" },
} as const;
