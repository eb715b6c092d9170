import type { Currency } from "../../../core/money";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { OrderPurpose, PricedLine } from "../../../core/checkout";
import type { TranslationDetails } from "../../../core/translation";
import type { InvoiceBuyer } from "../../../core/invoices";
import { ORDER_INBOX_STATUSES } from "../../../core/orders-constants";
import { userRef } from "./auth";
import { tasks } from "./tasks";
import { createdAt, timestamps, ts, uuidId } from "./columns";
import type { Locale } from "../../../core/locale";

/**
 * A checkout: priced by the server, then paid through the provider. The provider's
 * session id is unique, which is what makes fulfilment happen at most once per session.
 * Amounts are integer minor units of `currency`.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuidId(),
    purpose: text("purpose").$type<OrderPurpose>().notNull(),
    /** pending → paid | failed | expired. Only `paid` is final; a declined card may still be followed by a good one. */
    status: text("status", { enum: ["pending", "paid", "failed", "expired"] }).notNull().default("pending"),
    items: jsonb("items").$type<PricedLine[]>().notNull(),
    subtotal: integer("subtotal").notNull(),
    tip: integer("tip").notNull(),
    total: integer("total").notNull(),
    currency: text("currency").notNull().$type<Currency>(),
    hours: integer("hours").notNull().default(0),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    /** What the help is for, in the buyer's words (checkout's notes field); shown to the operator. */
    notes: text("notes"),
    /** The language the buyer used at checkout: a visitor's receipt is written in it. */
    language: text("language").$type<Locale>().notNull().default("en"),
    userId: userRef("user_id"),
    /** The translation form and its upload token's row, for translation orders. */
    /** `language` is absent on orders made before it was asked (read as English). */
    translation: jsonb("translation").$type<Omit<TranslationDetails, "uploadId" | "language"> & { uploadRowId: string; language?: Locale }>(),
    /** The operator's payment request this order pays (purpose payment_request). */
    paymentRequestId: uuid("payment_request_id"),
    gateway: text("gateway", { enum: ["stripe", "test"] }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    providerPaymentId: text("provider_payment_id"),
    ...timestamps(),
    paidAt: ts("paid_at"),
    /**
     * The operator's handling of a paid storefront order (the Orders inbox): New until someone
     * takes it up. Set on every row so the paid order never lacks it (fulfilment flips only `status`).
     */
    inboxStatus: text("inbox_status", { enum: ORDER_INBOX_STATUSES }).notNull().default("new"),
    /** The buyer's company details when they asked for an invoice at checkout: it is issued with the payment. */
    invoiceRequest: jsonb("invoice_request").$type<InvoiceBuyer>(),
    /** The task the order was turned into (Convert to task), once. */
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
  },
  (t) => [
    index("orders_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    // The Orders inbox: paid storefront orders, newest paid first, per inbox status.
    index("orders_inbox_idx").on(t.paidAt, t.id).where(sql`status = 'paid' and purpose <> 'payment_request'`),
    // The operator inbox: orders still to act on, longest waiting first (a translation order's work is its translation request).
    index("orders_inbox_open_idx").on(t.paidAt, t.id).where(sql`status = 'paid' and purpose not in ('payment_request', 'translation') and inbox_status <> 'done'`),
    index("orders_inbox_status_idx").on(t.inboxStatus).where(sql`status = 'paid' and purpose <> 'payment_request'`),
    // One payable checkout per payment request: a second tab reuses it instead of opening another.
    uniqueIndex("orders_open_per_request_idx").on(t.paymentRequestId).where(sql`payment_request_id is not null and status in ('pending', 'failed')`),
  ],
);

/** Provider webhook events already handled: a replayed event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  sessionId: text("session_id"),
  receivedAt: ts("received_at").notNull().defaultNow(),
});

/**
 * The local test gateway's checkout sessions (the embedded default, no Stripe account):
 * the same facts Stripe would keep for a Checkout Session.
 */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  orderId: uuid("order_id").notNull(),
  lineItems: jsonb("line_items").$type<{ name: string; description?: string; unitAmount: number; quantity: number }[]>().notNull(),
  amountTotal: integer("amount_total").notNull(),
  currency: text("currency").notNull().$type<Currency>(),
  customerEmail: text("customer_email"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** open → complete (paid) | expired. A declined card leaves it open with payment_status `failed`, as on Stripe. */
  status: text("status", { enum: ["open", "complete", "expired"] }).notNull().default("open"),
  paymentStatus: text("payment_status", { enum: ["unpaid", "paid", "failed"] }).notNull().default("unpaid"),
  paymentIntentId: text("payment_intent_id"),
  createdAt: createdAt(),
  expiresAt: ts("expires_at").notNull(),
});
