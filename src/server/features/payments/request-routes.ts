import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { CHECKOUT_MESSAGES } from "../../../core/checkout";
import { CLIENT_MESSAGES } from "../../../core/clients";
import type { Currency } from "../../../core/money";
import { PAYMENT_MESSAGES, paymentsContract } from "../../../core/payments";
import type { AppInstance } from "../../http/types";
import { recordAudit } from "../../audit/log";
import { orders, paymentRequests, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { applyPaymentEvent, fulfilmentDepsOf, resultLink, settleUnpaid } from "../../payments/fulfilment";
import { SESSION_ID_PLACEHOLDER } from "../../payments/gateway";
import { clientPolicy } from "../../policies/client";
import { paymentRequestPolicy } from "../../policies/payment";
import { findRequest, requestRows, toPaymentRequest } from "./requests";
import { createPaymentRequest } from "../../payments/payment-requests";
import { declareRoutes } from "../../http/route";

const notFoundRequest = (): never => {
  throw new HttpError(404, "not_found", PAYMENT_MESSAGES.requestNotFound);
};
const notOpen = () => new HttpError(409, "not_open", PAYMENT_MESSAGES.requestNotOpen);
/** An order whose provider session may still take money (a declined card can be followed by a good one). */
const PAYABLE = ["pending", "failed"] as const;
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
};

/** Payment requests (DESIGN §1.20): the operator bills, the member pays through checkout. */
export async function paymentRequestRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const fulfilment = fulfilmentDepsOf(app);
  const payableOrders = (requestId: string) =>
    db.select().from(orders).where(and(eq(orders.paymentRequestId, requestId), inArray(orders.status, [...PAYABLE]), isNotNull(orders.providerSessionId)));

  /**
   * The request's open checkout, if the provider still takes money on it: its page, for a
   * second tab. Paid meanwhile → fulfilled here (the request is then paid: 409). Closed at the
   * provider → closed here too, so a new one can open. One per request (unique index).
   */
  async function reuseOpenCheckout(requestId: string): Promise<string | null> {
    const [open] = await db.select().from(orders).where(and(eq(orders.paymentRequestId, requestId), inArray(orders.status, [...PAYABLE])));
    if (!open) return null;
    if (!open.providerSessionId) throw new HttpError(409, "checkout_opening", PAYMENT_MESSAGES.checkoutOpening);
    const session = await app.payments.retrieveSession(open.providerSessionId);
    if (session?.status === "unpaid" && session.url) return session.url;
    if (session?.status === "paid") {
      await applyPaymentEvent(fulfilment, { id: `reuse:${session.sessionId}`, providerType: "checkout_reuse", outcome: "paid", session });
      throw notOpen();
    }
    await settleUnpaid(fulfilment, open.providerSessionId, "expired");
    return null;
  }

  /**
   * A cancelled request's checkouts are closed at the provider, so a page left open cannot
   * take money any more. One the customer paid first is fulfilled (and, the request being
   * cancelled, marked for a refund). A provider that does not answer leaves it to the
   * webhook: a late payment is still recorded and marked for a refund.
   */
  async function expireCheckouts(requestId: string, log: { error(o: object, m: string): void }) {
    for (const order of await payableOrders(requestId)) {
      try {
        const session = await app.payments.expireSession(order.providerSessionId!);
        if (session?.status === "paid") await applyPaymentEvent(fulfilment, { id: `cancel:${session.sessionId}`, providerType: "request_cancelled", outcome: "paid", session });
        else await settleUnpaid(fulfilment, order.providerSessionId!, "expired");
      } catch (err) {
        log.error({ err, orderId: order.id }, "could not expire a cancelled payment request's checkout at the provider");
      }
    }
  }

  const found = async (actor: Actor, id: string) => (await findRequest(db, actor, uuidOr404(id))) ?? notFoundRequest();

  route.from(paymentsContract.createRequest, {}, async (req, reply) => {
    const actor = req.actor;
    const now = clock.now();
    const id = await db.transaction((tx) => createPaymentRequest(tx, actor, req.params.id, req.body, { now, currency: config.CURRENCY, publicUrl: config.publicUrl }));
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
    await expireCheckouts(before.id, req.log);
    return toPaymentRequest((await findRequest(db, actor, before.id))!);
  });

  route.from(paymentsContract.payRequest, {}, async (req) => {
    const actor = req.actor;
    const request = await found(actor, req.params.id);
    if (!paymentRequestPolicy.canPay(actor, request)) return notFoundRequest();
    if (request.status !== "open") throw notOpen();
    // A request is paid once: a second tab gets the same checkout back, not a second one.
    const reused = await reuseOpenCheckout(request.id);
    if (reused) return { url: reused };
    const now = clock.now();
    const line = { kind: "custom" as const, name: request.description, description: "Payment request", quantity: 1, unitAmount: request.amount, amount: request.amount };
    const inserted = db
      .insert(orders)
      .values({
        purpose: "payment_request",
        items: [line],
        subtotal: request.amount,
        tip: 0,
        total: request.amount,
        currency: request.currency,
        customerEmail: actor.email,
        userId: actor.userId,
        paymentRequestId: request.id,
        gateway: app.payments.kind,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    // Two tabs at the same instant: the unique index lets one open the checkout.
    const [order] = await inserted.catch((err: unknown) => {
      throw isUniqueViolation(err) ? new HttpError(409, "checkout_opening", PAYMENT_MESSAGES.checkoutOpening) : err;
    });
    try {
      const session = await app.payments.createCheckoutSession({
        orderId: order!.id,
        lineItems: [{ name: line.name, description: line.description, unitAmount: line.unitAmount, quantity: 1 }],
        currency: request.currency as Currency,
        customerEmail: actor.email,
        successUrl: resultLink(config.publicUrl, "payment_request", SESSION_ID_PLACEHOLDER),
        cancelUrl: `${config.publicUrl}/dashboard/payments`,
        idempotencyKey: `order-${order!.id}`,
      });
      await db.update(orders).set({ providerSessionId: session.sessionId, updatedAt: clock.now() }).where(eq(orders.id, order!.id));
      return { url: session.url };
    } catch (err) {
      req.log.error({ err, orderId: order!.id }, "payment provider refused to open a checkout session");
      // Never opened: expired (not failed), so it does not hold the request's one checkout.
      await db.update(orders).set({ status: "expired", updatedAt: clock.now() }).where(eq(orders.id, order!.id));
      throw new HttpError(502, "payment_provider_error", CHECKOUT_MESSAGES.sessionFailed);
    }
  });
}
