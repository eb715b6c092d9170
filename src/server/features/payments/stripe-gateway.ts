import Stripe from "stripe";
import type { Clock } from "../../clock";
import { assertChargeCurrency, type PaymentEvent, type PaymentGateway, type ProviderRefund, type ProviderSession, RefundProviderError, WebhookSignatureError } from "./gateway";

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests point it at a local fake); Stripe's own by default. */
  apiBase?: string;
  clock: Clock;
};

/** Webhooks older than this are refused, so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeClient(opts: Pick<StripeGatewayOptions, "secretKey" | "apiBase">): Stripe {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol } : {}),
  });
}

function toProviderSession(s: Stripe.Checkout.Session, failed = false): ProviderSession {
  const status = failed ? "failed" : s.payment_status === "paid" ? "paid" : s.status === "expired" ? "expired" : "unpaid";
  const intent = typeof s.payment_intent === "string" ? s.payment_intent : s.payment_intent?.id;
  const email = s.customer_details?.email ?? s.customer_email ?? undefined;
  return {
    sessionId: s.id,
    status,
    amountTotal: s.amount_total ?? 0,
    currency: (s.currency ?? "").toUpperCase(),
    ...(intent ? { paymentIntentId: intent } : {}),
    ...(email ? { customerEmail: email } : {}),
    ...(s.status === "open" && s.url ? { url: s.url } : {}),
  };
}

function toProviderRefund(r: Stripe.Refund): ProviderRefund {
  const status = r.status === "succeeded" ? "succeeded" : r.status === "failed" || r.status === "canceled" ? "failed" : "pending";
  return { refundId: r.id, status, amount: r.amount, ...(r.metadata?.refund_id ? { ourRefundId: r.metadata.refund_id } : {}) };
}

/** Stripe Checkout through the official SDK. */
export function createStripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(opts);
  async function retrieve(sessionId: string) {
    try {
      return toProviderSession(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }
  return {
    kind: "stripe",

    async createCheckoutSession(input) {
      assertChargeCurrency(input.currency);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: input.lineItems.map((li) => ({
            quantity: li.quantity,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: li.unitAmount,
              product_data: { name: li.name, ...(li.description ? { description: li.description } : {}) },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          ...(input.locale ? { locale: input.locale } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { sessionId: session.id, url: session.url };
    },

    retrieveSession: retrieve,

    async expireSession(sessionId) {
      try {
        return toProviderSession(await stripe.checkout.sessions.expire(sessionId));
      } catch (err) {
        // Stripe expires only open sessions: a paid (or already expired) one answers 400; its state decides.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(sessionId);
        throw err;
      }
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amount,
            reason: "requested_by_customer",
            metadata: { refund_id: input.refundId, reason: input.reason.slice(0, 500) },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toProviderRefund(refund);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError) throw new RefundProviderError(err.message);
        throw err;
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? "",
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          opts.clock.now().getTime(),
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : "invalid signature");
      }
      const base = { id: event.id, providerType: event.type };
      switch (event.type) {
        case "checkout.session.completed": {
          // A delayed method (bank debit) completes unpaid; its async_payment_* event follows.
          const session = toProviderSession(event.data.object);
          return { ...base, outcome: session.status === "paid" ? "paid" : "ignored", session } satisfies PaymentEvent;
        }
        case "checkout.session.async_payment_succeeded":
          return { ...base, outcome: "paid", session: toProviderSession(event.data.object) };
        case "checkout.session.async_payment_failed":
          return { ...base, outcome: "failed", session: toProviderSession(event.data.object, true) };
        case "checkout.session.expired":
          return { ...base, outcome: "expired", session: toProviderSession(event.data.object) };
        case "refund.created":
        case "refund.updated":
        case "refund.failed":
          return { ...base, outcome: "refund", refunds: [toProviderRefund(event.data.object)] };
        case "charge.refunded": {
          // The charge lists its refunds only where the API version still includes them; refund.* events carry each one.
          const listed = event.data.object.refunds?.data ?? [];
          return listed.length ? { ...base, outcome: "refund", refunds: listed.map(toProviderRefund) } : { ...base, outcome: "ignored" };
        }
        default:
          return { ...base, outcome: "ignored" };
      }
    },
  };
}
