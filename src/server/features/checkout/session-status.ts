import { msg } from "../../../core/i18n/messages/message";
import type { FastifyBaseLogger } from "fastify";
import { maskEmail } from "../../../core/masked-email";
import { TRANSLATION_MESSAGES } from "../../../core/translation";
import type { Db } from "../../db/client";
import { notFound, said } from "../../http/errors";
import { applyPaymentEvent, type FulfilmentDeps, orderRef } from "../payments";
import type { Clock } from "../../clock";
import type { PaymentGateway, ProviderSession } from "../payments";
import { findOrderBySession, findTranslationRequest } from "./store";

/** Provider session ids are letters, digits and underscores (Stripe's `cs_…`, ours `cs_test_…`). */
const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

const MESSAGES = {
  paid: msg("api.paymentSuccessful"),
  pending: msg("api.paymentNotCompleted"),
  failed: msg("api.paymentDeclined"),
  expired: msg("api.checkoutSessionExpired"),
} as const;

type Deps = { db: Db; retrieve: (sessionId: string) => Promise<ProviderSession | null>; fulfilment: FulfilmentDeps; log: FastifyBaseLogger };

/** How long the provider's answer about an unpaid session is reused (the webhook settles the order anyway). */
export const PROVIDER_ANSWER_TTL_MS = 5_000;
const CACHE_ENTRIES = 10_000;

/**
 * The provider asked at most once per session every few seconds, however many pages (or
 * scripts) poll: an anonymous caller must not spend the merchant's API quota. In memory, per
 * instance; a failed call is not kept, so the next poll asks again.
 */
export function cachedProviderAnswers(gateway: PaymentGateway, clock: Clock, ttlMs = PROVIDER_ANSWER_TTL_MS) {
  const answers = new Map<string, { at: number; answer: Promise<ProviderSession | null> }>();
  return (sessionId: string): Promise<ProviderSession | null> => {
    const now = clock.now().getTime();
    const hit = answers.get(sessionId);
    if (hit && now - hit.at < ttlMs) return hit.answer;
    if (answers.size >= CACHE_ENTRIES) {
      for (const [id, entry] of answers) if (now - entry.at >= ttlMs || answers.size >= CACHE_ENTRIES) answers.delete(id);
    }
    const answer = gateway.retrieveSession(sessionId);
    answers.set(sessionId, { at: now, answer });
    answer.catch(() => answers.delete(sessionId));
    return answer;
  };
}

/**
 * What the success pages show (/checkout/success, /translation-success, /dashboard/hours).
 * While our order is unpaid the provider is asked (through the cache above), and a paid
 * session is fulfilled here — through the same exactly-once path as the webhook, so racing
 * it is harmless. Merely loading the page changes nothing unless the provider says the
 * money was paid. A session id is a bearer capability that travels in URLs and receipts:
 * the answer carries what the payer's page shows about the order (reference, lines, total,
 * status) and no personal data — no name, no notes, no file name, the email masked.
 */
export async function sessionStatus(deps: Deps, sessionId: string) {
  if (!SESSION_ID.test(sessionId)) return notFound(msg("api.checkoutSessionNotFound"));
  let order = await findOrderBySession(deps.db, sessionId);
  if (!order) return notFound(msg("api.checkoutSessionNotFound"));

  if (order.status !== "paid" && order.status !== "expired") {
    try {
      const session = await deps.retrieve(sessionId);
      if (session && (session.status === "paid" || session.status === "expired")) {
        await applyPaymentEvent(deps.fulfilment, { id: `poll:${sessionId}`, providerType: "poll", outcome: session.status, session });
        order = (await findOrderBySession(deps.db, sessionId))!;
      }
    } catch (err) {
      // The provider being unreachable is not the customer's problem: answer from what we know.
      deps.log.warn({ err, orderId: order.id }, "could not ask the payment provider about a session");
    }
  }

  const translationRequest = order.purpose === "translation" && order.status === "paid" ? await findTranslationRequest(deps.db, order.id) : null;
  const paid = order.status === "paid";
  return {
    status: order.status,
    success: paid,
    ...said(paid && translationRequest ? TRANSLATION_MESSAGES.submitted : MESSAGES[order.status]),
    order: {
      ref: orderRef(order.id),
      purpose: order.purpose,
      /** Where the receipt went, masked: the payer recognises it, a finder of the link learns nothing. */
      email: maskEmail(order.customerEmail),
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
      ? { translationRequest: { email: maskEmail(translationRequest.email), status: translationRequest.status, createdAt: translationRequest.createdAt.toISOString() } }
      : {}),
  };
}
