import { SITE_CURRENCY } from "../../../core/money";
import { and, eq } from "drizzle-orm";
import { CLIENT_MESSAGES } from "../../../core/clients";
import { PAYMENT_MESSAGES, paymentsContract } from "../../../core/payments";
import type { AppInstance } from "../../http/types";
import { recordAudit } from "../audit";
import { paymentRequests, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { resultLink } from "./fulfilment";
import { SESSION_ID_PLACEHOLDER } from "./gateway";
import { clientPolicy } from "../../policies/client";
import { paymentRequestPolicy } from "../../policies/payment";
import { notOpen, requestCheckout } from "./request-checkout";
import { findRequest, requestRows, toPaymentRequest } from "./requests";
import { createPaymentRequest } from "./payment-requests";
import { declareRoutes } from "../../http/route";

const notFoundRequest = () => notFound(PAYMENT_MESSAGES.requestNotFound);

/** Payment requests: the operator bills, the member pays through checkout. */
export async function paymentRequestRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const checkout = requestCheckout(app);

  const found = async (actor: Actor, id: string) => (await findRequest(db, actor, uuidOr404(id))) ?? notFoundRequest();

  route.from(paymentsContract.createRequest, {}, async (req, reply) => {
    const actor = req.actor;
    const now = clock.now();
    const id = await db.transaction((tx) => createPaymentRequest(tx, actor, req.params.id, req.body, { now, currency: SITE_CURRENCY, publicUrl: config.publicUrl }));
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
