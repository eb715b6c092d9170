import { type Currency, SITE_CURRENCY } from "../../../core/money";
import type { Locale } from "../../../core/locale";

/**
 * The seam between our orders and a card provider: Stripe in production, a
 * local test checkout by default. Amounts are minor units.
 */
export type GatewayLineItem = { name: string; description?: string; unitAmount: number; quantity: number };

export type CreateSessionInput = {
  orderId: string;
  lineItems: GatewayLineItem[];
  currency: Currency;
  customerEmail?: string;
  /** The buyer's language: the provider's hosted payment page speaks it (Stripe's `locale`). */
  locale?: Locale;
  /** May contain `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id. */
  successUrl: string;
  cancelUrl: string;
  /** The same key returns the same session: a retried request never opens a second one. */
  idempotencyKey: string;
};

export type ProviderSession = {
  sessionId: string;
  status: "paid" | "unpaid" | "expired" | "failed";
  paymentIntentId?: string;
  amountTotal: number;
  currency: string;
  customerEmail?: string;
  /** Where the buyer pays, while the session is open. */
  url?: string;
};

/** A refund as the provider reports it (Stripe's failed and canceled are both `failed`: no money moved). */
export type ProviderRefund = {
  refundId: string;
  status: "pending" | "succeeded" | "failed";
  amount: number;
  /** Our refund's id, as we gave it to the provider (Stripe: metadata.refund_id). */
  ourRefundId?: string;
};

export type RefundInput = {
  paymentIntentId: string;
  amount: number;
  currency: Currency;
  /** Our refund row's id, sent with the refund so the provider's events name it. */
  refundId: string;
  reason: string;
  /** The same key returns the same refund: a retried request never refunds twice. */
  idempotencyKey: string;
};

/** The provider refused a refund or could not be reached: nothing was refunded. */
export class RefundProviderError extends Error {}

/** What a provider tells us about a session, through a signed webhook or the test checkout. */
export type PaymentEvent = {
  /** The provider's event id (webhooks are deduplicated on it). */
  id: string;
  /** The provider's own name for it, kept for the log. */
  providerType: string;
  outcome: "paid" | "failed" | "expired" | "refund" | "ignored";
  session?: ProviderSession;
  /** For outcome `refund`: the refunds the event reports. */
  refunds?: ProviderRefund[];
};

export class WebhookSignatureError extends Error {}

/** A new charge in a currency other than the site's: refused before the provider is asked (docs/decisions/0033-euro.md). */
export class ChargeCurrencyError extends Error {
  constructor(currency: string) {
    super(`refused a new charge in ${currency}: every new charge is in ${SITE_CURRENCY} (docs/decisions/0033-euro.md)`);
  }
}

/** Every gateway opens a checkout only in EUR: no card is charged in BGN after the switch. */
export function assertChargeCurrency(currency: string): void {
  if (currency !== SITE_CURRENCY) throw new ChargeCurrencyError(currency);
}

export interface PaymentGateway {
  readonly kind: "stripe" | "test";
  createCheckoutSession(input: CreateSessionInput): Promise<{ sessionId: string; url: string }>;
  /** null when the provider does not know the session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /**
   * Closes an open session so it can no longer be paid (Stripe: checkout.sessions.expire).
   * Answers the session as it then stands: `expired`, or `paid` when the money came first;
   * null when the provider does not know it.
   */
  expireSession(sessionId: string): Promise<ProviderSession | null>;
  /** Refunds all or part of a paid payment; throws RefundProviderError when the provider does not. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** Placeholder the provider fills in on its redirect back to us (Stripe's convention). */
export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/*
 * The app's gateway, declared here rather than in http/types.ts (plumbing names no feature):
 * app.ts builds it with createPaymentGateway unless the deps bring one (tests do), and decorates
 * the app with it.
 */
declare module "../../http/types" {
  interface AppDeps {
    /** The card provider: Stripe with STRIPE_SECRET_KEY, else the local test checkout. */
    payments?: PaymentGateway;
  }
}
declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}
