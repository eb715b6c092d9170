import type { CheckoutRequestInput } from "@core/checkout";
import { CHECKOUT_MESSAGES } from "@core/checkout";
import { CURRENCIES } from "@core/money";
import { z } from "zod";
import { api, isApiError } from "./api";

export { useBackFromPayment } from "./back-from-payment";

/**
 * The browser's side of paying (shared by the cart checkout, translation orders and
 * prepaid hours): create a provider session on our server, remember its id, go to the
 * provider's page, and later ask our server how the session ended.
 */

/** Spec §4: the session id is stored locally, then the browser leaves after 1 second. */
export const PENDING_SESSION_KEY = "concierge-checkout-session";
export const PAYMENT_REDIRECT_MS = 1000;

const CheckoutSession = z.object({ sessionId: z.string().min(1), url: z.string().nullish() });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export function createCheckoutSession(body: CheckoutRequestInput): Promise<CheckoutSession> {
  return api.post("/api/checkout", body, { schema: CheckoutSession });
}

/** Remembers the session, then leaves for the payment page after the spec's 1 s. Returns a canceller. */
export function redirectToPayment(session: { sessionId: string; url: string }): () => void {
  rememberSession(session.sessionId);
  const timer = window.setTimeout(() => window.location.assign(session.url), PAYMENT_REDIRECT_MS);
  return () => window.clearTimeout(timer);
}

export function rememberSession(sessionId: string): void {
  try {
    localStorage.setItem(PENDING_SESSION_KEY, sessionId);
  } catch {
    // Storage disabled: the success page then cannot tell this browser's order from another.
  }
}

export function rememberedSession(): string | null {
  try {
    return localStorage.getItem(PENDING_SESSION_KEY);
  } catch {
    return null;
  }
}

export function forgetSession(sessionId: string): void {
  try {
    if (localStorage.getItem(PENDING_SESSION_KEY) === sessionId) localStorage.removeItem(PENDING_SESSION_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * The spec's checkout failure texts (§8) for an error from createCheckoutSession:
 * the provider failing → 'Failed to create checkout session'; a refusal → 'Payment
 * processing failed' with the server's reason; anything else → 'Failed to process payment'.
 */
export function checkoutFailure(err: unknown): { title: string; description?: string } {
  if (!isApiError(err)) return { title: CHECKOUT_MESSAGES.paymentFailed };
  if (err.code === "payment_provider_error") return { title: CHECKOUT_MESSAGES.sessionFailed };
  if (err.isClientError) return { title: CHECKOUT_MESSAGES.processingFailed, description: err.message };
  return { title: CHECKOUT_MESSAGES.paymentFailed, description: err.status === 0 ? err.message : undefined };
}

const SessionStatus = z.enum(["paid", "pending", "failed", "expired"]);
export type SessionStatus = z.infer<typeof SessionStatus>;

const OrderLine = z.object({
  kind: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitAmount: z.number().optional(),
  amount: z.number(),
  hours: z.number().optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** The server answers a session id with no personal data: the email masked (m•••@example.com), no name or notes. */
const TranslationRequest = z.object({
  name: z.string().nullish(),
  email: z.string().nullish(),
  fileName: z.string().nullish(),
  notes: z.string().nullish(),
  amount: z.number().nullish(),
  currency: z.enum(CURRENCIES).nullish(),
});
export type TranslationRequest = z.infer<typeof TranslationRequest>;

const SessionResult = z.object({
  status: SessionStatus,
  success: z.boolean(),
  message: z.string().nullish(),
  order: z.object({
    /** The short reference the receipt and the operator's mail use. */
    ref: z.string(),
    items: z.array(OrderLine),
    total: z.number(),
    currency: z.enum(CURRENCIES),
    /** Where the receipt went and where we will contact the buyer. */
    email: z.string().nullish(),
  }),
  translationRequest: TranslationRequest.nullish(),
});
export type SessionResult = z.infer<typeof SessionResult>;

/** GET /api/checkout/sessions/:id — our server asks the provider when its webhook is late. */
export function fetchSessionResult(sessionId: string, signal?: AbortSignal): Promise<SessionResult> {
  return api.get(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, { signal, schema: SessionResult });
}
