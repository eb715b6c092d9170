import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { Currency } from "../../../core/money";
import type { MoneyLine } from "../../../core/money-lines";
import { ownerId, user, userRef } from "./auth";
import { orders } from "./orders";
import { tasks } from "./tasks";
import { createdAt, parentId, ts, uuidId } from "./columns";
import type { Locale } from "../../../core/locale";

/** Hours are exact decimals in half-hour steps (deductions go by 0.5): numeric(6,1). */
const hoursColumn = (name: string) => numeric(name, { precision: 6, scale: 1, mode: "number" });

/**
 * Money received (or, for hours_deduction, hours used): the product's payments entity.
 * One row per paid order at most (order_id is unique). `amount` is minor units.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuidId(),
    userId: userRef("user_id"),
    orderId: uuid("order_id").unique().references(() => orders.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().$type<Currency>(),
    description: text("description").notNull(),
    /** What was paid for (core/money-lines.ts), named in each reader's language; null on rows older than it (their description is shown). */
    lines: jsonb("lines").$type<MoneyLine[]>(),
    /** Spec values: prepaid_hours, translation, other, hours_purchase, hours_deduction. */
    paymentType: text("payment_type", { enum: ["prepaid_hours", "translation", "other", "hours_purchase", "hours_deduction"] }).notNull(),
    hoursPurchased: hoursColumn("hours_purchased"),
    hoursUsed: hoursColumn("hours_used"),
    /** The card provider's payment id (spec: stripe_payment_id); present means "Completed". */
    providerPaymentId: text("provider_payment_id"),
    /** Money that arrived for a payment request no longer open (paid already, or cancelled): the operator refunds it. */
    refundDue: boolean("refund_due").notNull().default(false),
    /**
     * The receipt's number (R-2026-000001), allocated in the payment's own transaction from
     * `document_numbers` (src/server/features/payments/receipt-numbers.ts): sequential per year, no gap,
     * none reused. Null for an hours deduction (no money, no receipt).
     */
    receiptNumber: text("receipt_number").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.createdAt), index("payments_created_idx").on(t.createdAt, t.id)],
);

/**
 * The last number given in each series of numbered documents (receipts per year): taken by
 * `update … returning` in the transaction that records the document, so concurrent payments
 * queue on the row and a rolled-back one gives its number back.
 */
export const documentNumbers = pgTable(
  "document_numbers",
  {
    series: text("series").notNull(),
    /** The year for a yearly series. */
    period: integer("period").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] }), check("document_numbers_positive", sql`${t.last} > 0`)],
);

/**
 * Invoices: one per payment at most, numbered in the one invoice series (10 digits,
 * `document_numbers` series "invoice"). The buyer's and the seller's details are kept as
 * printed, so a later change of settings or of the profile does not rewrite an issued invoice.
 */
export const invoices = pgTable(
  "invoices",
  {
  id: uuidId(),
  paymentId: uuid("payment_id")
    .notNull()
    .unique()
    .references(() => payments.id),
  number: text("number").notNull().unique(),
  companyName: text("company_name").notNull(),
  eik: text("eik").notNull(),
  vatNumber: text("vat_number"),
  address: text("address").notNull(),
  seller: jsonb("seller").$type<{ name: string; address?: string; eik?: string; vat?: string }>().notNull(),
  /** The language it is written in (the payer's). */
  lang: text("lang").$type<Locale>().notNull(),
  /** Who asked for it: the payer or the operator. */
  requestedBy: userRef("requested_by"),
  issuedAt: ts("issued_at").notNull(),
  },
  (t) => [
    // The operator finds a client by the company on their invoices (db/search.ts): trigrams, not a scan.
    index("invoices_company_name_trgm_idx").using("gin", t.companyName.op("gin_trgm_ops")),
    index("invoices_issued_idx").on(t.issuedAt),
  ],
);

/**
 * The payments' sums per client (`user_key`: the user id, '' for a storefront buyer without an
 * account), currency and state, kept by a trigger on `payments` (migration 0014) in the same
 * transaction as every change: the Payments page's unfiltered figures read these few rows
 * instead of summing the whole table. `completed` = a provider payment id.
 */
export const paymentTotals = pgTable(
  "payment_totals",
  {
    userKey: text("user_key").notNull(),
    currency: text("currency").notNull(),
    completed: boolean("completed").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    /** The same sum in euro cents, each BGN payment converted on its own (migration 0032, docs/decisions/0033-euro.md). */
    amountEur: bigint("amount_eur", { mode: "number" }).notNull().default(0),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userKey, t.currency, t.completed] })],
);

/**
 * Prepaid hours as a ledger: credits (purchases) are positive, deductions negative; the
 * balance is the sum. A purchase's credit is tied to its payment, once (payment_id unique).
 */
export const hoursLedger = pgTable(
  "hours_ledger",
  {
    id: uuidId(),
    userId: ownerId(),
    hours: hoursColumn("hours").notNull(),
    paymentId: uuid("payment_id").unique().references(() => payments.id),
    /** A debit for hours the operator spent on a task. */
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
    reason: text("reason", { enum: ["purchase", "deduction", "adjustment", "task"] }).notNull(),
    description: text("description").notNull(),
    /** What the entry is (core/money-lines.ts), named in each reader's language; null on rows older than it. */
    line: jsonb("line").$type<MoneyLine>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("hours_ledger_user_idx").on(t.userId, t.createdAt),
    index("hours_ledger_task_idx").on(t.taskId),
    // The reports' months: hours sold and drawn by date across every client.
    index("hours_ledger_created_idx").on(t.createdAt),
    check("hours_ledger_half_hours", sql`${t.hours} * 2 = trunc(${t.hours} * 2) and ${t.hours} <> 0`),
  ],
);

/**
 * Each member's prepaid-hours balance, kept in step with the sum of their ledger: every
 * ledger entry goes through postLedgerEntry (src/server/features/hours/ledger.ts), which updates this
 * row in the same transaction under the member's `user` row lock. A member without a row
 * has a balance of 0. The check is the last line of defence against overdrawing.
 */
export const hoursBalances = pgTable(
  "hours_balances",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    prepaidHoursBalance: hoursColumn("prepaid_hours_balance").notNull().default(0),
  },
  (t) => [check("hours_balances_not_negative", sql`${t.prepaidHoursBalance} >= 0`)],
);

/**
 * The operator bills a client: open → paid (once, by fulfilment of its order)
 * | cancelled (by the operator, while open). `amount` is minor units.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: uuidId(),
    userId: ownerId(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().$type<Currency>(),
    description: text("description").notNull(),
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "paid", "cancelled"] }).notNull().default("open"),
    paymentId: uuid("payment_id").references(() => payments.id),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    paidAt: ts("paid_at"),
    cancelledAt: ts("cancelled_at"),
    /** When it should be paid (7 days after creation unless the operator chose a day). */
    dueAt: ts("due_at").notNull(),
    /** Every reminder sent, by the job or the operator's Remind. */
    remindersSent: integer("reminders_sent").notNull().default(0),
    /** The last one: no client gets two reminders within 24 hours. */
    lastRemindedAt: ts("last_reminded_at"),
    /** The job's two reminders, each claimed once (set in the transaction that writes its mail). */
    dueReminderAt: ts("due_reminder_at"),
    lateReminderAt: ts("late_reminder_at"),
  },
  (t) => [
    index("payment_requests_user_idx").on(t.userId, t.createdAt),
    index("payment_requests_open_idx").on(t.dueAt).where(sql`status = 'open'`),
    check("payment_requests_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Pay links (docs/decisions/0022-receivables-and-pay-links.md): the SHA-256 of a random token sent in a request's email; the
 * token itself is never stored. Each email mints its own; all die with the request.
 */
export const payLinks = pgTable(
  "pay_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    paymentRequestId: parentId("payment_request_id", () => paymentRequests.id),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("pay_links_request_idx").on(t.paymentRequestId)],
);

/**
 * Money given back through the provider (docs/decisions/0039-refunds-and-credit-notes.md): pending
 * until the provider's signed word settles it (succeeded | failed). A payment's refunds never
 * add up to more than it (checked under the payment's row lock). `idempotency_key` is the
 * operator's request (a double click finds the same row); `provider_refund_id` is the
 * provider's (a replayed webhook finds the same row). Where the payment had an invoice, a
 * succeeded refund carries its credit note, numbered in the invoice series.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuidId(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().$type<Currency>(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The operator's choice: withdraw the payment's unused hours (at most this many) when it succeeds. */
    hoursToWithdraw: hoursColumn("hours_to_withdraw").notNull().default(0),
    /** What was taken off the balance when it succeeded. */
    hoursWithdrawn: hoursColumn("hours_withdrawn").notNull().default(0),
    creditNoteNumber: text("credit_note_number").unique(),
    creditNoteIssuedAt: ts("credit_note_issued_at"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    settledAt: ts("settled_at"),
  },
  (t) => [
    index("refunds_payment_idx").on(t.paymentId, t.createdAt),
    // The reports' months: refunds by the day they went through, credit notes by issue.
    index("refunds_settled_idx").on(t.settledAt).where(sql`status = 'succeeded'`),
    index("refunds_credit_note_idx").on(t.creditNoteIssuedAt).where(sql`credit_note_issued_at is not null`),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);
