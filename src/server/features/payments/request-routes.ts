import { and, eq } from "drizzle-orm";
import { CLIENT_MESSAGES } from "../../../core/clients";
import type { Currency } from "../../../core/money";
import { PAYMENT_MESSAGES, paymentsContract } from "../../../core/payments";
import { defaultDueDay, dueAtOf, dueDayAllowed, RECEIVABLE_MESSAGES } from "../../../core/receivables";
import type { AppInstance } from "../../http/types";
import { recordAudit } from "../../audit/log";
import { paymentRequests, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { enqueueMail } from "../../mail/outbox";
import { notifyUsers } from "../../notifications/notify";
import { resultLink } from "../../payments/fulfilment";
import { SESSION_ID_PLACEHOLDER } from "../../payments/gateway";
import { clientPolicy } from "../../policies/client";
import { mintPayLink, payLinkUrl } from "../../payments/pay-links";
import { paymentRequestPolicy } from "../../policies/payment";
import { notOpen, requestCheckout } from "./request-checkout";
import { findRequest, requestRows, toPaymentRequest } from "./requests";
import { declareRoutes } from "../../http/route";

const notFoundRequest = (): never => {
  throw new HttpError(404, "not_found", PAYMENT_MESSAGES.requestNotFound);
};

/** Payment requests (DESIGN §1.20): the operator bills, the member pays through checkout. */
export async function paymentRequestRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const checkout = requestCheckout(app);

  const found = async (actor: Actor, id: string) => (await findRequest(db, actor, uuidOr404(id))) ?? notFoundRequest();

  route.from(paymentsContract.createRequest, {}, async (req, reply) => {
    const actor = req.actor;
    const now = clock.now();
    const dueDay = req.body.dueDate ?? defaultDueDay(now);
    if (!dueDayAllowed(dueDay, now)) throw new HttpError(400, "invalid_due_date", RECEIVABLE_MESSAGES.dueDateRange, { dueDate: RECEIVABLE_MESSAGES.dueDateRange });
    const dueAt = dueAtOf(dueDay);
    const id = await db.transaction(async (tx) => {
      const [client] = await tx
        .select({ id: user.id, email: user.email, name: user.name, fullName: profiles.fullName, lang: profiles.preferredLanguage })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(clientPolicy.scope(actor), eq(user.id, req.params.id)));
      if (!client) throw new HttpError(404, "not_found", CLIENT_MESSAGES.notFound);
      if (req.body.taskId) {
        const [task] = await tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.id, req.body.taskId), eq(tasks.userId, client.id)));
        if (!task) throw new HttpError(404, "not_found", "Task not found");
      }
      const [row] = await tx
        .insert(paymentRequests)
        .values({
          userId: client.id,
          amount: req.body.amount,
          currency: config.CURRENCY,
          description: req.body.description,
          taskId: req.body.taskId ?? null,
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
        after: { amount: req.body.amount, currency: config.CURRENCY, description: req.body.description, taskId: req.body.taskId ?? null, dueAt: dueAt.toISOString() },
        at: now,
      });
      await enqueueMail(
        tx,
        {
          template: "paymentRequested",
          to: client.email,
          data: {
            lang: client.lang === "bg" ? "bg" : "en",
            name: client.fullName || client.name,
            amount: req.body.amount,
            currency: config.CURRENCY as Currency,
            description: req.body.description,
            dueAt: dueAt.toISOString(),
            link: payLinkUrl(config.publicUrl, token),
          },
        },
        now,
      );
      await notifyUsers(
        tx,
        [client.id],
        { kind: "payment_requested", data: { amount: req.body.amount, currency: config.CURRENCY, description: req.body.description.slice(0, 120) }, link: "/dashboard/payments" },
        now,
      );
      return row!.id;
    });
    return reply.status(201).send(toPaymentRequest((await findRequest(db, actor, id))!));
  });

  route.from(paymentsContract.listRequests, {}, async (req) => {
    const actor = req.actor;
    // An unknown client is a 404 like on the client's other routes, not an empty list.
    const [client] = await db.select({ id: user.id }).from(user).where(and(clientPolicy.scope(actor), eq(user.id, req.params.id)));
    if (!client) throw new HttpError(404, "not_found", CLIENT_MESSAGES.notFound);
    return { items: (await requestRows(db, actor, eq(paymentRequests.userId, client.id))).map(toPaymentRequest) };
  });

  route.from(paymentsContract.cancelRequest, {}, async (req) => {
    const actor = req.actor;
    const before = await found(actor, req.params.id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Conditional: a payment that lands first wins, and the cancel is refused.
      const done = await tx
        .update(paymentRequests)
        .set({ status: "cancelled", cancelledAt: now })
        .where(and(eq(paymentRequests.id, before.id), eq(paymentRequests.status, "open")))
        .returning({ id: paymentRequests.id });
      if (!done.length) throw notOpen();
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "payment_request.cancelled",
        entity: "payment_request",
        entityId: before.id,
        clientId: before.userId,
        before: { status: "open" },
        after: { status: "cancelled" },
        at: now,
      });
    });
    await checkout.expireCheckouts(before.id, req.log);
    return toPaymentRequest((await findRequest(db, actor, before.id))!);
  });

  route.from(paymentsContract.payRequest, {}, async (req) => {
    const actor = req.actor;
    const request = await found(actor, req.params.id);
    if (!paymentRequestPolicy.canPay(actor, request)) return notFoundRequest();
    if (request.status !== "open") throw notOpen();
    return checkout.open(
      request,
      { email: actor.email, successUrl: resultLink(config.publicUrl, "payment_request", SESSION_ID_PLACEHOLDER), cancelUrl: `${config.publicUrl}/dashboard/payments` },
      req.log,
    );
  });
}
