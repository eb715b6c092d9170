import { and, desc, eq } from "drizzle-orm";
import type { PaymentRequest } from "../../../core/payments";
import type { DbOrTx } from "../../db/client";
import { paymentRequests, tasks } from "../../db/schema";
import type { Actor } from "../../http/access";
import { paymentRequestPolicy } from "../../policies/payment";

const columns = {
  id: paymentRequests.id,
  userId: paymentRequests.userId,
  amount: paymentRequests.amount,
  currency: paymentRequests.currency,
  description: paymentRequests.description,
  taskId: tasks.id,
  taskTitle: tasks.title,
  status: paymentRequests.status,
  createdAt: paymentRequests.createdAt,
  dueAt: paymentRequests.dueAt,
  paidAt: paymentRequests.paidAt,
  paymentId: paymentRequests.paymentId,
};


export const toPaymentRequest = (r: Awaited<ReturnType<typeof requestRows>>[number]): PaymentRequest => ({
  id: r.id,
  clientId: r.userId,
  amount: r.amount,
  currency: r.currency,
  description: r.description,
  task: r.taskId ? { id: r.taskId, title: r.taskTitle ?? "" } : null,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  paymentId: r.paymentId,
});

export function requestRows(db: DbOrTx, actor: Actor, where?: ReturnType<typeof and>) {
  return db
    .select(columns)
    .from(paymentRequests)
    .leftJoin(tasks, eq(tasks.id, paymentRequests.taskId))
    .where(and(paymentRequestPolicy.scope(actor), where))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
}

export async function findRequest(db: DbOrTx, actor: Actor, id: string) {
  const [r] = await requestRows(db, actor, eq(paymentRequests.id, id));
  return r ?? null;
}

