import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { formatMoney } from "../../../core/money";
import { ORDER_MESSAGES as M, type OrderInboxStatus, type orderConvertTaskSchema, type orderLinkClientSchema } from "../../../core/orders";
import { recordAudit } from "../audit";
import type { Db } from "../../db/client";
import { orders, payments } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { orderPolicy } from "../../policies/order";
import { linesSummary, orderRef } from "../payments";
import { clientForEmail } from "../clients";
import { createTaskForClient } from "../tasks";
import { findOrder, noteOf } from "./store";

/*
 * The operator's Orders inbox: writes. Each locks the order's row first, so two operators
 * acting on one order at once take turns (no double link, no double task).
 */

type Ctx = { now: Date; publicUrl: string };
const O = orders;

/** New / In progress / Done. */
export async function setOrderStatus(db: Db, actor: Actor, id: string, status: OrderInboxStatus, now: Date) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, id, { forUpdate: true });
    if (order.inboxStatus === status) return;
    await tx.update(O).set({ inboxStatus: status, updatedAt: now }).where(eq(O.id, order.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "order.status_changed",
      entity: "order",
      entityId: order.id,
      clientId: order.userId,
      before: { status: order.inboxStatus },
      after: { status },
      at: now,
    });
  });
}

/**
 * Link the order to the client account with its email, or create that account (Add New Client's
 * rules, via clientForEmail). The order's payment follows, so the client finds it in their
 * Payment History with its note.
 */
export async function linkOrderClient(db: Db, actor: Actor, id: string, input: z.output<typeof orderLinkClientSchema>, ctx: Ctx): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, id, { forUpdate: true });
    if (!orderPolicy.canLinkClient(actor, order)) throw new HttpError(409, "already_client", M.alreadyClient);
    if (!order.customerEmail) throw new HttpError(409, "no_email", M.noEmail);
    const { clientId, created } = await clientForEmail(tx, actor, { email: order.customerEmail, fullName: input.fullName, language: input.language ?? order.language }, ctx);
    await tx.update(O).set({ userId: clientId, updatedAt: ctx.now }).where(eq(O.id, order.id));
    await tx.update(payments).set({ userId: clientId }).where(and(eq(payments.orderId, order.id), isNull(payments.userId)));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "order.client_linked",
      entity: "order",
      entityId: order.id,
      clientId,
      before: { clientId: null },
      after: { clientId, accountCreated: created },
      at: ctx.now,
    });
    return { created };
  });
}

/** The task's description: the buyer's note, then what they paid for. */
export function taskDescriptionFor(order: typeof O.$inferSelect): string {
  const paid = `Order ${orderRef(order.id)}: ${linesSummary(order.items)} — ${formatMoney(order.total, order.currency)}`;
  const note = noteOf(order);
  return note ? `${note}\n\n${paid}` : paid;
}

/** Convert to task: Pending, for the order's client, carrying the note; the order is then In progress (unless Done). */
export async function convertOrderToTask(db: Db, actor: Actor, id: string, input: z.output<typeof orderConvertTaskSchema>, now: Date) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, id, { forUpdate: true });
    if (order.taskId) throw new HttpError(409, "already_task", M.alreadyTask);
    if (!order.userId || !orderPolicy.canConvertToTask(actor, order)) throw new HttpError(409, "needs_client", M.needsClient);
    const taskId = await createTaskForClient(tx, actor, { clientId: order.userId, title: input.title, description: taskDescriptionFor(order), urgency: input.urgency }, now);
    const inboxStatus = order.inboxStatus === "new" ? "in_progress" : order.inboxStatus;
    await tx.update(O).set({ taskId, inboxStatus, updatedAt: now }).where(eq(O.id, order.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "order.converted_to_task",
      entity: "order",
      entityId: order.id,
      clientId: order.userId,
      before: { taskId: null, status: order.inboxStatus },
      after: { taskId, status: inboxStatus, title: input.title, urgency: input.urgency },
      at: now,
    });
  });
}
