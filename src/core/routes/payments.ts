/**
 * Payments (Payment History; payment requests). Schemas in
 * core/payments.ts. Non-UUID, unknown and other members' ids all answer 404.
 */
export const paymentsRoutes = {
  /**
   * One keyset page, newest first. The operator: every payment, filtered, with the summary over
   * the filtered rows. A member: their own payments (filters other than cursor ignored), no
   * summary, and their open payment requests (Payment Due).
   */
  list: { method: "GET", path: "/api/payments", access: "member" },
  /** The list's filters as CSV: UTF-8 with BOM, RFC 4180, streamed; formula-like cells get a leading '. */
  exportCsv: { method: "GET", path: "/api/payments/export.csv", access: "admin" },
  /** One payment with its order lines, provider id and ledger effects. */
  get: { method: "GET", path: "/api/payments/:id", access: "member" },
  /** Record a payment by hand; prepaid_hours credits the ledger in the same transaction. */
  record: { method: "POST", path: "/api/payments", access: "admin" },
  /** The payment's numbered receipt as a PDF, in the payer's language (404 for an hours deduction: no receipt). */
  receiptPdf: { method: "GET", path: "/api/payments/:id/receipt.pdf", access: "member" },
  /** Issue the payment's invoice with the buyer's company details (once; the payer or the operator). */
  requestInvoice: { method: "POST", path: "/api/payments/:id/invoice", access: "member" },
  /** The payment's invoice as a PDF (404 until one is issued). */
  invoicePdf: { method: "GET", path: "/api/payments/:id/invoice.pdf", access: "member" },
  /** Queue the receipt again to the payer's email. */
  resendReceipt: { method: "POST", path: "/api/payments/:id/resend-receipt", access: "admin" },
  /** Bill a client (the member is emailed and notified). */
  createRequest: { method: "POST", path: "/api/clients/:id/payment-requests", access: "admin" },
  /** A client's payment requests in every state, newest first. */
  listRequests: { method: "GET", path: "/api/clients/:id/payment-requests", access: "admin" },
  /** Cancel an open request (409 when no longer open); its open checkouts are closed at the provider. */
  cancelRequest: { method: "POST", path: "/api/payment-requests/:id/cancel", access: "admin" },
  /** The owner's way to pay an open request: the provider's page, one checkout per request (409 when not open). */
  payRequest: { method: "POST", path: "/api/payment-requests/:id/checkout", access: "member" },
  /** The provider's signed word that a session was paid, failed or expired (raw body: the signature covers its bytes). */
  webhook: { method: "POST", path: "/api/payments/webhook", access: "public" },
} as const;
