import { saidShape } from "./api-error-schema";
import { messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { clientRefSchema } from "./row-fields";
import { ORDER_INBOX_STATUSES } from "./orders-constants";
import { invoiceIssuedSchema, invoiceRequestSchema, invoiceSchema } from "./invoices";
import { isoDay, isoDayFilter } from "./dates";
import { clientParamsSchema, halfHours } from "./clients";
import { contract } from "./contract";
import { pageOf, pageParams } from "./list-query";
import { paymentsRoutes } from "./routes/payments";
import { PAYMENT_MESSAGES, PAYMENT_TYPES, RECORDABLE_TYPES, PAYMENT_STATUSES, PAYMENT_PAGE_SIZE, MAX_AMOUNT_MAJOR } from "./payments-constants";
import { LENGTH_MESSAGES } from "./length-messages";
import { moneyLineSchema, namedLineFields } from "./money-line-schema";

/*
 * Payments: the operator's books and the member's Payment History
 * (docs/product.md#money).
 * Amounts in responses are integer minor units with their currency; amounts in requests are
 * typed major units (e.g. 12.5) with at most two decimals.
 */

export { PAYMENT_MESSAGES, PAYMENT_TYPES, RECORDABLE_TYPES, PAYMENT_STATUSES, paymentStatusOf, PAYMENT_PAGE_SIZE, MAX_AMOUNT_MAJOR, paymentShortId, type PaymentType, type PaymentStatus } from "./payments-constants";

const M = PAYMENT_MESSAGES;

/** A typed amount in major units → minor units; 0, negative, NaN, 3 decimals, huge → 'Please enter a valid amount'. */
export const amountSchema = z
  .union([z.number(messageText(M.invalidAmount)), z.string(messageText(M.invalidAmount)).trim().min(1, messageText(M.fillRequired))], messageText(M.fillRequired))
  .transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
    const minor = Math.round(n * 100);
    if (!Number.isFinite(n) || n <= 0 || Math.abs(n * 100 - minor) > 1e-6) {
      ctx.addIssue({ code: "custom", message: messageText(M.invalidAmount) });
      return z.NEVER;
    }
    if (n > MAX_AMOUNT_MAJOR) {
      ctx.addIssue({ code: "custom", message: messageText(M.amountTooHigh) });
      return z.NEVER;
    }
    return minor;
  });

const required = z.string(messageText(M.fillRequired)).trim().min(1, messageText(M.fillRequired));
const description = required.max(300, messageText(LENGTH_MESSAGES.description(300)));

export const recordPaymentSchema = z
  .strictObject({
    clientId: required.max(100, messageText(M.fillRequired)),
    amount: amountSchema,
    description,
    paymentType: z.enum(RECORDABLE_TYPES, messageText(M.fillRequired)),
    hours: z.union([halfHours(M.invalidHours), z.null()]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.paymentType === "prepaid_hours" && v.hours == null) ctx.addIssue({ code: "custom", path: ["hours"], message: messageText(M.hoursRequired) });
  });
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

/** Shared with every date filter: an impossible day is a 400 (core/dates.ts). */
const isoDate = isoDayFilter;

export const paymentFilterSchema = z.object({
  /** On or after this day (UTC). */
  from: isoDate,
  /** On or before this day (UTC). */
  to: isoDate,
  type: z.enum(PAYMENT_TYPES).optional(),
  clientId: z.string().max(100).optional(),
});
/**
 * The CSV export: the list's filter and the separator — a comma, or a semicolon for
 * spreadsheets set up for Bulgarian (and most European) number formats, which read a
 * comma-separated file as one column.
 */
export const CSV_SEPARATORS = ["comma", "semicolon"] as const;
export const paymentExportQuerySchema = paymentFilterSchema.extend({
  separator: z.enum(CSV_SEPARATORS, messageText(msg("schema.csvSeparator"))).optional(),
});
export type PaymentExportQuery = z.input<typeof paymentExportQuerySchema>;

export const paymentListQuerySchema = paymentFilterSchema.extend(pageParams(PAYMENT_PAGE_SIZE));
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentRowSchema = z.object({
  /** Shown as Transaction ID (first 8 characters). */
  id: z.string(),
  /** The member it belongs to; null for a visitor's order (see customer). */
  client: clientRefSchema.nullable(),
  /** Who paid when there is no member (storefront visitor): from the order. */
  customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** The Service column as stored in English; shown when `lines` is null (a row older than lines). */
  description: z.string(),
  /** What was paid for, to be named in the reader's language (core/money-lines.ts describeLines). */
  lines: z.array(moneyLineSchema).nullable(),
  type: z.enum(PAYMENT_TYPES),
  amount: z.number().int(),
  currency: z.string(),
  hoursPurchased: z.number().nullable(),
  hoursUsed: z.number().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** Minor units given back by refunds that succeeded. */
  refundedAmount: z.number().int(),
  providerPaymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The receipt's number (R-2026-000001); null for an hours deduction. */
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentSummarySchema = z.object({
  /** Sum of amounts of the filtered payments in euro cents (`currency`: EUR), BGN payments converted at 1.95583. */
  totalRevenue: z.number().int(),
  currency: z.string(),
  /** The BGN payments it counts, in stotinki (0 when none): "incl. … BGN converted at 1.95583". */
  bgnIncluded: z.number().int(),
  /** Open payment requests (money owed, not manual entries or hours deductions). */
  pendingCount: z.number().int(),
  completedCount: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const PAYMENT_REQUEST_STATUSES = ["open", "paid", "cancelled"] as const;
export const paymentRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  task: z.object({ id: z.string(), title: z.string() }).nullable(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  createdAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentRequestListSchema = z.object({ items: z.array(paymentRequestSchema) });

export const paymentListPageSchema = z.object({
  ...pageOf(paymentRowSchema),
  summary: paymentSummarySchema.nullable(),
  requests: z.array(paymentRequestSchema),
});
export type PaymentListPage = z.infer<typeof paymentListPageSchema>;

export const paymentDetailsSchema = paymentRowSchema.extend({
  order: z
    .object({
      id: z.string(),
      /** Named with orderItemName (core/money-lines.ts): `line` when stored, else the catalogue's rule on kind and name. */
      lines: z.array(
        z.object({ ...namedLineFields, quantity: z.number(), unitAmount: z.number().int(), amount: z.number().int() }),
      ),
      tip: z.number().int(),
      total: z.number().int(),
      notes: z.string().nullable(),
      paidAt: z.string().nullable(),
      /** How far the operator has got with a storefront order (the Orders inbox); null for a payment request's. */
      status: z.enum(ORDER_INBOX_STATUSES).nullable(),
    })
    .nullable(),
  ledger: z.array(z.object({ id: z.string(), hours: z.number(), description: z.string(), line: moneyLineSchema.nullable(), date: z.string() })),
  paymentRequestId: z.string().nullable(),
  /** Its invoice, once issued (POST /api/payments/:id/invoice). */
  invoice: invoiceSchema.nullable(),
  /** What the actor may do with it (paymentPolicy): the operator resends the receipt. */
  abilities: z.object({ canResendReceipt: z.boolean() }),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export const paymentRecordedSchema = z.object({ ...saidShape, payment: paymentRowSchema });

export const paymentRequestCreateSchema = z.strictObject({
  amount: amountSchema,
  description,
  taskId: z.string().uuid(messageText(msg("schema.unknownTask"))).optional(),
  /** YYYY-MM-DD; absent: a week from now (core/receivables.ts: due at 09:00 Sofia time that day). */
  dueDate: isoDay.optional(),
});
export type PaymentRequestCreateInput = z.input<typeof paymentRequestCreateSchema>;
export const paymentRequestCheckoutSchema = z.object({ url: z.string() });

/** A payment's or a payment request's id in the path. */
const paymentParamsSchema = z.object({ id: z.string().max(100) });
const messageSchema = z.object({ ...saidShape });
/** The webhook's answer to the provider (`duplicate` for an event already handled). */
const webhookReceivedSchema = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

export const paymentsContract = contract(paymentsRoutes, {
  list: { query: paymentListQuerySchema, response: { 200: paymentListPageSchema } },
  exportCsv: { query: paymentExportQuerySchema, response: "file" },
  get: { params: paymentParamsSchema, response: { 200: paymentDetailsSchema } },
  receiptPdf: { params: paymentParamsSchema, response: "file" },
  requestInvoice: { params: paymentParamsSchema, body: invoiceRequestSchema, response: { 201: invoiceIssuedSchema } },
  invoicePdf: { params: paymentParamsSchema, response: "file" },
  record: { body: recordPaymentSchema, response: { 201: paymentRecordedSchema } },
  resendReceipt: { params: paymentParamsSchema, response: { 200: messageSchema } },
  createRequest: { params: clientParamsSchema, body: paymentRequestCreateSchema, response: { 201: paymentRequestSchema } },
  listRequests: { params: clientParamsSchema, response: { 200: paymentRequestListSchema } },
  cancelRequest: { params: paymentParamsSchema, response: { 200: paymentRequestSchema } },
  payRequest: { params: paymentParamsSchema, response: { 200: paymentRequestCheckoutSchema } },
  // The body is the provider's raw bytes (its signature covers them): no JSON schema.
  webhook: { response: { 200: webhookReceivedSchema } },
});
