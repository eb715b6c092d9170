import { invoiceOf, toInvoice } from "../payments";
import { and, count, eq, ne, type SQL } from "drizzle-orm";
import type { OrderDetails, OrderListPage, OrderListQuery, OrderRow } from "../../../core/orders";
import { ORDER_MESSAGES, orderListQuerySchema } from "../../../core/orders";
import type { DbOrTx } from "../../db/client";
import { statusTabPage } from "../../db/status-tab-page";
import { orders, payments, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { notFound } from "../../http/errors";
import { decodeCursor, isUuid, keysetOrder } from "../../http/keyset";
import { linesSummary, orderRef } from "../payments";
import { orderPolicy } from "../../policies/order";
import { clientNameSql } from "../../db/client-name";

/*
 * The Orders inbox: reads. An order is in it once paid (fulfilment flips `status` in the
 * payment's own transaction) and when the storefront sold it (not a payment request's bill).
 */

const O = orders;
type Order = typeof O.$inferSelect;
type Storefront = OrderRow["purpose"];

/** Paid storefront orders, as the actor may see them (orderPolicy). */
const inbox = (actor: Actor): SQL => and(orderPolicy.scope(actor), eq(O.status, "paid"), ne(O.purpose, "payment_request"))!;

/** The buyer's note: checkout's field, or for a translation, the translation form's notes. */
export const noteOf = (o: Order): string | null => o.notes || o.translation?.notes || null;

function toRow(o: Order): OrderRow {
  return {
    id: o.id,
    ref: orderRef(o.id),
    purpose: o.purpose as Storefront,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    language: o.language,
    summary: linesSummary(o.items),
    items: o.items.map((l) => ({ name: l.name, kind: l.kind, hours: l.hours, line: l.line, quantity: l.quantity })),
    notes: noteOf(o),
    total: o.total,
    currency: o.currency,
    // Paid orders always have it; the fallback only keeps the type honest.
    paidAt: (o.paidAt ?? o.updatedAt).toISOString(),
    status: o.inboxStatus,
    clientId: o.userId,
    taskId: o.taskId,
  };
}

export async function listOrders(db: DbOrTx, actor: Actor, rawQuery: OrderListQuery): Promise<OrderListPage> {
  const q = orderListQuerySchema.parse(rawQuery);
  const order = keysetOrder(O.paidAt, O.id, decodeCursor(q.cursor), "desc");
  const orderInbox = { table: O, status: O.inboxStatus, scope: inbox(actor) };
  const { rows, nextCursor, counts: n } = await statusTabPage(db, orderInbox, q.status, (cursorAt) => db.select({ order: O, id: O.id, cursorAt }).from(O), order, q.limit);
  return { items: rows.map((r) => toRow(r.order)), nextCursor, counts: { all: n.all, new: n.of("new"), in_progress: n.of("in_progress"), done: n.of("done") } };
}

/** New paid storefront orders: the admin dashboard's count. */
export async function countNewOrders(db: DbOrTx, actor: Actor): Promise<number> {
  const [r] = await db.select({ n: count() }).from(O).where(and(inbox(actor), eq(O.inboxStatus, "new")));
  return r?.n ?? 0;
}

const orderNotFound = () => notFound(ORDER_MESSAGES.notFound);

/** The raw row (for actions), or 404 for an unknown, foreign or non-UUID id. */
export async function findOrder(db: DbOrTx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}): Promise<Order> {
  if (!isUuid(id)) return orderNotFound();
  const query = db.select().from(O).where(and(inbox(actor), eq(O.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row ?? orderNotFound();
}

const clientColumns = { id: user.id, name: clientNameSql, email: user.email };

export async function orderDetails(db: DbOrTx, actor: Actor, id: string): Promise<OrderDetails> {
  const o = await findOrder(db, actor, id);
  const client = async (where: SQL) => (await db.select(clientColumns).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(where))[0] ?? null;
  const linked = o.userId ? await client(eq(user.id, o.userId)) : null;
  // Only the operator is offered a match, and only a member account (an admin's email is never a client).
  const matched =
    !o.userId && o.customerEmail && orderPolicy.canLinkClient(actor, o) ? await client(and(eq(user.email, o.customerEmail.toLowerCase()), eq(user.role, "member"))!) : null;
  const [task] = o.taskId ? await db.select({ id: tasks.id, title: tasks.title, status: tasks.status }).from(tasks).where(eq(tasks.id, o.taskId)) : [];
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, o.id));
  return {
    ...toRow(o),
    lines: o.items.map((l) => ({ kind: l.kind, name: l.name, hours: l.hours, line: l.line, quantity: l.quantity, unitAmount: l.unitAmount, amount: l.amount })),
    tip: o.tip,
    paymentId: payment?.id ?? null,
    client: linked,
    matchedClient: matched,
    task: task ?? null,
    invoice: payment ? await invoiceOf(db, payment.id).then((i) => (i ? toInvoice(i) : null)) : null,
    abilities: {
      canChangeStatus: orderPolicy.canChangeStatus(actor),
      canLinkClient: orderPolicy.canLinkClient(actor, o),
      canConvertToTask: orderPolicy.canConvertToTask(actor, o),
    },
  };
}
