import { msg } from "../../../core/i18n/messages/message";
import { and, eq } from "drizzle-orm";
import { CLIENT_MESSAGES } from "../../../core/clients";
import type { SITE_CURRENCY } from "../../../core/money";
import { defaultDueDay, dueAtOf, dueDayAllowed, RECEIVABLE_MESSAGES } from "../../../core/receivables";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { paymentRequests, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { notifyUsers } from "../notifications";
import { clientPolicy } from "../../policies/client";
import { mintPayLink, payLinkUrl } from "./pay-links";
import { pickLocale } from "../../../core/locale";

/** A request as the operator makes it (core paymentRequestCreateSchema's output: amount in minor units; `dueDate` a day, a week ahead when absent). */
export type NewPaymentRequest = { amount: number; description: string; taskId?: string; dueDate?: string };

/**
 * The one way a payment request is made, in the caller's transaction: the
 * operator's Request Payment (POST /api/clients/:id/payment-requests) and Bill unpaid time
 * (POST /api/tasks/:id/bill). It falls due on its day (core/receivables.ts); the member is
 * emailed — with a pay link that needs no sign-in — and notified; returns the request's id.
 */
export async function createPaymentRequest(tx: DbOrTx, actor: Actor, clientId: string, body: NewPaymentRequest, ctx: { now: Date; currency: typeof SITE_CURRENCY; publicUrl: string }): Promise<string> {
  const { now } = ctx;
  const dueDay = body.dueDate ?? defaultDueDay(now);
  if (!dueDayAllowed(dueDay, now)) throw new HttpError(400, "invalid_due_date", RECEIVABLE_MESSAGES.dueDateRange, { dueDate: RECEIVABLE_MESSAGES.dueDateRange });
  const dueAt = dueAtOf(dueDay);
  const [client] = await tx
    .select({ id: user.id, email: user.email, name: user.name, fullName: profiles.fullName, lang: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(clientPolicy.scope(actor), eq(user.id, clientId)));
  if (!client) throw new HttpError(404, "not_found", CLIENT_MESSAGES.notFound);
  if (body.taskId) {
    const [task] = await tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.id, body.taskId), eq(tasks.userId, client.id)));
    if (!task) throw new HttpError(404, "not_found", msg("api.taskNotFound"));
  }
  const [row] = await tx
    .insert(paymentRequests)
    .values({
      userId: client.id,
      amount: body.amount,
      currency: ctx.currency,
      description: body.description,
      taskId: body.taskId ?? null,
      createdBy: actor.userId,
      createdAt: now,
      dueAt,
    })
    .returning({ id: paymentRequests.id });
  const token = await mintPayLink(tx, row!.id, now);
  await recordAudit(tx, {
    actorId: actor.userId,
    action: "payment_request.created",
    entity: "payment_request",
    entityId: row!.id,
    clientId: client.id,
    after: { amount: body.amount, currency: ctx.currency, description: body.description, taskId: body.taskId ?? null, dueAt: dueAt.toISOString() },
    at: now,
  });
  await enqueueMail(
    tx,
    {
      template: "paymentRequested",
      to: client.email,
      data: {
        lang: pickLocale(client.lang),
        name: client.fullName || client.name,
        amount: body.amount,
        currency: ctx.currency,
        description: body.description,
        dueAt: dueAt.toISOString(),
        link: payLinkUrl(ctx.publicUrl, token),
      },
    },
    now,
  );
  await notifyUsers(
    tx,
    [client.id],
    { kind: "payment_requested", data: { amount: body.amount, currency: ctx.currency, description: body.description.slice(0, 120) }, link: "/dashboard/payments" },
    now,
  );
  return row!.id;
}
