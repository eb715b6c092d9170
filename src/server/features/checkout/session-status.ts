import type { FastifyBaseLogger } from "fastify";
import { TRANSLATION_MESSAGES } from "../../../core/translation";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { applyPaymentEvent, type FulfilmentDeps, orderRef } from "../../payments/fulfilment";
import type { PaymentGateway } from "../../payments/gateway";
import { findOrderBySession, findTranslationRequest } from "./store";

/** Provider session ids are letters, digits and underscores (Stripe's `cs_…`, ours `cs_test_…`). */
const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

const MESSAGES = {
  paid: "Payment successful",
  pending: "Payment has not been completed yet",
  failed: "The payment was declined",
  expired: "The checkout session has expired",
} as const;

type Deps = { db: Db; gateway: PaymentGateway; fulfilment: FulfilmentDeps; log: FastifyBaseLogger };

/**
 * What the success pages show (/checkout/success, /translation-success, /dashboard/hours).
 * While our order is unpaid the provider is asked, and a paid session is fulfilled here —
 * through the same exactly-once path as the webhook, so racing it is harmless. Merely
 * loading the page changes nothing unless the provider says the money was paid.
 */
export async function sessionStatus(deps: Deps, sessionId: string) {
  if (!SESSION_ID.test(sessionId)) return notFound("Checkout session not found");
  let order = await findOrderBySession(deps.db, sessionId);
  if (!order) return notFound("Checkout session not found");

  if (order.status !== "paid" && order.status !== "expired") {
    try {
      const session = await deps.gateway.retrieveSession(sessionId);
      if (session && (session.status === "paid" || session.status === "expired")) {
        await applyPaymentEvent(deps.fulfilment, { id: `poll:${sessionId}`, providerType: "poll", outcome: session.status, session });
        order = (await findOrderBySession(deps.db, sessionId))!;
      }
    } catch (err) {
      // The provider being unreachable is not the customer's problem: answer from what we know.
      deps.log.warn({ err, sessionId }, "could not ask the payment provider about a session");
    }
  }

  const translationRequest = order.purpose === "translation" && order.status === "paid" ? await findTranslationRequest(deps.db, order.id) : null;
  const paid = order.status === "paid";
  return {
    status: order.status,
    success: paid,
    message: paid && translationRequest ? TRANSLATION_MESSAGES.submitted : MESSAGES[order.status],
    order: {
      ref: orderRef(order.id),
      purpose: order.purpose,
      /** Where the receipt went and where we will contact the buyer (the success page says so). */
      email: order.customerEmail,
      items: order.items,
      subtotal: order.subtotal,
      tip: order.tip,
      total: order.total,
      currency: order.currency,
      hours: order.hours,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    },
    ...(translationRequest
      ? {
          translationRequest: {
            id: translationRequest.id,
            name: translationRequest.name,
            email: translationRequest.email,
            notes: translationRequest.notes,
            fileName: translationRequest.fileName,
            status: translationRequest.status,
            createdAt: translationRequest.createdAt.toISOString(),
          },
        }
      : {}),
  };
}
