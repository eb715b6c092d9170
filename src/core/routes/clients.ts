/** Manage Clients and Client detail; the operator's only: a member gets 403. Schemas in core/clients.ts. */
export const clientsRoutes = {
  /** Up to 20 clients whose name, email or invoice company contains q, the newest without q (the client pickers). */
  search: { method: "GET", path: "/api/clients/search", access: "admin" },
  /** One keyset page of clients, newest first; q searches full name, account name, email and the company on their invoices. */
  list: { method: "GET", path: "/api/clients", access: "admin" },
  /** Add New Client: a member account and an invitation email whose single-use link sets their password. */
  create: { method: "POST", path: "/api/clients", access: "admin" },
  /** One client's details. */
  get: { method: "GET", path: "/api/clients/:id", access: "admin" },
  /** Edit full name, phone and preferred language (the email is read-only). */
  update: { method: "PATCH", path: "/api/clients/:id", access: "admin" },
  /** The client's hours ledger with its balance, a keyset page. */
  ledger: { method: "GET", path: "/api/clients/:id/ledger", access: "admin" },
  /** Deduct hours from the balance (409 when it would go below zero). */
  deductHours: { method: "POST", path: "/api/clients/:id/deduct-hours", access: "admin" },
  /** Send the invitation again: a new link, the earlier one revoked (409 once the client has set a password). */
  resendInvite: { method: "POST", path: "/api/clients/:id/invite", access: "admin" },
  /** The client's address can be mailed again (it bounced hard once; the operator knows it works now): 409 when it is not marked. */
  clearUndeliverable: { method: "DELETE", path: "/api/clients/:id/undeliverable", access: "admin" },
} as const;
