/**
 * Refunds (docs/decisions/0039-refunds-and-credit-notes.md): money given back through the card provider,
 * with a credit note where the payment had an invoice. Schemas in core/refunds.ts. A member reads
 * their own payments' refunds and credit notes; only the operator refunds.
 */
export const refundsRoutes = {
  /** A payment's refunds, newest first; for the operator also what is left to refund and the hours it bought. */
  list: { method: "GET", path: "/api/payments/:id/refunds", access: "member" },
  /** Refund all or part of a card payment through the provider (once per request key). */
  create: { method: "POST", path: "/api/payments/:id/refunds", access: "admin" },
  /** A refund's credit note as a PDF, in the buyer's language (404 when the payment had no invoice). */
  creditNotePdf: { method: "GET", path: "/api/refunds/:id/credit-note.pdf", access: "member" },
} as const;
