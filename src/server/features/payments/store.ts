import { and, desc, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import { PAYMENT_MESSAGES, type PaymentRow, type PaymentSummary, paymentStatusOf } from "../../../core/payments";
import { HttpError } from "../../http/errors";
import type { DbOrTx } from "../../db/client";
import { invoices, orders, paymentRequests, payments, paymentTotals, profiles, refunds, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { afterCursor, decodeCursor, type Keyset, pageOf, uuidOr404 } from "../../http/keyset";
import { paymentPolicy, paymentRequestPolicy } from "../../policies/payment";
import { clientNameSql, clientOwnNameSql } from "../../db/client-name";
import { SITE_CURRENCY } from "../../../core/money";
import { euroSumSql } from "./euro";

export type PaymentFilter = { from?: string; to?: string; type?: PaymentRow["type"]; clientId?: string };

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** What the actor may see, narrowed by the admin's filters (a member's filters are ignored). */
export function paymentWhere(actor: Actor, f: PaymentFilter): SQL | undefined {
  const admin = paymentPolicy.filters(actor);
  return and(
    paymentPolicy.scope(actor),
    admin && f.from ? gte(payments.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    admin && f.to ? lt(payments.createdAt, dayAfter(f.to)) : undefined,
    admin && f.type ? eq(payments.paymentType, f.type) : undefined,
    admin && f.clientId ? eq(payments.userId, f.clientId) : undefined,
  );
}

const columns = {
  id: payments.id,
  cursorAt: sql<string>`${payments.createdAt}::text`,
  createdAt: payments.createdAt,
  userId: payments.userId,
  clientEmail: user.email,
  clientName: clientNameSql,
  /** '' when the client has no name: a receipt then names the buyer by email alone. */
  clientOwnName: clientOwnNameSql,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  description: payments.description,
  lines: payments.lines,
  type: payments.paymentType,
  amount: payments.amount,
  currency: payments.currency,
  hoursPurchased: payments.hoursPurchased,
  hoursUsed: payments.hoursUsed,
  providerPaymentId: payments.providerPaymentId,
  refundDue: payments.refundDue,
  orderId: payments.orderId,
  receiptNumber: payments.receiptNumber,
  tip: orders.tip,
  invoiceNumber: invoices.number,
  /** Given back by refunds that succeeded (payments/refunds.ts). */
  refundedAmount: sql<number>`(select coalesce(sum(${refunds.amount}), 0)::int from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded')`.mapWith(Number),
};

export function paymentRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(payments)
    .leftJoin(user, eq(user.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    // At most one invoice per payment (unique payment_id): the join adds no rows, and the CSV
    // gets each row's number in the same query instead of one query per row.
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

type Raw = Awaited<ReturnType<typeof paymentRows>>[number];

/** One payment the actor may see (paymentPolicy), or the 404 a foreign, unknown or malformed id gets. */
export async function findPayment(db: DbOrTx, actor: Actor, id: string): Promise<Raw> {
  const [row] = await paymentRows(db, and(paymentPolicy.scope(actor), eq(payments.id, uuidOr404(id))));
  if (!row) throw new HttpError(404, "not_found", PAYMENT_MESSAGES.notFound);
  return row;
}

export const toPaymentRow = (r: Raw): PaymentRow => ({
  id: r.id,
  client: r.userId && r.clientEmail ? { id: r.userId, name: r.clientName ?? r.clientEmail, email: r.clientEmail } : null,
  customer: r.orderId ? { name: r.customerName, email: r.customerEmail } : null,
  description: r.description,
  lines: r.lines,
  type: r.type,
  amount: r.amount,
  currency: r.currency,
  hoursPurchased: r.hoursPurchased === null ? null : Number(r.hoursPurchased),
  hoursUsed: r.hoursUsed === null ? null : Number(r.hoursUsed),
  status: paymentStatusOf(r.providerPaymentId, r.refundDue, r.refundedAmount, r.amount),
  refundedAmount: r.refundedAmount,
  providerPaymentId: r.providerPaymentId,
  orderId: r.orderId,
  receiptNumber: r.receiptNumber,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Payment History lists money: an hours deduction (a 0.00 row the product's model keeps
 * beside its ledger debit) stays in the hours ledger and out of the lists and the CSV.
 */
const moneyOnly = ne(payments.paymentType, "hours_deduction");

export async function listPayments(db: DbOrTx, actor: Actor, q: PaymentFilter & { cursor?: string; limit: number }) {
  const cursor = decodeCursor(q.cursor);
  const rows = await paymentRows(db, and(paymentWhere(actor, q), moneyOnly, cursor ? afterCursor(payments.createdAt, payments.id, cursor) : undefined)).limit(q.limit + 1);
  const page = pageOf(rows, q.limit);
  return { items: page.rows.map(toPaymentRow), nextCursor: page.nextCursor };
}

/**
 * The Payments screen's summary over the filtered payments: revenue in euro, every BGN payment counted at the fixed
 * rate (each converted on its own, docs/decisions/0033-euro.md) and how much BGN that was; pending =
 * open payment requests. Without a date or type filter the trigger-kept sums answer
 * (payment_totals: a few rows per client, whatever the table's size); with one, the filtered
 * payments are summed.
 */
export async function summarise(db: DbOrTx, actor: Actor, f: PaymentFilter): Promise<PaymentSummary> {
  const admin = paymentPolicy.filters(actor);
  const paid = euroSumSql(payments.amount, payments.currency);
  const [s] =
    admin && (f.from || f.to || f.type)
      ? await db
          .select({
            revenue: paid.eur,
            bgn: paid.bgn,
            completed: sql<number>`count(*) filter (where ${payments.providerPaymentId} is not null)::int`,
          })
          .from(payments)
          .where(paymentWhere(actor, f))
      : await db
          .select({
            revenue: sql<string>`coalesce(sum(${paymentTotals.amountEur}), 0)`,
            bgn: sql<string>`coalesce(sum(${paymentTotals.amount}) filter (where ${paymentTotals.currency} = 'BGN'), 0)`,
            completed: sql<number>`coalesce(sum(${paymentTotals.n}) filter (where ${paymentTotals.completed}), 0)::int`,
          })
          .from(paymentTotals)
          .where(and(paymentPolicy.totalsScope(actor), admin && f.clientId ? eq(paymentTotals.userKey, f.clientId) : undefined));
  // Pending = money still owed: the open payment requests, not manual entries or hours deductions.
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentRequests)
    .where(and(paymentRequestPolicy.scope(actor), eq(paymentRequests.status, "open"), admin && f.clientId ? eq(paymentRequests.userId, f.clientId) : undefined));
  return {
    totalRevenue: Number(s?.revenue ?? 0),
    currency: SITE_CURRENCY,
    bgnIncluded: Number(s?.bgn ?? 0),
    pendingCount: Number(open?.n ?? 0),
    completedCount: Number(s?.completed ?? 0),
  };
}

/** A CSV row: the list's row with what only the export shows (the tip of its order, minor units; its invoice's number). */
export type PaymentExportRow = PaymentRow & { tip: number | null; invoiceNumber: string | null };

/** Batches of the filtered rows for the CSV: keyset pages, so memory stays flat at any size. */
export async function* paymentBatches(db: DbOrTx, actor: Actor, f: PaymentFilter, batch = 1000): AsyncGenerator<PaymentExportRow[]> {
  let cursor: Keyset | null = null;
  for (;;) {
    const rows: Raw[] = await paymentRows(db, and(paymentWhere(actor, f), moneyOnly, cursor ? afterCursor(payments.createdAt, payments.id, cursor) : undefined)).limit(batch);
    if (rows.length) yield rows.map((r) => ({ ...toPaymentRow(r), tip: r.tip, invoiceNumber: r.invoiceNumber }));
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}
